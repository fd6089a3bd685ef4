import { describe, expect, it } from 'vitest';
import { headHtml, headTags, pageHead, type PageHead } from '../../../src/seo/head.ts';
import type { PageData } from '../../../src/shared/content.ts';

const languages = {
  default: 'en',
  available: [
    { code: 'en', label: 'English' },
    { code: 'es', label: 'Español' },
  ],
};
const shareImage = { src: 'images/share.png', width: 1200, height: 630 };
const byPath: PageHead['site'] = {
  company: { name: 'Northwind & Partners', copyrightYear: 2021 },
  routing: 'path',
  url: 'https://www.northwind.example',
  languages,
  shareImage,
};
const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  site: byPath,
  route: 'about',
  language: 'es',
  title: 'Nosotros',
  description: 'Quiénes somos.',
  image: null,
  published: null,
  ...overrides,
});
/** The tags as `name=value` lines, easy to read in a failure. */
const lines = (input: PageHead) =>
  headTags(input).map(
    ({ tag, attributes }) =>
      `${tag} ${Object.entries(attributes)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')}`,
  );

describe('the head of a page', () => {
  it('with path routing: description, canonical address, every language and the default, Open Graph and X', () => {
    expect(lines(head())).toEqual([
      'meta name=description content=Quiénes somos.',
      'link rel=canonical href=https://www.northwind.example/es/about/',
      'link rel=alternate hreflang=en href=https://www.northwind.example/about/',
      'link rel=alternate hreflang=es href=https://www.northwind.example/es/about/',
      'link rel=alternate hreflang=x-default href=https://www.northwind.example/about/',
      'meta property=og:type content=website',
      'meta property=og:site_name content=Northwind & Partners',
      'meta property=og:title content=Nosotros',
      'meta property=og:description content=Quiénes somos.',
      'meta property=og:url content=https://www.northwind.example/es/about/',
      'meta property=og:image content=https://www.northwind.example/images/share.png',
      'meta property=og:image:width content=1200',
      'meta property=og:image:height content=630',
      'meta name=twitter:card content=summary_large_image',
      'meta name=twitter:title content=Nosotros',
      'meta name=twitter:description content=Quiénes somos.',
      'meta name=twitter:image content=https://www.northwind.example/images/share.png',
    ]);
  });

  it('previews a page with its own picture, and an article as an article with its date', () => {
    const tags = lines(head({ route: 'articles/first-steps', image: { src: 'images/blog/steps.webp', width: 800, height: 450 }, published: '2021-05-10' }));
    expect(tags).toContain('meta property=og:type content=article');
    expect(tags).toContain('meta property=og:image content=https://www.northwind.example/images/blog/steps.webp');
    expect(tags).toContain('meta property=og:image:width content=800');
    expect(tags).toContain('meta property=article:published_time content=2021-05-10');
  });

  it('with hash routing: the one address the page has, no language versions', () => {
    const tags = lines(head({ site: { ...byPath, routing: 'hash' }, route: '', language: 'en' }));
    expect(tags).toContain('link rel=canonical href=https://www.northwind.example/');
    expect(tags.filter((tag) => tag.includes('hreflang'))).toEqual([]);
  });

  it('without url: nothing that needs a full address, and a plain preview card', () => {
    const tags = lines(head({ site: { ...byPath, routing: 'hash', url: null } }));
    expect(tags.filter((tag) => /canonical|og:url|og:image|twitter:image|https:/.test(tag))).toEqual([]);
    expect(tags).toContain('meta name=twitter:card content=summary');
    expect(tags).toContain('meta property=og:title content=Nosotros');
  });

  it('asks search engines not to index the not-found page, and gives it no address', () => {
    expect(lines(head({ route: '*', description: null }))).toEqual(['meta name=robots content=noindex']);
  });

  it("reads a compiled page: its texts, its summary, an article's date, and no address for what was not found", () => {
    const t = (key: string) => `<${key}>`;
    const page = {
      route: 'articles/:slug',
      title: 'news.title',
      description: 'news.teaser',
      breadcrumb: [],
      blocks: [],
      firstScreenBlocks: 1,
      texts: {},
      images: {},
    } satisfies PageData;
    const article = {
      ...page,
      item: {
        slug: 's',
        route: 'articles/s',
        date: '2021-05-10',
        title: 't',
        teaser: 'news.teaser',
        image: 'i',
        imageAlt: 'a',
        body: 'b',
        readingMinutes: { en: 1 },
      },
    };
    expect(pageHead(article, 'articles/s', 'en', t, byPath)).toMatchObject({
      route: 'articles/s',
      title: '<news.title>',
      description: '<news.teaser>',
      published: '2021-05-10',
      image: null,
    });
    expect(pageHead({ ...page, item: null }, 'articles/nope', 'en', t, byPath).route).toBe('*');
    expect(pageHead({ ...page, route: '*', description: undefined }, 'nope', 'en', t, byPath)).toMatchObject({ route: '*', description: null });
  });

  it('writes the tags as HTML, their values escaped', () => {
    const html = headHtml(headTags(head({ title: 'Q&A "quoted" <b> it\'s' })));
    expect(html).toContain('\n    <meta property="og:title" content="Q&amp;A &quot;quoted&quot; &lt;b&gt; it&#39;s" data-page-head />');
    expect(html).toContain('\n    <link rel="canonical" href="https://www.northwind.example/es/about/" data-page-head />');
  });

  it('writes its addresses as addresses: what no address holds percent-encoded, then escaped', () => {
    const html = headHtml(headTags(head({ route: 'a"b c', image: { src: 'images/x&y<z>.png', width: 1, height: 1 } })));
    expect(html).toContain('\n    <link rel="canonical" href="https://www.northwind.example/es/a%22b%20c/" data-page-head />');
    expect(html).toContain('\n    <meta property="og:url" content="https://www.northwind.example/es/a%22b%20c/" data-page-head />');
    expect(html).toContain('\n    <meta property="og:image" content="https://www.northwind.example/images/x&amp;y%3Cz%3E.png" data-page-head />');
    expect(html).toContain('\n    <meta name="twitter:image" content="https://www.northwind.example/images/x&amp;y%3Cz%3E.png" data-page-head />');
    // Texts are not addresses: the title keeps its characters.
    expect(html).toContain('\n    <meta property="og:title" content="Nosotros" data-page-head />');
  });
});
