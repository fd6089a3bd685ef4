import type { Block, PageAddresses, SiteSettings } from '../generated/content-types.ts';

/** The shapes the content pipeline writes and the browser reads. */

export type { Block };
export type BlockType = Block['type'];

/** Flat map of text key → text, for one language. */
export type Texts = Record<string, string>;

export interface Crumb {
  /** Text key. */
  label: string;
  /** Internal link; absent on the last crumb (the current page). */
  href?: string;
}

/** What a card or a link needs to show an article (text fields are text keys). */
export interface ArticleSummary {
  slug: string;
  /** Route of the article's page, without the leading '/'. */
  route: string;
  date: string;
  title: string;
  teaser: string;
  image: string;
  imageAlt: string;
  /** Where the picture keeps its subject when a card crops it (`imageFocus`): a CSS object-position. */
  imageFocus?: string;
}

export interface ArticleData extends ArticleSummary {
  body: string;
}

export interface PageData {
  route: string;
  /** Text key of the page's name. */
  title: string;
  /** Text key of its summary for search engines and link previews (an article's teaser). */
  description?: string;
  /** Its own picture for link previews. */
  shareImage?: ShareImage;
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
  texts: Texts;
  /** Every image the page shows, by its path under public/: its size, so the browser reserves its space before it loads, and its resized copies. */
  images: ImageSizes;
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

/** A picture for link previews, with its size. */
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
  /** Folder of the compiled content, relative to the site's base URL. */
  contentPath: string;
  collections: CollectionRoute[];
  /**
   * Where the EmailJS SDK sends: null for its default (api.emailjs.com), 'same-origin' for the
   * local outbox of the development server, or an absolute origin.
   */
  emailOrigin: string | null;
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
