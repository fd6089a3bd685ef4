import { createHash } from 'node:crypto';
import type { Page, SiteSettings } from '../../generated/content-types.ts';
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
  type SiteFeeds,
  type TagSummary,
  type Texts,
} from '../../shared/content.ts';
import { defaultLogo } from '../model/default-logo.ts';
import type { FormattedBlock, FormattedInline, FormattedListItem, FormattedText, FormattedTexts } from '../../shared/formatted-text.ts';
import { textVariables } from '../../shared/text-variables.ts';
import { redirectRoute } from '../../routing/redirects.ts';
import { brandColoursOf, paletteCss, paletteOf, type BrandColours } from '../../styles/brand.ts';
import { isRecord } from '../../shared/guards.ts';
import { uiTextKeys } from '../../shared/ui-text-keys.ts';
import type { ParsedTexts } from '../parse/markdown.ts';
import { collectionPrefix } from '../parse/parse-sources.ts';
import type { ImageSizeMap } from '../load/image-facts.ts';
import { defaultPageSize, tagRoute } from '../model/list-routes.ts';
import { everyArticleBlock, articleLists, type BlockTraits } from '../schema/block-traits.ts';
import type { CheckedContent, CheckedFile } from '../schema/check-schemas.ts';
import { projectSchemas } from '../schema/project-schemas.ts';
import { isText, type TextTable } from '../parse/text-table.ts';
import { collectArticles, neighboursData, neighboursOf, summaryOf, type Article } from './articles.ts';
import { breadcrumbTrail } from '../model/breadcrumbs.ts';
import { routeOfLink } from '../checks/links.ts';
import { pageStructuredData } from './structured-data.ts';
import { compactFormattedText } from './formatted-text.ts';
import { compileFeeds } from './feeds.ts';
import { listPages } from './listing.ts';
import { variantsOf } from './image-variants.ts';

export interface CompileInput extends Pick<CheckedContent, 'pages' | 'items' | 'locales' | 'languages'> {
  site: CheckedFile<SiteSettings>;
  imageSizes: ImageSizeMap;
  /** The formatted texts as the check read them (checks/formatted-texts.ts). */
  formattedTexts: ParsedTexts;
  /** The placeholder of each photo the build has made one for, by its path under public/ (src/content/images/). */
  placeholders?: ReadonlyMap<string, string>;
  /** What each block type declares of itself in its schema; the project's blocks unless told otherwise. */
  blockTraits?: ReadonlyMap<string, BlockTraits>;
  /** The day (YYYY-MM-DD) that decides which articles are published (docs/BEHAVIOUR.md#drafts-and-scheduled-articles). */
  today: string;
  /** The development server's preview: drafts and scheduled articles too, marked with their status, except in the feeds. */
  preview?: boolean;
}

export interface CompiledSite {
  /** The shell's data, without `contentPath` (the caller knows where it will serve the files). */
  site: CompiledSiteData;
  /** `<language>/<file>` → JSON text. */
  files: Map<string, string>;
  /** Hash of every compiled file, for cache-busting folder names. */
  version: string;
  /** What the style sheet and index.html take from `brand:` (docs/BEHAVIOUR.md#brand). */
  brand: CompiledBrand;
  /** The RSS and Atom feeds, by their path in the build (`blog/rss.xml`, `es/blog/atom.xml`); none when site.yaml asks for none. */
  feeds: Map<string, string>;
}

export interface CompiledBrand {
  /** Every colour of the style sheets, as the custom properties of `:root`. */
  css: string;
  /** The font's style sheet, from the project's root (src/styles/fonts/). */
  fontCss: string;
  /** The colour browsers may give their own bar (`<meta name="theme-color">`): the primary colour. */
  themeColour: string;
  /** Path of the favicon under public/. */
  favicon: string;
  /** The named colours, site.yaml's or the site's own: the site's drawings are drawn in them (src/styles/drawing-colours.ts). */
  colours: BrandColours;
}

