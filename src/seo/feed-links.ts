import type { SiteData, SiteFeeds } from '../shared/content.ts';
import type { HeadTag } from './head.ts';

/** The two formats of every feed: where each is, beside the article list's address, and its media type. */
const feedFormats = {
  rss: { file: 'rss.xml', type: 'application/rss+xml' },
  atom: { file: 'atom.xml', type: 'application/atom+xml' },
} as const;

export type FeedFormat = keyof typeof feedFormats;

/**
 * The feed of `language` in `format`, as a path in the build (docs/BEHAVIOUR.md#feeds): beside the
 * article list's address in that language as path routing writes it, whatever the routing
 * (blog/rss.xml, es/blog/atom.xml), so that it stays where it is if the routing changes.
 */
export function feedFile(feeds: SiteFeeds, language: string, site: Pick<SiteData, 'languages'>, format: FeedFormat): string {
  const folder = [...(language === site.languages.default ? [] : [language]), ...(feeds.route ? [feeds.route] : [])];
  return [...folder, feedFormats[format].file].join('/');
}

/** What names a feed, in feed readers and in the links to it: the list's title and the company ("Blog · Meridia Consulting"). */
export function feedTitle(company: string, listTitle: string | undefined): string {
  return listTitle === undefined ? company : `${listTitle} · ${company}`;
}

/**
 * The links every page's head gives to the feeds of its language, so that browsers and feed
 * readers find them (docs/BEHAVIOUR.md#feeds); none when the site has none. `t` gives the texts of
 * the page's language.
 */
export function feedLinkTags(site: Pick<SiteData, 'feeds' | 'url' | 'company' | 'languages'>, language: string, t: (key: string) => string): HeadTag[] {
  const { feeds, url } = site;
  if (!feeds || !url) return [];
  const title = feedTitle(site.company.name, feeds.title === undefined ? undefined : t(feeds.title));
  return (['rss', 'atom'] as const).map((format) => ({
    tag: 'link',
    attributes: { rel: 'alternate', type: feedFormats[format].type, title, href: `${url}/${feedFile(feeds, language, site, format)}` },
    address: 'href',
  }));
}
