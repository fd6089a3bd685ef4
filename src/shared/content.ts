import type { Block, PageAddresses, SiteSettings } from '../generated/content-types.ts';
import type { FormattedTexts } from './formatted-text.ts';

/** The shapes the content pipeline writes and the browser reads. */

export type { Block };
export type BlockType = Block['type'];

/** Flat map of text key → text, for one language. */
export type Texts = Record<string, string>;

export interface Crumb {
  /** Text key. */
  label: string;
  /** Values the text fills in (`{{page}}` of "Page {{page}}"). */
  values?: Record<string, number>;
  /** Internal link; absent on the last crumb (the current page). */
  href?: string;
}

/**
 * Where an article stands: absent once published; `draft` (`draft: true`) or `scheduled` (dated
 * after today) only on the development server, which shows them with a badge. The build leaves
 * both out (docs/BEHAVIOUR.md#drafts-and-scheduled-articles).
 */
export type ArticleStatus = 'draft' | 'scheduled';

/** What a card or a link needs to show an article (text fields are text keys). */
export interface ArticleSummary {
  slug: string;
  /** Route of the article's page, without the leading '/'. */
  route: string;
  date: string;
  /** The date of its last update, when it has one (YYYY-MM-DD). */
  updated?: string;
  title: string;
  teaser: string;
  image: string;
  imageAlt: string;
  /** Minutes to read the body, per language (docs/BEHAVIOUR.md#blog-articles). */
  readingMinutes: Record<string, number>;
  status?: ArticleStatus;
  /** Where the picture keeps its subject when a card crops it (`imageFocus`): a CSS object-position. */
  imageFocus?: string;
}

/** A tag of site.yaml, as articles and lists show it. */
export interface TagSummary {
  id: string;
  /** Text key of its name. */
  label: string;
  /** Route of its page; absent when the site has no article list to hang it under. */
  route?: string;
}

/** An author of site.yaml. */
export interface AuthorData {
  id: string;
  name: string;
  /** Text key. */
  role?: string;
  /** Image path under public/. */
  photo?: string;
}

export interface ArticleData extends ArticleSummary {
  body: string;
  tags?: TagSummary[];
  authors?: AuthorData[];
}

/** A page of the article list, or of a tag's list (docs/BEHAVIOUR.md#blog-articles). */
export interface Listing {
  /** Which page this is, from 1. */
  page: number;
  pages: number;
  /** Route of the article list's first page, which lists every article. */
  list: string;
  /** Routes of the pages with the newer and the older articles, when there are. */
  newer?: string;
  older?: string;
  /** On a tag's pages: the tag. */
  tag?: TagSummary;
  /** Every tag with articles, each linking to its page. */
  tags: TagSummary[];
}

/** On an article's page: the articles nearest to it by subject and by date. */
export interface ArticleNeighbours {
  /** Those sharing most tags with it, newest first among equals. */
  related: ArticleSummary[];
  /** The one published just before it, and just after it. */
  older?: ArticleSummary;
  newer?: ArticleSummary;
}

export interface PageData {
  route: string;
  /** Text key of the page's name. */
  title: string;
  /** Text key of its summary for search engines and link previews (an article's teaser). */
  description?: string;
  /** Its own picture for link previews. */
  shareImage?: ShareImage;
  /** The route of the page search engines are to index in its place (`canonical:` in its file), when another. */
  canonical?: string;
  breadcrumb: Crumb[];
  blocks: Block[];
  /**
   * How many blocks, from the top, start on the first screen before any scrolling: the first, and
   * the one after it when the first is a short band (`shortBand` in its schema). Their images load at once.
   */
  firstScreenBlocks: number;
  /** The collection item a parameterised route shows; null when its slug matches none. */
  item?: ArticleData | null;
  /** Newest first: the articles this page's blog cards or Popular Posts list show. */
  articles?: ArticleSummary[];
  /** On a page of the article list or of a tag. */
  listing?: Listing;
  /** On an article's page, beside the article. */
  neighbours?: ArticleNeighbours;
  texts: Texts;
  /**
   * Its formatted texts (fields of formatted text in the schemas), each read at build time into the
   * tree the browser draws (src/shared/formatted-text.ts); absent when the page has none.
   */
  formatted?: FormattedTexts;
  /** Every image the page shows, by its path under public/: its size, so the browser reserves its space before it loads, and its resized copies. */
  images: ImageSizes;
  /** What its blocks show that search engines read as structured data, when they show any. */
  structuredData?: PageStructuredData;
}

