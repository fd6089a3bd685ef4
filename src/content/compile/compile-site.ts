import { createHash } from 'node:crypto';
import type { BlogArticle, Page, SiteSettings } from '../../generated/content-types.ts';
import {
  missingItemFile,
  notFoundFile,
  pageDataFile,
  shellFile,
  type ArticleData,
  type ArticleSummary,
  type CollectionRoute,
  type CompiledSiteData,
  type ImageData,
  type ImageSizes,
  type PageData,
  type ShareImage,
  type Texts,
} from '../../shared/content.ts';
import { memberOf } from '../../shared/guards.ts';
import { uiTextKeys } from '../../shared/ui-text-keys.ts';
import type { ImageSizeMap } from '../checks/images.ts';
import { itemSlug } from '../load/load-files.ts';
import type { BlockTraits } from '../schema/block-traits.ts';
import type { CheckedContent, CheckedFile } from '../schema/check-schemas.ts';
import { projectSchemas } from '../schema/project-schemas.ts';
import { isText, type TextTable } from '../parse/text-table.ts';
import { breadcrumbTrail } from './breadcrumbs.ts';
import { variantsOf } from './image-variants.ts';

export interface CompileInput extends Pick<CheckedContent, 'pages' | 'items' | 'locales' | 'languages'> {
  site: CheckedFile<SiteSettings>;
  imageSizes: ImageSizeMap;
  /** The placeholder of each photo the build has made one for, by its path under public/ (src/content/images/). */
  placeholders?: ReadonlyMap<string, string>;
  /** What each block type declares of itself in its schema; the project's blocks unless told otherwise. */
  blockTraits?: ReadonlyMap<string, BlockTraits>;
}

export interface CompiledSite {
  /** The shell's data, without `contentPath` (the caller knows where it will serve the files). */
  site: CompiledSiteData;
  /** `<language>/<file>` → JSON text. */
  files: Map<string, string>;
  /** Hash of every compiled file, for cache-busting folder names. */
  version: string;
}

interface Article {
  data: ArticleData;
  file: CheckedFile<BlogArticle>;
}

type PageShape = Omit<PageData, 'texts' | 'images' | 'articles'>;

/** Writes one page in every language, with exactly the texts and image sizes it uses. */
type WritePage = (file: string, page: PageShape, sources: CheckedFile<unknown>[], listed?: Article[]) => void;

/** What the pages of the site need to know of each other, of its images and of its blocks. */
interface SitePages {
  byRoute: Map<string, CheckedFile<Page>>;
  articles: Article[];
  imageSizes: ImageSizeMap;
  traits: ReadonlyMap<string, BlockTraits>;
}

/** Turns validated content into one small JSON file per page and language. */
export function compileSite(input: CompileInput): CompiledSite {
  const files = new Map<string, string>();
  const write: WritePage = (file, page, sources, listed = []) => {
    const contents = pageContents(input, page, sources, listed);
    for (const language of input.languages) {
      files.set(
        `${language}/${file}`,
        JSON.stringify({ ...page, ...contents, texts: textsFor(input.locales.get(language), contents.texts) } satisfies PageData),
      );
    }
  };
  const site: SitePages = {
    byRoute: new Map(input.pages.map((page) => [page.data.route, page])),
    articles: articlesNewestFirst(input.items),
    imageSizes: input.imageSizes,
    traits: input.blockTraits ?? projectSchemas().blockTraits(),
  };
  const collections: CollectionRoute[] = [];
  for (const page of input.pages) {
    const prefix = /^(.*)\/:[^/]+$/.exec(page.data.route)?.[1];
    if (prefix === undefined) compilePage(write, page, site);
    else {
      collections.push({ prefix });
      compileCollection(write, page, prefix, site);
    }
  }
  for (const language of input.languages)
    files.set(`${language}/${shellFile}`, JSON.stringify({ texts: textsFor(input.locales.get(language), shellKeys(input.site)) }));
  return { site: siteData(input.site.data, collections, input.imageSizes), files, version: versionOf(files) };
}

