import { locationOf, type Addressing } from '../routing/addresses.ts';
import type { PageData, ShareImage, SiteData } from '../shared/content.ts';
import { escapeHtmlAttribute, escapeUrlAttribute, jsonForScript } from '../shared/escape.ts';
import { pageTitle, type Translate } from '../shared/page-title.ts';

/**
 * The full public address of `route` in `language`, for search engines and link previews, or null
 * when site.yaml gives no `url`. With hash routing the language is not part of it.
 */
export function publicUrl(route: string, language: string, site: Addressing): string | null {
  if (!site.url) return null;
  if (site.routing !== 'path') return `${site.url}/${route ? `#/${route}` : ''}`;
  return `${site.url}${locationOf(route, language, site)}`;
}

/** One element of the <head> that tells search engines and link previews about the page. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** The attribute that holds an address, written as one (docs/BEHAVIOUR.md#content-in-markup). */
  address?: 'href' | 'content';
  /** A data block's content (`<script type="application/ld+json">`), written as JSON inside a script. */
  json?: unknown;
}

/** What the head of one page says (docs/BEHAVIOUR.md#search-engines-and-link-previews). */
export interface PageHead {
  site: Pick<SiteData, 'company' | 'routing' | 'url' | 'languages' | 'shareImage'>;
  /** The route shown; '*' for the not-found page. */
  route: string;
  language: string;
  /** The page's own title (the document's title without the company name). */
  title: string;
  description: string | null;
  /** The page's own picture for previews, else the site's. */
  image: ShareImage | null;
  /** The publication date (YYYY-MM-DD) of an article. */
  published: string | null;
  /** The route of the page search engines are to index in this one's place (`canonical:` in its file); null for the page itself. */
  canonical: string | null;
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { [key]: name, content } });
/** A <meta> whose content is a full address. */
const metaAddress = (key: 'name' | 'property', name: string, url: string): HeadTag => ({ ...meta(key, name, url), address: 'content' });
const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes, address: 'href' });

/**
 * What browsers, and search engines that run the page's code, read of the page on screen: its
 * description, canonical address and its address in every language (hreflang, with path routing).
 * Full addresses need site.yaml's url: without it, only the description. The not-found page asks
 * not to be indexed and has no address. A page that names another as canonical gives that page's
 * addresses instead of its own.
 */
function addressTags({ site, route, language, description, canonical }: PageHead): HeadTag[] {
  const tags: HeadTag[] = [];
  if (description) tags.push(meta('name', 'description', description));
  if (route === '*') return [...tags, meta('name', 'robots', 'noindex')];
  const indexed = canonical ?? route;
  const url = publicUrl(indexed, language, site);
  if (url) tags.push(link({ rel: 'canonical', href: url }));
  if (url && site.routing === 'path') {
    for (const { code } of site.languages.available) tags.push(link({ rel: 'alternate', hreflang: code, href: publicUrl(indexed, code, site)! }));
    tags.push(link({ rel: 'alternate', hreflang: 'x-default', href: publicUrl(indexed, site.languages.default, site)! }));
  }
  return tags;
}

/**
 * The locale previews show the page in (`locale` of its language in site.yaml, og:locale), and with
 * path routing, where every language has its own address, the other languages' (og:locale:alternate).
 */
function localeTags({ site, route, language }: PageHead): HeadTag[] {
  const own = site.languages.available.find(({ code }) => code === language)?.locale;
  const tags = own ? [meta('property', 'og:locale', own)] : [];
  if (site.routing !== 'path' || route === '*') return tags;
  for (const { code, locale } of site.languages.available) if (locale && code !== language) tags.push(meta('property', 'og:locale:alternate', locale));
  return tags;
}

/**
 * What Open Graph and X previews show: title, description, locale, picture (with a full address
 * only), and the page's address (the not-found page has none).
 */
function previewTags(head: PageHead): HeadTag[] {
  const { site, route, language, title, description, image, published, canonical } = head;
  const url = route === '*' ? null : publicUrl(canonical ?? route, language, site);
  const picture = image ?? site.shareImage;
  const pictureUrl = picture && site.url ? `${site.url}/${picture.src}` : null;
  const tags = [
    meta('property', 'og:type', published ? 'article' : 'website'),
    meta('property', 'og:site_name', site.company.name),
    ...localeTags(head),
    meta('property', 'og:title', title),
  ];
  if (description) tags.push(meta('property', 'og:description', description));
  if (url) tags.push(metaAddress('property', 'og:url', url));
  if (picture && pictureUrl) {
    tags.push(
      metaAddress('property', 'og:image', pictureUrl),
      meta('property', 'og:image:width', String(picture.width)),
      meta('property', 'og:image:height', String(picture.height)),
    );
  }
  if (published) tags.push(meta('property', 'article:published_time', published));
  tags.push(meta('name', 'twitter:card', pictureUrl ? 'summary_large_image' : 'summary'), meta('name', 'twitter:title', title));
  if (description) tags.push(meta('name', 'twitter:description', description));
  if (pictureUrl) tags.push(metaAddress('name', 'twitter:image', pictureUrl));
  return tags;
}

/**
 * Every tag of the page's <head> in its HTML file (docs/BEHAVIOUR.md#search-engines-and-link-previews):
 * its addresses, and what link previews show.
 */
export function headTags(head: PageHead): HeadTag[] {
  return [...addressTags(head), ...previewTags(head)];
}

/** Marks each tag headHtml writes, so that the boot script and the app find them (headElements). */
const marker = 'data-page-head';

/** The tags as HTML, one a line, for the prerendered page's <head>. */
export function headHtml(tags: readonly HeadTag[]): string {
  const written = ({ attributes, address }: HeadTag) =>
    Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${name === address ? escapeUrlAttribute(value) : escapeHtmlAttribute(value)}"`)
      .join('');
  const element = (tag: HeadTag) =>
    tag.json === undefined ? `<${tag.tag}${written(tag)} ${marker} />` : `<${tag.tag}${written(tag)} ${marker}>${jsonForScript(tag.json)}</${tag.tag}>`;
  return tags.map((tag) => `\n    ${element(tag)}`).join('');
}

/** The elements of the <head> that headHtml wrote, whatever page they describe. */
export const headElements = `[${marker}]`;

/**
 * The head of `page`, shown at `route` (its address) in `language`, with `t` holding its texts. A page
 * that is not found (the not-found page, an article that does not exist) has no address of its own.
 */
export function pageHead(page: PageData, route: string, language: string, t: Translate, site: PageHead['site']): PageHead {
  const found = page.route !== '*' && page.item !== null;
  return {
    site,
    route: found ? route : '*',
    language,
    title: pageTitle(page, t),
    description: page.description ? t(page.description) : null,
    image: page.shareImage ?? null,
    published: page.item?.date ?? null,
    canonical: page.canonical ?? null,
  };
}
