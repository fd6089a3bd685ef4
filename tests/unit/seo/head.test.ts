import { describe, expect, it } from 'vitest';
import { headHtml, headTags, pageHead, type PageHead } from '../../../src/seo/head.ts';
import type { PageData } from '../../../src/shared/content.ts';

const languages = {
  default: 'en',
  available: [
    { code: 'en', label: 'English', locale: 'en_GB' },
    { code: 'es', label: 'Español', locale: 'es_ES' },
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
  canonical: null,
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
      'meta property=og:locale content=es_ES',
      'meta property=og:locale:alternate content=en_GB',
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

  it('asks search engines not to index the not-found page, gives it no address, and previews it with its title and description', () => {
    expect(lines(head({ route: '*', title: 'Página no encontrada', description: 'Esa página no existe.' }))).toEqual([
      'meta name=description content=Esa página no existe.',
      'meta name=robots content=noindex',
      'meta property=og:type content=website',
      'meta property=og:site_name content=Northwind & Partners',
      'meta property=og:locale content=es_ES',
      'meta property=og:title content=Página no encontrada',
      'meta property=og:description content=Esa página no existe.',
      'meta property=og:image content=https://www.northwind.example/images/share.png',
      'meta property=og:image:width content=1200',
      'meta property=og:image:height content=630',
      'meta name=twitter:card content=summary_large_image',
      'meta name=twitter:title content=Página no encontrada',
      'meta name=twitter:description content=Esa página no existe.',
      'meta name=twitter:image content=https://www.northwind.example/images/share.png',
    ]);
  });

  it("gives a page that names another as canonical that page's addresses, in every language", () => {
    const tags = lines(head({ route: 'design-quality', canonical: 'services/design' }));
    expect(tags.filter((tag) => /canonical|hreflang|og:url/.test(tag))).toEqual([
      'link rel=canonical href=https://www.northwind.example/es/services/design/',
      'link rel=alternate hreflang=en href=https://www.northwind.example/services/design/',
      'link rel=alternate hreflang=es href=https://www.northwind.example/es/services/design/',
      'link rel=alternate hreflang=x-default href=https://www.northwind.example/services/design/',
      'meta property=og:url content=https://www.northwind.example/es/services/design/',
    ]);
  });

  it('names the locale of the page, and the others only where each language has an address of its own', () => {
    const locales = (input: PageHead) => lines(input).filter((tag) => tag.includes('og:locale'));
    expect(locales(head({ language: 'en' }))).toEqual(['meta property=og:locale content=en_GB', 'meta property=og:locale:alternate content=es_ES']);
    expect(locales(head({ site: { ...byPath, routing: 'hash' } }))).toEqual(['meta property=og:locale content=es_ES']);
    // A language without a locale in site.yaml is not named.
    const withoutSpanish = { ...languages, available: [languages.available[0]!, { code: 'es', label: 'Español' }] };
    expect(locales(head({ site: { ...byPath, languages: withoutSpanish } }))).toEqual(['meta property=og:locale:alternate content=en_GB']);
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
    expect(pageHead({ ...page, route: 'design-quality', canonical: 'services/design' }, 'design-quality', 'en', t, byPath).canonical).toBe('services/design');
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
