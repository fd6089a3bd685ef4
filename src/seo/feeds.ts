import { escapeHtmlText, escapeUrl, escapeXml } from '../shared/escape.ts';

/** A picture an entry announces, with what a feed reader needs to know before fetching it. */
interface FeedImage {
  url: string;
  /** Its media type: image/svg+xml, image/webp… */
  type: string;
  bytes: number;
}

/** One article as a feed gives it, its texts in the feed's language. */
export interface FeedEntry {
  /** Its full address, which is also its id. */
  url: string;
  title: string;
  /** The teaser. */
  summary: string;
  /** The whole article as HTML, when the feeds carry it (seo/article-html.ts); null for the teaser only. */
  html: string | null;
  /** Publication and last update, YYYY-MM-DD. */
  published: string;
  updated: string;
  /** The authors' names. */
  authors: string[];
  /** Its tags: id and name. */
  categories: { term: string; label: string }[];
  image: FeedImage | null;
}

/** One feed: the articles of one language. */
export interface FeedChannel {
  language: string;
  title: string;
  description: string;
  /** The address of the article list in that language (the site's, when it has none). */
  url: string;
  /** The addresses of the feed in each format. */
  rss: string;
  atom: string;
  /** The latest publication or update, YYYY-MM-DD. */
  updated: string;
  /** Who the articles are from when one names no author (Atom asks for one): the company. */
  publisher: string;
  /** Newest first. */
  entries: FeedEntry[];
}

/** A text between tags (docs/BEHAVIOUR.md#content-in-markup). */
const element = (tag: string, value: string, attributes = '') => `<${tag}${attributes}>${escapeXml(value)}</${tag}>`;
/** An address, between tags or in an attribute. */
const address = (url: string) => escapeXml(escapeUrl(url));
/** A day as RSS writes dates (RFC 822), at midnight UTC: "Mon, 18 Mar 2024 00:00:00 GMT". */
const rssDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();
/** A day as Atom writes dates (RFC 3339). */
const atomDate = (day: string) => `${day}T00:00:00Z`;

/**
 * RSS 2.0 (docs/BEHAVIOUR.md#feeds). An item's description is HTML by the custom of feed readers,
 * so the teaser is written as HTML text: it shows as written, never as markup.
 */
export function rssXml(channel: FeedChannel): string {
  const item = (entry: FeedEntry) => [
    '    <item>',
    `      ${element('title', entry.title)}`,
    `      <link>${address(entry.url)}</link>`,
    `      <guid isPermaLink="true">${address(entry.url)}</guid>`,
    `      <pubDate>${rssDate(entry.published)}</pubDate>`,
    `      ${element('description', escapeHtmlText(entry.summary))}`,
    ...(entry.html === null ? [] : [`      ${element('content:encoded', entry.html)}`]),
    ...entry.authors.map((name) => `      ${element('dc:creator', name)}`),
    ...entry.categories.map(({ label }) => `      ${element('category', label)}`),
    ...(entry.image ? [`      <enclosure url="${address(entry.image.url)}" length="${entry.image.bytes}" type="${escapeXml(entry.image.type)}"/>`] : []),
    '    </item>',
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    <link>${address(channel.url)}</link>`,
    `    ${element('description', channel.description)}`,
    `    ${element('language', channel.language)}`,
    `    <lastBuildDate>${rssDate(channel.updated)}</lastBuildDate>`,
    `    <atom:link href="${address(channel.rss)}" rel="self" type="application/rss+xml"/>`,
    ...channel.entries.flatMap(item),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0 (docs/BEHAVIOUR.md#feeds): titles and summaries as plain text, the whole article as escaped HTML. */
export function atomXml(channel: FeedChannel): string {
  const entry = (article: FeedEntry) => [
    '  <entry>',
    `    <id>${address(article.url)}</id>`,
    `    ${element('title', article.title, ' type="text"')}`,
    `    <link rel="alternate" type="text/html" href="${address(article.url)}"/>`,
    `    <published>${atomDate(article.published)}</published>`,
    `    <updated>${atomDate(article.updated)}</updated>`,
    ...article.authors.map((name) => `    <author>${element('name', name)}</author>`),
    ...article.categories.map(({ term, label }) => `    <category term="${escapeXml(term)}" label="${escapeXml(label)}"/>`),
    `    ${element('summary', article.summary, ' type="text"')}`,
    ...(article.html === null ? [] : [`    ${element('content', article.html, ' type="html"')}`]),
    ...(article.image
      ? [`    <link rel="enclosure" type="${escapeXml(article.image.type)}" length="${article.image.bytes}" href="${address(article.image.url)}"/>`]
      : []),
    '  </entry>',
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(channel.language)}">`,
    `  <id>${address(channel.atom)}</id>`,
    `  ${element('title', channel.title, ' type="text"')}`,
    `  ${element('subtitle', channel.description, ' type="text"')}`,
    `  <updated>${atomDate(channel.updated)}</updated>`,
    `  <link rel="alternate" type="text/html" href="${address(channel.url)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${address(channel.atom)}"/>`,
    `  <author>${element('name', channel.publisher)}</author>`,
    ...channel.entries.flatMap(entry),
    '</feed>',
    '',
  ].join('\n');
}
