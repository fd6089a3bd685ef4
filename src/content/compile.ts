import { createHash } from 'node:crypto';
import type { BlogArticle, Page, SiteSettings } from '../generated/content-types.ts';
import {
  missingItemFile,
  notFoundFile,
  pageDataFile,
  shellFile,
  type ArticleData,
  type ArticleSummary,
  type CollectionRoute,
  type CompiledSiteData,
  type Crumb,
  type ImageSizes,
  type PageData,
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
  imageSizes: Map<string, { width: number; height: number }>;
}

export interface CompiledSite {
  /** The shell's data, without `contentPath` (the caller knows where it will serve the files). */
  site: CompiledSiteData;
  /** `<language>/<file>` → JSON text. */
  files: Map<string, string>;
  /** Hash of every compiled file, for cache-busting folder names. */
  version: string;
}

/** How many other articles a Popular Posts list shows at most. */
const popularPostsLimit = 5;

interface Article {
  data: ArticleData;
  file: CheckedFile<BlogArticle>;
}

/** Turns validated content into one small JSON file per page and language. */
export function compileSite(input: CompileInput): CompiledSite {
  const { site, pages, items, locales, languages, imageSizes } = input;
  const byRoute = new Map(pages.map((p) => [p.data.route, p]));
  const files = new Map<string, string>();

  const articles: Article[] = [...items].flatMap(([prefix, files]) =>
    files.map((file) => {
      const slug = itemSlug(file.source);
      return { file, data: { slug, route: `${prefix}/${slug}`, ...file.data } };
    }),
  );
  articles.sort((a, b) => b.data.date.localeCompare(a.data.date) || a.data.slug.localeCompare(b.data.slug));

  /** Writes one page in every language, with exactly the texts and image sizes it uses. */
  const write = (file: string, page: Omit<PageData, 'texts' | 'images' | 'articles'>, sources: CheckedFile<unknown>[], listed: Article[] = []) => {
    // A listed article shows as a card or a link: its texts but never its body.
    const listedRefs = listed.flatMap((a) => a.file.refs.filter((r) => r.pointer !== '/body'));
    const refs = [...sources.flatMap((s) => s.refs), ...listedRefs];
    const keys = new Set([...refs.filter((r) => r.kind === 'text').map((r) => r.value), ...page.breadcrumb.map((c) => c.label)]);
    const images: ImageSizes = {};
    for (const ref of refs) {
      const size = ref.kind === 'image' ? imageSizes.get(ref.value) : undefined;
      if (size) images[ref.value] = size;
    }
    const summaries = listed.map(({ data: { body: _body, ...summary } }): ArticleSummary => summary);
    for (const language of languages) {
      const data: PageData = { ...page, texts: textsFor(locales.get(language), keys), images, ...(listed.length ? { articles: summaries } : {}) };
      files.set(`${language}/${file}`, JSON.stringify(data));
    }
  };

  const collections: CollectionRoute[] = [];
  for (const page of pages) {
    const { route, title, description, blocks } = page.data;
    const base = { route, title, ...(description ? { description } : {}), blocks };
    const shownArticles = articlesShownBy(page.data, articles);
    const collection = /^(.*)\/:[^/]+$/.exec(route)?.[1];
    if (route === '*') {
      write(notFoundFile, { ...base, breadcrumb: [] }, [page], shownArticles);
    } else if (collection !== undefined) {
      collections.push({ pattern: route, prefix: collection });
      const trail = breadcrumbTrail(page, byRoute);
      const popular = (exclude?: string) => (hasPopularPosts(page.data) ? articles.filter((a) => a.data.slug !== exclude).slice(0, popularPostsLimit) : []);
      for (const article of articles.filter((a) => a.data.route.startsWith(`${collection}/`))) {
        write(
          `${article.data.route}.json`,
          { ...base, route: article.data.route, title: article.data.title, breadcrumb: [...trail, { label: article.data.title }], item: article.data },
          [page, article.file],
          popular(article.data.slug),
        );
      }
      write(missingItemFile(collection), { ...base, breadcrumb: [...trail, { label: title }], item: null }, [page], popular());
    } else {
      const crumb = { label: page.data.breadcrumbLabel ?? title };
      write(pageDataFile(route), { ...base, breadcrumb: [...breadcrumbTrail(page, byRoute), crumb] }, [page], shownArticles);
    }
  }

  const shellKeys = new Set<string>([...uiTextKeys, ...site.refs.filter((r) => r.kind === 'text').map((r) => r.value)]);
  for (const language of languages) files.set(`${language}/${shellFile}`, JSON.stringify({ texts: textsFor(locales.get(language), shellKeys) }));

  const hash = createHash('sha256');
  for (const [name, json] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(json);
  const { company, languages: languageSettings, contact, offices, header, footer, forms, map } = site.data;
  return {
    site: { company, languages: languageSettings, contact, offices, header, footer, forms, map, collections },
    files,
    version: hash.digest('hex').slice(0, 10),
  };
}

function textsFor(table: TextTable | undefined, keys: Iterable<string>): Texts {
  const texts: Texts = {};
  for (const key of keys) {
    const entry = table?.get(key);
    if (isText(entry)) texts[key] = entry.value;
  }
  return texts;
}

/** The newest articles a page's blog-cards blocks show: the largest limit among them, or all. */
function articlesShownBy(page: Page, articles: Article[]): Article[] {
  const cards = page.blocks.filter((block) => block.type === 'blog-cards');
  if (cards.length === 0) return [];
  if (cards.some((block) => block.limit === undefined)) return articles;
  return articles.slice(0, Math.max(...cards.map((block) => block.limit ?? 0)));
}

function hasPopularPosts(page: Page): boolean {
  return page.blocks.some((block) => block.type === 'article-body' && block.popularPosts !== false);
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

/** The explicit `parent`, else the nearest existing route above this one, else the home page. */
function parentOf(page: Page, byRoute: Map<string, unknown>): string | undefined {
  if (page.route === '' || page.route === '*') return undefined;
  if (page.parent) return page.parent.replace(/^\//, '').replace(/\/$/, '');
  const segments = page.route.split('/');
  for (let length = segments.length - 1; length > 0; length--) {
    const candidate = segments.slice(0, length).join('/');
    if (byRoute.has(candidate)) return candidate;
  }
  return '';
}