/** The brand of a site whose site.yaml names none, or cannot be read: the site's own. */
export function brandOf(site: SiteSettings | undefined): CompiledBrand {
  const colours = brandColoursOf(site?.brand?.colors ?? {});
  return {
    css: paletteCss(paletteOf(colours)),
    fontCss: `/src/styles/fonts/${site?.brand?.font ?? 'inter'}.css`,
    themeColour: colours.primary,
    favicon: site?.brand?.favicon ?? 'favicon.svg',
    colours,
  };
}

type PageShape = Omit<PageData, 'texts' | 'formatted' | 'images'>;

/** Writes one page in every language, with exactly the texts and image sizes it uses. */
type WritePage = (file: string, page: PageShape, sources: CheckedFile<unknown>[]) => void;

/** What the pages of the site need to know of each other, of its articles, of its images and of its blocks. */
interface SitePages {
  byRoute: Map<string, CheckedFile<Page>>;
  /** The articles shown, newest first: those published (all of them in the development server's preview). */
  articles: Article[];
  imageSizes: ImageSizeMap;
  traits: ReadonlyMap<string, BlockTraits>;
  /** The page that lists every article, page by page, with its tags' pages under it; none on some sites. */
  list: CheckedFile<Page> | undefined;
  /** The tags that have articles, in the order of site.yaml, each with its page under the list's. */
  tags: TagSummary[];
  pageSize: number;
}

/** Turns validated content into one small JSON file per page and language, and the feeds. */
export function compileSite(input: CompileInput): CompiledSite {
  const files = new Map<string, string>();
  const formattedText = formattedTextsOf(input);
  const pictures: Pictures = { imageSizes: input.imageSizes, placeholders: input.placeholders, articleImageWidth: articleImageWidth() };
  const write: WritePage = (file, page, sources) => {
    const contents = pageContents(pictures, page, sources);
    const structured = pageStructuredData(page.blocks, page.breadcrumb, site.traits);
    for (const language of input.languages) {
      const { formatted: formattedKeys, ...shown } = contents;
      const texts = textsFor(input.locales.get(language), contents.texts);
      const formatted = formattedFor(language, formattedKeys, formattedText);
      const images = { ...contents.images, ...imagesIn(formatted, pictures) };
      files.set(`${language}/${file}`, JSON.stringify({ ...page, ...shown, ...structured, texts, ...formatted, images } satisfies PageData));
    }
  };
  const site = sitePages(input);
  const collections: CollectionRoute[] = [];
  for (const page of input.pages) {
    const prefix = collectionPrefix(page.data.route);
    if (prefix !== undefined) {
      collections.push({ prefix });
      compileCollection(write, page, prefix, site);
    } else if (page === site.list) compileListing(write, page, site);
    else compilePage(write, page, site);
  }
  const feeds = feedsOf(input.site.data, site.list);
  for (const language of input.languages)
    files.set(`${language}/${shellFile}`, JSON.stringify({ texts: textsFor(input.locales.get(language), shellKeys(input.site, feeds)) }));
  return {
    site: siteData(input.site.data, collections, input.imageSizes, feeds),
    files,
    version: versionOf(files),
    brand: brandOf(input.site.data),
    // Published articles only, on the development server too: it serves the feeds as the build writes them.
    feeds: feeds
      ? compileFeeds({ ...input, feeds, list: site.list?.data, articles: site.articles.filter((article) => !article.data.status) })
      : new Map<string, string>(),
  };
}

/** The site's articles, and what lists them: the article list, its tags, how many a page shows. */
function sitePages(input: CompileInput): SitePages {
  const traits = input.blockTraits ?? projectSchemas().blockTraits();
  const list = input.pages.find((page) => everyArticleBlock(page.data, traits) !== undefined);
  const blog = input.site.data.blog ?? {};
  const routeOfTag = (id: string) => (list ? tagRoute(list.data.route, id) : undefined);
  const articles = collectArticles(input.items, { locales: input.locales, blog, tagRoute: routeOfTag, today: input.today, preview: input.preview ?? false });
  const named = new Set(articles.flatMap((article) => article.data.tags?.map((tag) => tag.id) ?? []));
  const tags = (blog.tags ?? []).flatMap(({ id, label }) => (list && named.has(id) ? [{ id, label, route: tagRoute(list.data.route, id) }] : []));
  return {
    byRoute: new Map(input.pages.map((page) => [page.data.route, page])),
    articles,
    imageSizes: input.imageSizes,
    traits,
    list,
    tags,
    pageSize: blog.pageSize ?? defaultPageSize,
  };
}

