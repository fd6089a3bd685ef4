import { statSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser, onErrorStopParsing, type Document, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../../src/content/pipeline.ts';
import { articleHtml } from '../../../src/seo/article-html.ts';
import { feedFile, feedLinkTags } from '../../../src/seo/feed-links.ts';
import { atomXml, rssXml, type FeedChannel } from '../../../src/seo/feeds.ts';
import { headHtml } from '../../../src/seo/head.ts';
import { SiteCopy, fixtureRoot } from '../../support/site-copy.ts';

/** A parser that stops at the first thing that is not well-formed XML (a U+FFFD it only warns about: it stands for what XML cannot hold). */
const strictly = (xml: string): Document => new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml');
const all = (node: Document | Element, tag: string): Element[] => Array.from(node.getElementsByTagName(tag));
const text = (node: Document | Element, tag: string): string[] => all(node, tag).map((element) => element.textContent ?? '');

/** What no text must turn into markup: CDATA ends (twice), entities, tags, quotes, and what XML cannot hold. */
const hostile = `A &amp; B ]]> one ]]><evil/> <b>bold</b> "quoted" 'single' $& \uFFFE`;
/** The same text as XML gives it back: only what XML cannot hold at all has become U+FFFD. */
const asRead = hostile.replace('\uFFFE', '\uFFFD');

/** How the feeds make an address full: pages of the site under its url, images under its folder. */
const addresses = {
  link: (href: string) => (href.startsWith('/') ? `https://www.example.com/#${href}` : href),
  image: (src: string) => `https://www.example.com/${src}`,
};
const bodyOf = (text: string) =>
  articleHtml(
    [
      ['p', text],
      ['h', 2, text],
    ],
    addresses,
  );

const channel: FeedChannel = {
  language: 'en',
  title: hostile,
  description: hostile,
  url: 'https://www.example.com/#/news',
  rss: 'https://www.example.com/news/rss.xml',
  atom: 'https://www.example.com/news/atom.xml',
  updated: '2024-03-18',
  publisher: hostile,
  entries: [
    {
      url: 'https://www.example.com/#/articles/Q&A "x"',
      title: hostile,
      summary: hostile,
      html: bodyOf(hostile),
      published: '2024-03-18',
      updated: '2024-04-02',
      authors: [hostile],
      categories: [{ term: 'r-and-d', label: hostile }],
      image: { url: 'https://www.example.com/images/a b.svg', type: 'image/svg+xml', bytes: 1234 },
    },
  ],
};

describe('the feeds', () => {
  it('RSS: well-formed whatever the texts hold, each text read back as written', () => {
    const xml = strictly(rssXml(channel));
    expect(all(xml, 'evil')).toEqual([]);
    expect(text(xml, 'title')).toEqual([asRead, asRead]);
    const [item] = all(xml, 'item');
    // A description is HTML to feed readers: the teaser is written as HTML text, so that it shows as written.
    expect(text(item!, 'description')).toEqual([asRead.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')]);
    expect(text(item!, 'content:encoded')).toEqual([bodyOf(asRead)]);
    expect(text(item!, 'dc:creator')).toEqual([asRead]);
    expect(text(item!, 'category')).toEqual([asRead]);
    expect(text(item!, 'link')).toEqual(['https://www.example.com/#/articles/Q&A%20%22x%22']);
    expect(text(item!, 'pubDate')).toEqual(['Mon, 18 Mar 2024 00:00:00 GMT']);
    const [enclosure] = all(item!, 'enclosure');
    expect([enclosure!.getAttribute('url'), enclosure!.getAttribute('type'), enclosure!.getAttribute('length')]).toEqual([
      'https://www.example.com/images/a%20b.svg',
      'image/svg+xml',
      '1234',
    ]);
  });

  it('Atom: well-formed whatever the texts hold, titles and summaries as plain text, the article as HTML', () => {
    const xml = strictly(atomXml(channel));
    expect(all(xml, 'evil')).toEqual([]);
    expect(text(xml, 'title')).toEqual([asRead, asRead]);
    const [entry] = all(xml, 'entry');
    expect(text(entry!, 'summary')).toEqual([asRead]);
    expect(all(entry!, 'summary')[0]!.getAttribute('type')).toBe('text');
    expect(text(entry!, 'content')).toEqual([bodyOf(asRead)]);
    expect(text(entry!, 'name')).toEqual([asRead]);
    expect(all(entry!, 'category')[0]!.getAttribute('label')).toBe(asRead);
    expect(text(entry!, 'published')).toEqual(['2024-03-18T00:00:00Z']);
    expect(text(entry!, 'updated')).toEqual(['2024-04-02T00:00:00Z']);
    expect(all(entry!, 'link').map((link) => [link.getAttribute('rel'), link.getAttribute('href'), link.getAttribute('length')])).toEqual([
      ['alternate', 'https://www.example.com/#/articles/Q&A%20%22x%22', null],
      ['enclosure', 'https://www.example.com/images/a%20b.svg', '1234'],
    ]);
  });

  it("writes an article's formatted body as HTML, every text escaped and every address full", () => {
    const html = articleHtml(
      [
        ['p', 'One <b> & ', ['b', 'bold'], ' ', ['i', 'italic'], ['br'], ['a', '/about', 'us'], ' ', ['a', 'https://example.org/?a=1&b="2"', 'there']],
        ['h', 2, 'Two & three'],
        ['h', 3, 'Below'],
        ['ul', ['li', 'tight'], ['li', ['p', 'loose']]],
        ['ol', 3, ['li', 'third']],
        ['q', ['p', 'quoted']],
        ['p', ['img', 'images/a b.webp', 'A "view" <here>']],
      ],
      addresses,
    );
    expect(html.split('\n')).toEqual([
      '<p>One &lt;b&gt; &amp; <strong>bold</strong> <em>italic</em><br><a href="https://www.example.com/#/about">us</a> <a href="https://example.org/?a=1&amp;b=%222%22">there</a></p>',
      '<h2>Two &amp; three</h2>',
      '<h3>Below</h3>',
      '<ul><li>tight</li><li><p>loose</p></li></ul>',
      '<ol start="3"><li>third</li></ol>',
      '<blockquote><p>quoted</p></blockquote>',
      '<p><img src="https://www.example.com/images/a%20b.webp" alt="A &quot;view&quot; &lt;here&gt;"></p>',
    ]);
    // The check refuses such a link first; were one to reach the feed, the build stops rather than write it.
    expect(() => articleHtml([['p', ['a', 'javascript:alert(1)', 'never']]], addresses)).toThrow('is no address the site may write');
  });
});

describe('where the feeds are, and the links to them', () => {
  const site = {
    url: 'https://example.github.io/site',
    company: { name: 'Northwind & Partners', copyrightYear: 2021 },
    languages: {
      default: 'en',
      available: [
        { code: 'en', label: 'English' },
        { code: 'es', label: 'Español' },
      ],
    },
    feeds: { route: 'news', title: 'news.list.title' },
  };

  it('puts them beside the article list in each language, as path routing writes its address', () => {
    expect(feedFile(site.feeds, 'en', site, 'rss')).toBe('news/rss.xml');
    expect(feedFile(site.feeds, 'es', site, 'atom')).toBe('es/news/atom.xml');
    expect(feedFile({ route: '' }, 'es', site, 'rss')).toBe('es/rss.xml');
  });

  it("gives every page's head a link to each feed of its language, named by the list and the company", () => {
    const html = headHtml(feedLinkTags(site, 'es', () => 'Noticias'));
    expect(html).toBe(
      [
        '',
        '    <link rel="alternate" type="application/rss+xml" title="Noticias · Northwind &amp; Partners" href="https://example.github.io/site/es/news/rss.xml" data-page-head />',
        '    <link rel="alternate" type="application/atom+xml" title="Noticias · Northwind &amp; Partners" href="https://example.github.io/site/es/news/atom.xml" data-page-head />',
      ].join('\n'),
    );
    expect(feedLinkTags({ ...site, feeds: null }, 'es', () => '')).toEqual([]);
  });
});

describe("the test site's feeds", () => {
  const { compiled } = runPipeline(fixtureRoot, { today: '2030-01-15' });
  const feeds = compiled!.feeds;
  const published = ['data-culture', 'cloud-costs', 'first-steps'];

  it('are an RSS and an Atom feed per language, each listing every published article once, newest first', () => {
    expect([...feeds.keys()].sort()).toEqual(['es/news/atom.xml', 'es/news/rss.xml', 'news/atom.xml', 'news/rss.xml']);
    for (const [file, xml] of feeds) {
      const entries = all(strictly(xml), file.endsWith('rss.xml') ? 'item' : 'entry');
      const links = entries.map((entry) => text(entry, file.endsWith('rss.xml') ? 'link' : 'id')[0]);
      expect(links, file).toEqual(published.map((slug) => `https://www.northwind.example/#/articles/${slug}`));
    }
  });

  it('give each article in the language of the feed, whole, with its picture by address, type and size', () => {
    const spanish = strictly(feeds.get('es/news/rss.xml')!);
    const [, cloudCosts] = all(spanish, 'item');
    expect(text(cloudCosts!, 'title')).toEqual(['Cómo contener el gasto en la nube']);
    expect(text(cloudCosts!, 'content:encoded')).toEqual(['<p>Etiqueta todo, revisa cada mes y apaga lo que nadie usa.</p>']);
    expect(text(cloudCosts!, 'category')).toEqual(['Nube', 'Estrategia']);
    expect(text(cloudCosts!, 'dc:creator')).toEqual(['Ana Ruiz', 'Marc Vidal']);
    const enclosure = all(cloudCosts!, 'enclosure')[0]!;
    expect(enclosure.getAttribute('url')).toBe('https://www.northwind.example/images/articles/second.svg');
    expect(Number(enclosure.getAttribute('length'))).toBe(statSync(join(fixtureRoot, 'public/images/articles/second.svg')).size);
    expect(text(spanish, 'lastBuildDate')).toEqual(['Sat, 20 Nov 2021 00:00:00 GMT']);
  });

  it('give the teaser only when site.yaml says so', () => {
    const site = new SiteCopy();
    try {
      site.edit('site.yaml', 'content: full', 'content: teaser');
      const teasers = runPipeline(site.root, { today: '2030-01-15' }).compiled!.feeds;
      expect(all(strictly(teasers.get('news/rss.xml')!), 'content:encoded')).toEqual([]);
      expect(all(strictly(teasers.get('news/atom.xml')!), 'content')).toEqual([]);
      expect(text(strictly(teasers.get('news/atom.xml')!), 'summary')[0]).toBe('Reports people actually read.');
    } finally {
      site.remove();
    }
  });
});
