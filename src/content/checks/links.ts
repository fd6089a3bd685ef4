import type { ProblemCode } from '../codes.ts';
import type { Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { nearest } from '../suggest.ts';
import { problemAtRef, refsOfKind } from './refs.ts';
import { everyAddress, isLive, type RouteIndex } from './routes.ts';

export type LinkVerdict = { ok: true } | { ok: false; code: ProblemCode; message: string; hint: string };

/** Every link is safe and leads somewhere that exists. */
export function checkLinks(content: CheckedContent, routes: RouteIndex): Problem[] {
  const problems: Problem[] = [];
  for (const found of refsOfKind(content, 'link')) {
    const verdict = checkLink(found.ref.value, routes);
    if (!verdict.ok) problems.push(problemAtRef(verdict.code, found, verdict.message, verdict.hint));
  }
  return problems;
}

const ok: LinkVerdict = { ok: true };
const refused = (code: ProblemCode, message: string, hint: string): LinkVerdict => ({ ok: false, code, message, hint });

const unsafeScheme = /^(javascript|data|vbscript|file):/i;

/** Decides whether a link written by an editor is safe and leads somewhere that exists. */
export function checkLink(raw: string, routes: RouteIndex): LinkVerdict {
  // Browsers ignore control characters and spaces inside a scheme, so must we.
  // oxlint-disable-next-line eslint/no-control-regex -- C0 controls and space are the very characters matched here
  const compact = raw.replace(/[\u0000-\u0020]/g, '');
  if (unsafeScheme.test(compact)) {
    return refused(
      'unsafe-link',
      `Links starting with "${compact.split(':')[0]}:" are not allowed: they can run code or hide content in the visitor's browser.`,
      'Link to a page of this site ("/contact") or to a web address starting with "https://".',
    );
  }
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(raw) || /^tel:\+?[0-9 ()-]+$/i.test(raw)) return ok;
  if (/^https?:\/\//i.test(raw))
    return URL.canParse(raw)
      ? ok
      : refused('invalid-web-address', `"${raw}" is not a valid web address.`, 'Check for spaces or missing parts, as in "https://www.example.com/page".');
  if (raw.startsWith('#/'))
    return refused('link-with-hash', `Write links to pages without "#": "${raw.slice(1)}".`, 'The "#" is added when the page is shown.');
  if (!raw.startsWith('/')) {
    return refused(
      'unrecognised-link',
      `"${raw}" is neither a page of this site nor a web address.`,
      'Pages of this site start with "/" ("/about-us"); other sites with "https://"; emails with "mailto:".',
    );
  }
  if (/[?#]/.test(raw))
    return refused('link-to-page-part', `Links to a part of a page ("${raw}") are not supported.`, `Link to the page itself: "${raw.split(/[?#]/)[0]}".`);
  return checkRoute(raw, routes);
}

/**
 * A link to this site: an ordinary page, or an item of a collection (`/blog-details/<file name>`).
 * Letter case counts, as it does for the hosts and the app (docs/BEHAVIOUR.md#routes).
 */
function checkRoute(raw: string, routes: RouteIndex): LinkVerdict {
  const route = routeOfLink(raw);
  if (isLive(route, routes)) return ok;
  const slash = route.lastIndexOf('/');
  const prefix = route.slice(0, slash);
  const slugs = slash > 0 ? routes.collections.get(prefix) : undefined;
  const slug = route.slice(slash + 1);
  const unpublished = routes.unpublished?.get(route);
  if (unpublished !== undefined) {
    return refused(
      'dead-link',
      `The article "${raw}" is ${unpublished}: the build leaves it out, so this link would lead to no page.`,
      'Add the link once the article is published, or publish it now: delete its "draft: true", or give it a date that is not after today.',
    );
  }
  const spelled = everyAddress(routes).find((address) => address.toLowerCase() === route.toLowerCase());
  if (spelled !== undefined) {
    return refused(
      'dead-link',
      `The link "${raw}" differs from the address "/${spelled}" only in letter case: addresses are case-sensitive, so it leads to no page.`,
      `Write "/${spelled}".`,
    );
  }
  if (slugs) {
    const guess = nearest(slug, [...slugs]);
    return refused(
      'dead-link',
      `No item "${slug}" exists for "/${prefix}/…": there is no file pages/${prefix}/${slug}.yaml.`,
      guess ? `Did you mean "/${prefix}/${guess}"?` : `Existing ones: ${[...slugs].map((s) => `/${prefix}/${s}`).join(', ')}.`,
    );
  }
  const guess = nearest(
    raw,
    [...routes.pages].map((r) => `/${r}`),
  );
  return refused(
    'dead-link',
    `The link "${raw}" points to no page of this site.`,
    guess ? `Did you mean "${guess}"?` : 'Check the route of the page you want (the "route:" line of its file in pages/).',
  );
}

/** The route a link to this site names, as checkLink reads it: '/web-services/design/' → 'web-services/design'. */
export function routeOfLink(raw: string): string {
  return raw.slice(1).replace(/\/$/, '');
}