/** A picture for link previews with its size (the image check has read every image named). */
function shareImage(src: string | undefined, imageSizes: ImageSizeMap): ShareImage | null {
  const size = src === undefined ? undefined : imageSizes.get(src);
  return src && size ? { src, width: size.width, height: size.height } : null;
}

/**
 * What every page carries besides its place in the site: its route, title, summary, preview picture, the page
 * search engines are to index in its place, blocks, and how many of them start on the first screen.
 */
function basics({ route, title, description, shareImage: image, canonical, blocks }: Page, { imageSizes, traits }: SitePages) {
  const preview = shareImage(image, imageSizes);
  const firstScreenBlocks = blocks.length > 1 && traits.get(blocks[0]!.type)?.shortBand ? 2 : 1;
  const elsewhere = canonical === undefined ? undefined : routeOfLink(canonical);
  return {
    route,
    title,
    ...(description ? { description } : {}),
    ...(preview ? { shareImage: preview } : {}),
    ...(elsewhere !== undefined && elsewhere !== route ? { canonical: elsewhere } : {}),
    blocks,
    firstScreenBlocks,
  };
}

/** The articles a page lists, as it carries them: none, or their summaries. */
const listed = (articles: readonly Article[]) => (articles.length ? { articles: articles.map(summaryOf) } : {});

/** An ordinary page, or the not-found page (which has no breadcrumb). */
function compilePage(write: WritePage, page: CheckedFile<Page>, site: SitePages): void {
  const shown = listed(newestShown(page.data, site));
  if (page.data.route === '*') return write(notFoundFile, { ...basics(page.data, site), breadcrumb: [], ...shown }, [page]);
  const crumb = { label: page.data.breadcrumbLabel ?? page.data.title };
  write(pageDataFile(page.data.route), { ...basics(page.data, site), breadcrumb: [...breadcrumbTrail(page.data, site.byRoute), crumb], ...shown }, [page]);
}

/** The article list: its pages, and its tags' pages, each with its share of the articles (docs/BEHAVIOUR.md#blog-articles). */
function compileListing(write: WritePage, page: CheckedFile<Page>, site: SitePages): void {
  const trail = breadcrumbTrail(page.data, site.byRoute);
  for (const { route, title, breadcrumb, listing, articles } of listPages(page.data, trail, site.articles, site.tags, site.pageSize)) {
    write(pageDataFile(route), { ...basics(page.data, site), route, title, breadcrumb, listing, ...listed(articles) }, [page]);
  }
}

/** The page of a parameterised route, once per article of its folder, and once for an address that matches none. */
function compileCollection(write: WritePage, page: CheckedFile<Page>, prefix: string, site: SitePages): void {
  const { byRoute, articles, imageSizes, traits } = site;
  const trail = breadcrumbTrail(page.data, byRoute);
  const most = mostOthersShown(page.data, site);
  const showsTheArticle = page.data.blocks.some((block) => traits.get(block.type)?.showsTheArticle);
  // The newest articles but the one shown: taken from the first few, so that each article costs the same however many there are.
  const popular = (exclude?: string) =>
    listed(
      articles
        .slice(0, most + 1)
        .filter((a) => a.data.slug !== exclude)
        .slice(0, most),
    );
  for (const article of articles.filter((a) => a.data.route.startsWith(`${prefix}/`))) {
    const { route, title, slug, teaser, image } = article.data;
    // An article is summed up by its teaser, and previewed with its picture when previews can show it (not SVG).
    const preview = image.endsWith('.svg') ? null : shareImage(image, imageSizes);
    const own = { route, title, description: teaser, ...(preview ? { shareImage: preview } : {}) };
    const neighbours = showsTheArticle ? { neighbours: neighboursData(neighboursOf(article, articles)) } : {};
    const breadcrumb = [...trail, { label: title }];
    write(`${route}.json`, { ...basics(page.data, site), ...own, breadcrumb, item: article.data, ...neighbours, ...popular(slug) }, [page]);
  }
  write(missingItemFile(prefix), { ...basics(page.data, site), breadcrumb: [...trail, { label: page.data.title }], item: null, ...popular() }, [page]);
}

