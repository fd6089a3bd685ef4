import { lookup } from 'mrmime';
import { createInstance } from 'i18next';
import type { Page, SiteSettings } from '../../generated/content-types.ts';
import { publicUrl } from '../../seo/head.ts';
import { articleHtml, type FeedAddresses } from '../../seo/article-html.ts';
import { feedFile, feedTitle } from '../../seo/feed-links.ts';
import { atomXml, rssXml, type FeedChannel, type FeedEntry } from '../../seo/feeds.ts';
import type { SiteFeeds } from '../../shared/content.ts';
import { textVariables } from '../../shared/text-variables.ts';
import type { ParsedTexts } from '../parse/markdown.ts';
import type { ImageSizeMap } from '../load/image-facts.ts';
import { texts, type TextTable } from '../parse/text-table.ts';
import type { Article } from './articles.ts';
import { compactFormattedText } from './formatted-text.ts';

export interface FeedsInput {
  site: { data: SiteSettings };
  locales: ReadonlyMap<string, TextTable>;
  languages: readonly string[];
  imageSizes: ImageSizeMap;
  /** The formatted texts as the check read them: the articles' bodies among them. */
  formattedTexts: ParsedTexts;
  feeds: SiteFeeds;
  /** The page listing every article, which names the feeds and gives their address. */
  list: Page | undefined;
  /** The published articles, newest first. */
  articles: readonly Article[];
  /** The day of the build: the feeds' date while there is no article. */
  today: string;
}

/**
 * The RSS and Atom feeds of every language (docs/BEHAVIOUR.md#feeds), by their path in the build:
 * every published article once, newest first, with its full address from site.yaml's url, its
 * teaser, and its whole text when `blog.feeds.content` is `full`.
 */
export function compileFeeds(input: FeedsInput): Map<string, string> {
  const settings = input.site.data;
  const addressing = { routing: settings.routing ?? 'hash', url: settings.url!.replace(/\/+$/, ''), languages: settings.languages };
  const files = new Map<string, string>();
  for (const language of input.languages) {
    const t = translator(language, input.locales.get(language), settings);
    const at = (format: 'rss' | 'atom') => `${addressing.url}/${feedFile(input.feeds, language, addressing, format)}`;
    const url = (route: string) => publicUrl(route, language, addressing)!;
    const addresses: FeedAddresses = {
      // A link to a page of the site, as written in YAML ('/about'), becomes its full address in the feed's language.
      link: (href) => (href.startsWith('/') ? url(href.slice(1)) : href),
      image: (src) => `${addressing.url}/${src}`,
    };
    const body = (key: string) => {
      const parsed = input.formattedTexts.get(language)?.get(key);
      return parsed ? articleHtml(compactFormattedText(parsed, textVariables(settings)), addresses) : '';
    };
    const context: EntryContext = { t, url, body, siteUrl: addressing.url, input };
    const entries = input.articles.map((article) => feedEntry(article, context));
    const listTitle = input.list ? t(input.list.title) : undefined;
    const channel: FeedChannel = {
      language,
      title: feedTitle(settings.company.name, listTitle),
      description: input.list?.description ? t(input.list.description) : (listTitle ?? settings.company.name),
      url: publicUrl(input.feeds.route, language, addressing)!,
      rss: at('rss'),
      atom: at('atom'),
      updated: entries.map((entry) => entry.updated).reduce((latest, day) => (day > latest ? day : latest), entries.length ? '' : input.today),
      publisher: settings.company.name,
      entries,
    };
    files.set(feedFile(input.feeds, language, addressing, 'rss'), rssXml(channel));
    files.set(feedFile(input.feeds, language, addressing, 'atom'), atomXml(channel));
  }
  return files;
}

interface EntryContext {
  t: (key: string) => string;
  /** The full address of a route in the feed's language. */
  url: (route: string) => string;
  /** The article's body (a text key) as HTML. */
  body: (key: string) => string;
  /** The site's public address, without its last '/': where public/ is served. */
  siteUrl: string;
  input: FeedsInput;
}

function feedEntry({ data }: Article, { t, url, body, siteUrl, input }: EntryContext): FeedEntry {
  const size = input.imageSizes.get(data.image);
  const type = lookup(data.image);
  return {
    url: url(data.route),
    title: t(data.title),
    summary: t(data.teaser),
    html: input.site.data.blog?.feeds?.content === 'full' ? body(data.body) : null,
    published: data.date,
    updated: data.updated ?? data.date,
    authors: (data.authors ?? []).map((author) => author.name),
    categories: (data.tags ?? []).map((tag) => ({ term: tag.id, label: t(tag.label) })),
    image: size && type ? { url: `${siteUrl}/${data.image}`, type, bytes: size.bytes } : null,
  };
}

/** The texts of `language` as the pages show them: i18next fills in {{company}} and the other values of site.yaml, as in the browser (src/i18n/i18n.ts). */
function translator(language: string, table: TextTable | undefined, site: SiteSettings): (key: string) => string {
  const instance = createInstance();
  void instance.init({
    lng: language,
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    resources: { [language]: { translation: Object.fromEntries([...(table ? texts(table) : [])].map(([key, entry]) => [key, entry.value])) } },
    interpolation: { escapeValue: false, defaultVariables: textVariables(site) },
  });
  return (key) => instance.t(key);
}