/**
 * What a page's blocks show that search engines read as structured data, as their schemas declare it
 * (src/content/schema/block-traits.ts; docs/BEHAVIOUR.md#structured-data).
 */
export interface PageStructuredData {
  /** A block draws the page's breadcrumb. */
  breadcrumb?: true;
  /** Questions and their answers (text keys), in the order the page shows them. */
  faq?: { name: string; text: string }[];
}

/** What the page knows of one image (docs/PERFORMANCE.md#images). */
export interface ImageData {
  /** Intrinsic size, in pixels, upright. */
  width: number;
  height: number;
  /**
   * A photo's resized copies, in every format of src/shared/image-variants.ts: `variantFile(base,
   * width, format)` for each of `widths`, narrowest first. None for an SVG drawing, shown as it is.
   */
  variants?: { base: string; widths: number[] };
  /** The widest this page shows it, in CSS pixels, as its fields' schemas declare (`displayWidth`): what `sizes` tells the browser. */
  displayWidth?: number;
  /** A tiny copy of an opaque photo as a data: URL, painted under it while it loads. */
  placeholder?: string;
}

export type ImageSizes = Record<string, ImageData>;

export interface ShellData {
  texts: Texts;
}

/** A route with a parameter, such as blog-details/:blogTitle, by its prefix (blog-details). */
export interface CollectionRoute {
  prefix: string;
}

/**
 * Old addresses of pages that have moved (`redirects:` in site.yaml, docs/BEHAVIOUR.md#redirects), by
 * route: old route → the route of the page it leads to now. The content check makes sure every one
 * leads straight to a page, so one look-up is enough.
 */
export type Redirects = Readonly<Record<string, string>>;

/** A picture with its size: for link previews, or the logo. */
export interface ShareImage {
  /** Path under public/ (`images/share.png`). */
  src: string;
  width: number;
  height: number;
}

/** Everything the app shell needs, bundled into the entry chunk (small and independent of the page count). */
export interface SiteData extends Pick<SiteSettings, 'company' | 'languages' | 'contact' | 'offices' | 'header' | 'footer' | 'forms' | 'map'> {
  /** How page addresses look (docs/BEHAVIOUR.md#routes). */
  routing: PageAddresses;
  /** The site's public address without a trailing '/', or null when site.yaml gives none. */
  url: string | null;
  /** The picture link previews show for a page without its own, or null. */
  shareImage: ShareImage | null;
  /** The picture before the company name in the header (`brand.logo`), with its size. */
  logo: ShareImage;
  /** Old route → the route of the page it leads to now (`redirects:`, docs/BEHAVIOUR.md#redirects). */
  redirects: Redirects;
  /** Folder of the compiled content, relative to the site's base URL. */
  contentPath: string;
  collections: CollectionRoute[];
  /** The RSS and Atom feeds, when site.yaml asks for them (docs/BEHAVIOUR.md#feeds); null when not. */
  feeds: SiteFeeds | null;
  /**
   * Where the EmailJS SDK sends: null for its default (api.emailjs.com), 'same-origin' for the
   * local outbox of the development server, or an absolute origin.
   */
  emailOrigin: string | null;
}

/** Where the feeds are, and what names them. */
export interface SiteFeeds {
  /** Route of the article list: the feeds sit under its address in each language ('' when no page lists every article). */
  route: string;
  /** Text key of the list's title, which names the feeds beside the company's name. */
  title?: string;
}

/** What the pipeline knows of the shell; the Vite plugin adds where and how it is served. */
export type CompiledSiteData = Omit<SiteData, 'contentPath' | 'emailOrigin'>;

/** File name of a route's compiled data, relative to the language folder. */
export function pageDataFile(route: string): string {
  return `${route === '' ? 'index' : route}.json`;
}

/** File name of a route's prerendered screen, relative to its language folder (docs/BEHAVIOUR.md#first-screen). */
export function screenFile(route: string): string {
  return pageDataFile(route).replace(/\.json$/, '.html');
}

export const notFoundFile = '_not-found.json';
export const shellFile = '_shell.json';
/** Data of a collection route whose slug matches no item. */
export const missingItemFile = (prefix: string) => `${prefix}/_missing.json`;