/** The browser's tree of each formatted text (`language`, `key`), made once however many pages show it. */
function formattedTextsOf({ formattedTexts, site }: CompileInput): (language: string, key: string) => FormattedText | undefined {
  const values = textVariables(site.data);
  const made = new Map<string, FormattedText | undefined>();
  return (language, key) => {
    const id = `${language}\u0000${key}`;
    if (!made.has(id)) {
      const parsed = formattedTexts.get(language)?.get(key);
      made.set(id, parsed && compactFormattedText(parsed, values));
    }
    return made.get(id);
  };
}

/** The formatted texts of `keys` in `language`, as the page's `formatted` (left out when it has none). */
function formattedFor(language: string, keys: Set<string>, tree: ReturnType<typeof formattedTextsOf>): { formatted?: FormattedTexts } {
  const formatted: FormattedTexts = {};
  for (const key of keys) {
    const text = tree(language, key);
    if (text) formatted[key] = text;
  }
  return keys.size > 0 ? { formatted } : {};
}

/**
 * The images formatted texts show, with their copies: images stand only in an article's body
 * (`formattedTextWithImages`), in the article's column, as wide as the article's picture.
 */
function imagesIn({ formatted = {} }: { formatted?: FormattedTexts }, pictures: Pictures): ImageSizes {
  const images: ImageSizes = {};
  const visit = (node: FormattedBlock | FormattedInline | FormattedListItem): void => {
    if (typeof node === 'string') return;
    if (node[0] === 'img') {
      const size = pictures.imageSizes.get(node[1]);
      const width = pictures.articleImageWidth;
      const image: ImageData | undefined = size && { width: size.width, height: size.height, ...(width === undefined ? {} : { displayWidth: width }) };
      if (image) images[node[1]] = { ...image, ...shownImage(node[1], image, pictures) };
      return;
    }
    for (const child of node.slice(1)) if (typeof child === 'object') visit(child);
  };
  Object.values(formatted).forEach((text) => text.forEach(visit));
  return images;
}

/** The plain text keys an article shows: its own texts, and when `whole` its tags' names and its authors' roles (its body is a formatted text). */
function articleTexts(article: ArticleSummary | ArticleData): string[] {
  const whole = 'body' in article ? article : undefined;
  return [
    article.title,
    article.teaser,
    article.imageAlt,
    ...(whole ? [...(whole.tags ?? []).map((tag) => tag.label), ...(whole.authors ?? []).flatMap((author) => author.role ?? [])] : []),
  ];
}

/**
 * What a page shows besides its blocks: the keys of its plain texts (those its files name, its
 * breadcrumb's, its articles' and tags'), of its formatted ones (its files' and the article's body),
 * and each of its images: its size, and for a photo whose place declares how wide it shows it, its
 * copies and placeholder.
 */