/** A picture for link previews with its size (the image check has read every image named). */
function shareImage(src: string | undefined, imageSizes: ImageSizeMap): ShareImage | null {
  const size = src === undefined ? undefined : imageSizes.get(src);
  return src && size ? { src, width: size.width, height: size.height } : null;
}

/**
 * What every page carries besides its place in the site: its route, title, summary, preview picture,
 * blocks, and how many of them start on the first screen.
 */
function basics({ route, title, description, shareImage: image, blocks }: Page, { imageSizes, traits }: SitePages) {
  const preview = shareImage(image, imageSizes);
  const firstScreenBlocks = blocks.length > 1 && traits.get(blocks[0]!.type)?.shortBand ? 2 : 1;
  return { route, title, ...(description ? { description } : {}), ...(preview ? { shareImage: preview } : {}), blocks, firstScreenBlocks };
}

/** An ordinary page, or the not-found page (which has no breadcrumb). */
function compilePage(write: WritePage, page: CheckedFile<Page>, site: SitePages): void {
  const shown = newestShown(page.data, site);
  if (page.data.route === '*') return write(notFoundFile, { ...basics(page.data, site), breadcrumb: [] }, [page], shown);
  const crumb = { label: page.data.breadcrumbLabel ?? page.data.title };
  write(pageDataFile(page.data.route), { ...basics(page.data, site), breadcrumb: [...breadcrumbTrail(page.data, site.byRoute), crumb] }, [page], shown);
}

/** The page of a parameterised route, once per article of its folder, and once for an address that matches none. */
function compileCollection(write: WritePage, page: CheckedFile<Page>, prefix: string, site: SitePages): void {
  const { byRoute, articles, imageSizes } = site;
  const trail = breadcrumbTrail(page.data, byRoute);
  const most = mostOthersShown(page.data, site);
  // The newest articles but the one shown: taken from the first few, so that each article costs the same however many there are.
  const popular = (exclude?: string) =>
    articles
      .slice(0, most + 1)
      .filter((a) => a.data.slug !== exclude)
      .slice(0, most);
  for (const article of articles.filter((a) => a.data.route.startsWith(`${prefix}/`))) {
    const { route, title, slug, teaser, image } = article.data;
    // An article is summed up by its teaser, and previewed with its picture when previews can show it (not SVG).
    const preview = image.endsWith('.svg') ? null : shareImage(image, imageSizes);
    const own = { route, title, description: teaser, ...(preview ? { shareImage: preview } : {}) };
    write(
      `${route}.json`,
      { ...basics(page.data, site), ...own, breadcrumb: [...trail, { label: title }], item: article.data },
      [page, article.file],
      popular(slug),
    );
  }
  write(missingItemFile(prefix), { ...basics(page.data, site), breadcrumb: [...trail, { label: page.data.title }], item: null }, [page], popular());
}

/** What a page shows besides its blocks: the keys of its texts (its breadcrumb's included), its images, its listed articles. */
function pageContents(input: CompileInput, page: PageShape, sources: CheckedFile<unknown>[], listed: Article[]) {
  // A listed article shows as a card or a link: its texts but never its body.
  const listedRefs = listed.flatMap((article) => article.file.refs.filter((ref) => ref.pointer !== '/body'));
  const refs = [...sources.flatMap((source) => source.refs), ...listedRefs];
  const texts = new Set([...refs.filter((ref) => ref.kind === 'text').map((ref) => ref.value), ...page.breadcrumb.map((crumb) => crumb.label)]);
  const images: ImageSizes = {};
  for (const ref of refs) {
    const facts = ref.kind === 'image' ? input.imageSizes.get(ref.value) : undefined;
    if (!facts) continue;
    const image: ImageData = images[ref.value] ?? { width: facts.width, height: facts.height };
    // Shown in several places of the page, it is described by the widest: `sizes` then never asks for too small a copy.
    if (ref.displayWidth !== undefined) image.displayWidth = Math.max(image.displayWidth ?? 0, ref.displayWidth);
    images[ref.value] = image;
  }
  for (const [src, image] of Object.entries(images)) Object.assign(image, shownImage(src, image, input));
  const articles = listed.map(({ data: { body: _body, ...summary } }): ArticleSummary => summary);
  return { texts, images, ...(listed.length ? { articles } : {}) };
}

