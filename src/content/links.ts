import { nearest } from './suggest.ts';

export interface RouteIndex {
  /** Routes of ordinary pages ('' is the home page). */
  pages: Set<string>;
  /** Prefix of each parameterised route → slugs of its items. */
  collections: Map<string, Set<string>>;
}

export type LinkVerdict = { ok: true; internal?: string } | { ok: false; message: string; hint: string };

const unsafeScheme = /^(javascript|data|vbscript|file):/i;

/** Decides whether a link written by an editor is safe and leads somewhere that exists. */
export function checkLink(raw: string, routes: RouteIndex): LinkVerdict {
  // Browsers ignore control characters and spaces inside a scheme, so must we.
  const compact = raw.replace(/[\u0000-\u0020]/g, '');
  if (unsafeScheme.test(compact)) {
    return {
      ok: false,
      message: `Links starting with "${compact.split(':')[0]}:" are not allowed: they can run code or hide content in the visitor's browser.`,
      hint: 'Link to a page of this site ("/contact") or to a web address starting with "https://".',
    };
  }
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(raw) || /^tel:\+?[0-9 ()-]+$/i.test(raw)) return { ok: true };
  if (/^https?:\/\//i.test(raw)) {
    try {
      new URL(raw);
      return { ok: true };
    } catch {
      return { ok: false, message: `"${raw}" is not a valid web address.`, hint: 'Check for spaces or missing parts, as in "https://www.example.com/page".' };
    }
  }
  if (raw.startsWith('#/')) {
    return { ok: false, message: `Write links to pages without "#": "${raw.slice(1)}".`, hint: 'The "#" is added when the page is shown.' };
  }
  if (!raw.startsWith('/')) {
    return {
      ok: false,
      message: `"${raw}" is neither a page of this site nor a web address.`,
      hint: 'Pages of this site start with "/" ("/about-us"); other sites with "https://"; emails with "mailto:".',
    };
  }
  if (/[?#]/.test(raw)) {
    return { ok: false, message: `Links to a part of a page ("${raw}") are not supported.`, hint: `Link to the page itself: "${raw.split(/[?#]/)[0]}".` };
  }
  const route = raw.slice(1).replace(/\/$/, '');
  if (routes.pages.has(route)) return { ok: true, internal: route };

  const slash = route.lastIndexOf('/');
  const prefix = route.slice(0, slash);
  const slugs = slash > 0 ? routes.collections.get(prefix) : undefined;
  if (slugs) {
    const slug = route.slice(slash + 1);
    if (slugs.has(slug)) return { ok: true, internal: route };
    const guess = nearest(slug, [...slugs]);
    return {
      ok: false,
      message: `No item "${slug}" exists for "/${prefix}/…": there is no file pages/${prefix}/${slug}.yaml.`,
      hint: guess ? `Did you mean "/${prefix}/${guess}"?` : `Existing ones: ${[...slugs].map((s) => `/${prefix}/${s}`).join(', ')}.`,
    };
  }
  const known = [...routes.pages].map((r) => `/${r}`);
  const guess = nearest(raw, known);
  return {
    ok: false,
    message: `The link "${raw}" points to no page of this site.`,
    hint: guess ? `Did you mean "${guess}"?` : 'Check the route of the page you want (the "route:" line of its file in pages/).',
  };
}