function pageContents(input: Pictures, page: PageShape, sources: CheckedFile<unknown>[]) {
  const refs = sources.flatMap((source) => source.refs);
  const { item, articles = [], neighbours, listing } = page;
  const shownArticles = [...(item ? [item] : []), ...articles, ...(neighbours ? [...neighbours.related, neighbours.older, neighbours.newer] : [])].filter(
    (article) => article !== undefined,
  );
  const textRefs = refs.filter((ref) => ref.kind === 'text');
  const texts = new Set([
    ...textRefs.filter((ref) => !ref.formatting).map((ref) => ref.value),
    ...page.breadcrumb.map((crumb) => crumb.label),
    ...shownArticles.flatMap(articleTexts),
    ...(listing?.tags ?? []).map((tag) => tag.label),
  ]);
  const formatted = new Set([...textRefs.filter((ref) => ref.formatting).map((ref) => ref.value), ...(item ? [item.body] : [])]);
  const pictures: { src: string; displayWidth?: number | undefined }[] = [
    ...refs.filter((ref) => ref.kind === 'image').map((ref) => ({ src: ref.value, displayWidth: ref.displayWidth })),
    ...shownArticles.map((article) => ({ src: article.image, displayWidth: input.articleImageWidth })),
    ...(item?.authors ?? []).flatMap((author) => (author.photo ? [{ src: author.photo }] : [])),
  ];
  const images: ImageSizes = {};
  for (const { src, displayWidth } of pictures) {
    const facts = input.imageSizes.get(src);
    if (!facts) continue;
    const image: ImageData = images[src] ?? { width: facts.width, height: facts.height };
    // Shown in several places of the page, it is described by the widest: `sizes` then never asks for too small a copy.
    if (displayWidth !== undefined) image.displayWidth = Math.max(image.displayWidth ?? 0, displayWidth);
    images[src] = image;
  }
  for (const [src, image] of Object.entries(images)) Object.assign(image, shownImage(src, image, input));
  return { texts, formatted, images };
}

/** What the pages need to describe their pictures: their sizes, the placeholders made, and the widest an article's picture shows. */
type Pictures = Pick<CompileInput, 'imageSizes' | 'placeholders'> & { articleImageWidth: number | undefined };

/** The widest an article's picture shows, as schema/article.json declares it (`displayWidth` of `image`): read once per compile. */
function articleImageWidth(): number | undefined {
  const properties = projectSchemas().documents.get('schema/article.json')?.properties;
  const image = isRecord(properties) ? properties.image : undefined;
  return isRecord(image) && typeof image.displayWidth === 'number' ? image.displayWidth : undefined;
}

/** What a photo shown on the page (in a place that declares its `displayWidth`) has besides its size: its copies and placeholder. */
function shownImage(src: string, image: ImageData, { imageSizes, placeholders }: Pictures): Partial<ImageData> {
  const variants = image.displayWidth === undefined ? undefined : variantsOf(src, imageSizes.get(src)!);
  const placeholder = variants && placeholders?.get(src);
  return { ...(variants ? { variants } : {}), ...(placeholder ? { placeholder } : {}) };
}

/**
 * The texts of the shell: the site's controls, the menu and footer of site.yaml, and the name of the
 * feeds that every page links to. The tags' names and authors' roles of site.yaml go with the pages that show them.
 */
function shellKeys(site: CheckedFile<SiteSettings>, feeds: SiteFeeds | null): Set<string> {
  const settings = site.refs.filter((ref) => ref.kind === 'text' && !ref.pointer.startsWith('/blog/')).map((ref) => ref.value);
  return new Set<string>([...uiTextKeys, ...settings, ...(feeds?.title ? [feeds.title] : [])]);
}

/** The feeds site.yaml asks for, under the article list's address. The content check makes sure `url` is set with them. */
function feedsOf(site: SiteSettings, list: CheckedFile<Page> | undefined): SiteFeeds | null {
  if (!site.blog?.feeds || !site.url) return null;
  return { route: list?.data.route ?? '', ...(list ? { title: list.data.title } : {}) };
}

function siteData(site: SiteSettings, collections: CollectionRoute[], imageSizes: ImageSizeMap, feeds: SiteFeeds | null): CompiledSiteData {
  const { company, languages, contact, offices, header, footer, forms, map } = site;
  const addresses = { routing: site.routing ?? 'hash', url: site.url?.replace(/\/+$/, '') ?? null, shareImage: shareImage(site.shareImage, imageSizes) };
  const redirects = Object.fromEntries((site.redirects ?? []).map(({ from, to }) => [redirectRoute(from), redirectRoute(to)]));
  const logo = shareImage(site.brand?.logo, imageSizes) ?? defaultLogo;
  return { company, languages, contact, offices, header, footer, forms, map, collections, feeds, ...addresses, logo, redirects };
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
