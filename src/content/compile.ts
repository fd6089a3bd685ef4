import { createHash } from 'node:crypto';
import type { BlogArticle, Page, SiteSettings } from '../generated/content-types.ts';
import {
  missingItemFile,
  notFoundFile,
  pageDataFile,
  shellFile,
  type ArticleData,
  type CollectionRoute,
  type Crumb,
  type PageData,
  type SiteData,
  type Texts,
} from '../shared/content.ts';
import { uiTextKeys } from '../shared/ui-text-keys.ts';
import { itemSlug } from './load.ts';
import type { CheckedFile } from './pipeline.ts';
import { isText, type TextTable } from './texts.ts';

export interface CompileInput {
  site: CheckedFile<SiteSettings>;
  pages: CheckedFile<Page>[];
  items: Map<string, CheckedFile<BlogArticle>[]>;
  locales: Map<string, TextTable>;
  languages: string[];
}

export interface CompiledSite {
  /** The shell's data, without `contentPath` (the caller knows where it will serve the files). */
  site: Omit<SiteData, 'contentPath'>;
  /** `<language>/<file>` → JSON text. */
  files: Map<string, string>;
  /** Hash of every compiled file, for cache-busting folder names. */
  version: string;
}

/** Turns validated content into one small JSON file per page and language. */
export function compileSite(input: CompileInput): CompiledSite {
  const { site, pages, items, locales, languages } = input;
  const byRoute = new Map(pages.map((p) => [p.data.route, p]));
  const files = new Map<string, string>();
  const textsFor = (language: string, keys: Iterable<string>): Texts => {
    const table = locales.get(language);
    const texts: Texts = {};
    for (const key of keys) {
      const entry = table?.get(key);
      if (isText(entry)) texts[key] = entry.value;
    }
    return texts;
  };
  const textKeys = (file: CheckedFile<unknown>) => file.refs.filter((r) => r.kind === 'text').map((r) => r.value);

  const collections: CollectionRoute[] = [];
  const write = (file: string, page: Omit<PageData, 'texts'>, keys: string[]) => {
    const allKeys = new Set([...keys, ...page.breadcrumb.map((c) => c.label)]);
    for (const language of languages) files.set(`${language}/${file}`, JSON.stringify({ ...page, texts: textsFor(language, allKeys) }));
  };

  for (const page of pages) {
    const { route, title, description, blocks } = page.data;
    const base = { title, ...(description ? { description } : {}), blocks };
    const collection = /^(.*)\/:[^/]+$/.exec(route)?.[1];
    if (route === '*') {
      write(notFoundFile, { route, breadcrumb: [], ...base }, textKeys(page));
    } else if (collection !== undefined) {
      collections.push({ pattern: route, prefix: collection });
      const trail = breadcrumbTrail(page, byRoute);
      for (const item of items.get(collection) ?? []) {
        const slug = itemSlug(item.source);
        const article: ArticleData = { slug, ...item.data };
        write(
          `${collection}/${slug}.json`,
          { route: `${collection}/${slug}`, breadcrumb: [...trail, { label: item.data.title }], ...base, title: item.data.title, item: article },
          [...textKeys(page), ...textKeys(item)],
        );
      }
      write(missingItemFile(collection), { route, breadcrumb: [...trail, { label: title }], ...base, item: null }, textKeys(page));
    } else {
      write(pageDataFile(route), { route, breadcrumb: [...breadcrumbTrail(page, byRoute), { label: page.data.breadcrumbLabel ?? title }], ...base }, textKeys(page));
    }
  }

  const shellKeys = new Set<string>([...uiTextKeys, ...textKeys(site)]);
  for (const language of languages) files.set(`${language}/${shellFile}`, JSON.stringify({ texts: textsFor(language, shellKeys) }));

  const hash = createHash('sha256');
  for (const [name, json] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(json);
  const { company, languages: languageSettings, contact, header, footer } = site.data;
  return {
    site: { company, languages: languageSettings, contact, header, footer, collections },
    files,
    version: hash.digest('hex').slice(0, 10),
  };
}

/** Home > … > parent, as links; the page itself is appended by the caller. */
function breadcrumbTrail(page: CheckedFile<Page>, byRoute: Map<string, CheckedFile<Page>>): Crumb[] {
  const trail: Crumb[] = [];
  const seen = new Set<string>([page.data.route]);
  let current = page;
  for (;;) {
    const parentRoute = parentOf(current.data, byRoute);
    const parent = parentRoute === undefined ? undefined : byRoute.get(parentRoute);
    if (!parent || seen.has(parent.data.route)) break;
    seen.add(parent.data.route);
    trail.unshift({ label: parent.data.breadcrumbLabel ?? parent.data.title, href: `/${parent.data.route}` });
    current = parent;
  }
  return trail;
}

function parentOf(page: Page, byRoute: Map<string, unknown>): string | undefined {
  if (page.route === '' || page.route === '*') return undefined;
  if (page.parent) return page.parent.replace(/^\//, '').replace(/\/$/, '');
  const segments = page.route.replace(/\/:[^/]+$/, '').split('/');
  if (/\/:[^/]+$/.test(page.route)) segments.push('');
  for (let length = segments.length - 1; length > 0; length--) {
    const candidate = segments.slice(0, length).join('/');
    if (byRoute.has(candidate)) return candidate;
  }
  return '';
}