/** What a photo shown on the page (in a place that declares its `displayWidth`) has besides its size: its copies and placeholder. */
function shownImage(src: string, image: ImageData, { imageSizes, placeholders }: CompileInput): Partial<ImageData> {
  const variants = image.displayWidth === undefined ? undefined : variantsOf(src, imageSizes.get(src)!);
  const placeholder = variants && placeholders?.get(src);
  return { ...(variants ? { variants } : {}), ...(placeholder ? { placeholder } : {}) };
}

function articlesNewestFirst(items: CompileInput['items']): Article[] {
  const articles = [...items].flatMap(([prefix, files]) =>
    files.map((file) => {
      const slug = itemSlug(file.source);
      return { file, data: { slug, route: `${prefix}/${slug}`, ...file.data } };
    }),
  );
  return articles.sort((a, b) => b.data.date.localeCompare(a.data.date) || a.data.slug.localeCompare(b.data.slug));
}

/** The texts of the shell: the site's controls, and the menu and footer of site.yaml. */
function shellKeys(site: CheckedFile<SiteSettings>): Set<string> {
  return new Set<string>([...uiTextKeys, ...site.refs.filter((ref) => ref.kind === 'text').map((ref) => ref.value)]);
}

function siteData(site: SiteSettings, collections: CollectionRoute[], imageSizes: ImageSizeMap): CompiledSiteData {
  const { company, languages, contact, offices, header, footer, forms, map } = site;
  const addresses = { routing: site.routing ?? 'hash', url: site.url?.replace(/\/+$/, '') ?? null, shareImage: shareImage(site.shareImage, imageSizes) };
  return { company, languages, contact, offices, header, footer, forms, map, collections, ...addresses };
}

function versionOf(files: Map<string, string>): string {
  const hash = createHash('sha256');
  for (const [name, json] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(json);
  return hash.digest('hex').slice(0, 10);
}

function textsFor(table: TextTable | undefined, keys: Iterable<string>): Texts {
  const texts: Texts = {};
  for (const key of keys) {
    const entry = table?.get(key);
    if (isText(entry)) texts[key] = entry.value;
  }
  return texts;
}

/** The article lists a page's blocks declare (`listsArticles`), each with a reader of the block's own fields. */
function articleLists(page: Page, traits: SitePages['traits']) {
  return page.blocks.flatMap((block) => {
    const list = traits.get(block.type)?.listsArticles;
    const field = (name?: string): unknown => (name === undefined ? undefined : memberOf(block, name));
    return list ? [{ list, field }] : [];
  });
}

/** The newest articles a page's blocks list (`which: newest`): the largest limit among them, or all. */
function newestShown(page: Page, { articles, traits }: SitePages): Article[] {
  const limits = articleLists(page, traits).flatMap(({ list, field }) => (list.which === 'newest' ? [field(list.limitField)] : []));
  const numbers = limits.filter((limit) => typeof limit === 'number');
  if (limits.length === 0) return [];
  return numbers.length < limits.length ? articles : articles.slice(0, Math.max(...numbers));
}

/** How many other articles a collection page lists beside the one it shows (`which: others`), unless its block turns the list off. */
function mostOthersShown(page: Page, { traits }: SitePages): number {
  const counts = articleLists(page, traits).flatMap(({ list, field }) => (list.which === 'others' && field(list.offField) !== false ? [list.most] : []));
  return counts.length ? Math.max(...counts) : 0;
}
