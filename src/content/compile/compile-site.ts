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
  type ImageSizes,
  type PageData,
  type ShareImage,
  type Texts,
} from '../../shared/content.ts';
import type { FormattedBlock, FormattedInline, FormattedListItem, FormattedText, FormattedTexts } from '../../shared/formatted-text.ts';
import { memberOf } from '../../shared/guards.ts';
import { textVariables } from '../../shared/text-variables.ts';
import { redirectRoute } from '../../routing/redirects.ts';
import { brandColourDefaults, paletteCss, paletteOf } from '../../styles/brand.ts';
import { uiTextKeys } from '../../shared/ui-text-keys.ts';
import type { ParsedTexts } from '../checks/formatted-texts.ts';
import type { ImageSizeMap } from '../checks/images.ts';
import { itemSlug } from '../load/load-files.ts';
import type { BlockTraits } from '../schema/block-traits.ts';
import type { CheckedContent, CheckedFile } from '../schema/check-schemas.ts';
import { projectSchemas } from '../schema/project-schemas.ts';
import { isText, type TextTable } from '../parse/text-table.ts';
import { breadcrumbTrail } from '../checks/breadcrumbs.ts';
import { routeOfLink } from '../checks/links.ts';
import { pageStructuredData } from './structured-data.ts';
import { compactFormattedText } from './formatted-text.ts';

export interface CompileInput extends Pick<CheckedContent, 'pages' | 'items' | 'locales' | 'languages'> {
  site: CheckedFile<SiteSettings>;
  imageSizes: ImageSizeMap;
  /** The formatted texts as the check read them (checks/formatted-texts.ts). */
  formattedTexts: ParsedTexts;
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
  /** What the style sheet and index.html take from `brand:` (docs/BEHAVIOUR.md#brand). */
  brand: CompiledBrand;
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
}

/** The brand of a site whose site.yaml names none, or cannot be read: the site's own. */
export function brandOf(site: SiteSettings | undefined): CompiledBrand {
  const colours = { ...brandColourDefaults, ...site?.brand?.colors };
  return {
    css: paletteCss(paletteOf(colours)),
    fontCss: `/src/styles/fonts/${site?.brand?.font ?? 'inter'}.css`,
    themeColour: colours.primary,
    favicon: site?.brand?.favicon ?? 'favicon.svg',
  };
}

interface Article {
  data: ArticleData;
  file: CheckedFile<BlogArticle>;
}

type PageShape = Omit<PageData, 'texts' | 'formatted' | 'images' | 'articles'>;

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
  const formattedText = formattedTextsOf(input);
  const write: WritePage = (file, page, sources, listed = []) => {
    const contents = pageContents(input.imageSizes, page, sources, listed);
    const structured = pageStructuredData(page.blocks, page.breadcrumb, site.traits);
    for (const language of input.languages) {
      const { formatted: formattedKeys, ...shown } = contents;
      const texts = textsFor(input.locales.get(language), contents.texts);
      const formatted = formattedFor(language, formattedKeys, formattedText);
      const images = { ...contents.images, ...imagesIn(formatted, input.imageSizes) };
      files.set(`${language}/${file}`, JSON.stringify({ ...page, ...shown, ...structured, texts, ...formatted, images } satisfies PageData));
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
  return { site: siteData(input.site.data, collections, input.imageSizes), files, version: versionOf(files), brand: brandOf(input.site.data) };
}

/** A picture for link previews with its size (the image check has read every image named). */
function shareImage(src: string | undefined, imageSizes: ImageSizeMap): ShareImage | null {
  const size = src === undefined ? undefined : imageSizes.get(src);
  return src && size ? { src, ...size } : null;
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

/**
 * What a page shows besides its blocks: the keys of its plain texts (its breadcrumb's included) and
 * of its formatted ones, its images' sizes, its listed articles.
 */
function pageContents(imageSizes: ImageSizeMap, page: PageShape, sources: CheckedFile<unknown>[], listed: Article[]) {
  // A listed article shows as a card or a link: its texts but never its body.
  const listedRefs = listed.flatMap((article) => article.file.refs.filter((ref) => ref.pointer !== '/body'));
  const refs = [...sources.flatMap((source) => source.refs), ...listedRefs];
  const textRefs = refs.filter((ref) => ref.kind === 'text');
  const texts = new Set([...textRefs.filter((ref) => !ref.formatting).map((ref) => ref.value), ...page.breadcrumb.map((crumb) => crumb.label)]);
  const formatted = new Set(textRefs.filter((ref) => ref.formatting).map((ref) => ref.value));
  const images: ImageSizes = {};
  for (const ref of refs) {
    const size = ref.kind === 'image' ? imageSizes.get(ref.value) : undefined;
    if (size) images[ref.value] = size;
  }
  const articles = listed.map(({ data: { body: _body, ...summary } }): ArticleSummary => summary);
  return { texts, formatted, images, ...(listed.length ? { articles } : {}) };
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

/** The sizes of the images formatted texts show. */
function imagesIn({ formatted = {} }: { formatted?: FormattedTexts }, imageSizes: ImageSizeMap): ImageSizes {
  const images: ImageSizes = {};
  const visit = (node: FormattedBlock | FormattedInline | FormattedListItem): void => {
    if (typeof node === 'string') return;
    if (node[0] === 'img') {
      const size = imageSizes.get(node[1]);
      if (size) images[node[1]] = size;
      return;
    }
    for (const child of node.slice(1)) if (typeof child === 'object') visit(child);
  };
  Object.values(formatted).forEach((text) => text.forEach(visit));
  return images;
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

/** The header's logo when site.yaml names none: the site's own mark, 32 × 32. */
const defaultLogo: ShareImage = { src: 'images/logo-mark.svg', width: 32, height: 32 };

function siteData(site: SiteSettings, collections: CollectionRoute[], imageSizes: ImageSizeMap): CompiledSiteData {
  const { company, languages, contact, offices, header, footer, forms, map } = site;
  const addresses = { routing: site.routing ?? 'hash', url: site.url?.replace(/\/+$/, '') ?? null, shareImage: shareImage(site.shareImage, imageSizes) };
  const redirects = Object.fromEntries((site.redirects ?? []).map(({ from, to }) => [redirectRoute(from), redirectRoute(to)]));
  const logo = shareImage(site.brand?.logo, imageSizes) ?? defaultLogo;
  return { company, languages, contact, offices, header, footer, forms, map, collections, ...addresses, logo, redirects };
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
