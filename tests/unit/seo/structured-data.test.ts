import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { headHtml } from '../../../src/seo/head.ts';
import { structuredData, structuredDataTags, type StructuredDataSite } from '../../../src/seo/structured-data.ts';
import type { ArticleData, PageData } from '../../../src/shared/content.ts';

/** docs/BEHAVIOUR.md#structured-data, on pages made up here; tests/build/structured-data.test.ts checks the built site. */

const site: StructuredDataSite = {
  company: { name: 'Northwind & Partners', copyrightYear: 2021 },
  routing: 'path',
  url: 'https://www.northwind.example',
  languages: {
    default: 'en',
    available: [
      { code: 'en', label: 'English' },
      { code: 'es', label: 'Español' },
    ],
  },
  contact: { phone: '+34 900 111 222', email: 'hello@northwind.example', address: ['Calle de Alcalá 1', '28014 Madrid'] },
  offices: [
    {
      name: 'common.offices.main',
      address: ['Calle de Alcalá 1', '28014 Madrid'],
      phone: '+34 900 111 222',
      emails: ['hello@northwind.example', 'projects@northwind.example'],
    },
    { name: 'common.offices.second', address: ['Avenida Diagonal 100', '08019 Barcelona'], phone: '+34 900 111 333', emails: ['barcelona@northwind.example'] },
  ],
  footer: {
    about: { heading: 'common.footer.aboutHeading', text: 'common.footer.aboutText' },
    social: [
      { network: 'linkedin', url: 'https://www.linkedin.com/company/northwind-example' },
      { network: 'github', url: 'mailto:social@northwind.example' },
    ],
    services: { heading: 'h', links: [{ label: 'l', link: '/' }] },
    usefulLinks: { heading: 'h', links: [{ label: 'l', link: '/' }] },
    newsletter: { heading: 'h', text: 't' },
  },
};
const hashSite: StructuredDataSite = { ...site, routing: 'hash' };
const noUrl: StructuredDataSite = { ...hashSite, url: null };

/** Every text in Spanish is its key in capitals, so that a test sees which language was asked for. */
const es = (key: string) => `ES ${key.toUpperCase()}`;

const page = (fields: Partial<PageData> = {}): PageData => ({
  route: 'about',
  title: 'about.title',
  breadcrumb: [{ label: 'common.home', href: '/' }, { label: 'about.title' }],
  blocks: [],
  firstScreenBlocks: 1,
  texts: {},
  images: {},
  structuredData: { breadcrumb: true },
  ...fields,
});
const article: ArticleData = {
  slug: 'first-steps',
  route: 'articles/first-steps',
  date: '2021-05-10',
  title: 'news.firstSteps.title',
  teaser: 'news.firstSteps.teaser',
  image: 'images/articles/first.svg',
  imageAlt: 'news.firstSteps.imageAlt',
  readingMinutes: { en: 3, es: 3 },
  body: 'news.firstSteps.body',
};
const articlePage = (item: ArticleData | null = article) =>
  page({
    route: 'articles/:slug',
    breadcrumb: [{ label: 'common.home', href: '/' }, { label: 'news.title', href: '/news' }, { label: item ? item.title : 'news.missing' }],
    item,
  });

/** The nodes of a page's graph, by type. */
const nodes = (graph: ReturnType<typeof structuredData>) => (graph?.['@graph'] ?? []) as unknown as Record<string, unknown>[];
const ofType = (graph: ReturnType<typeof structuredData>, type: string) => nodes(graph).filter((node) => node['@type'] === type);
const types = (graph: ReturnType<typeof structuredData>) => nodes(graph).map((node) => node['@type']);

const organisation = { '@type': 'Organization', '@id': 'https://www.northwind.example/#organization', name: 'Northwind & Partners' };

describe('the structured data of the home page', () => {
  const home = structuredData(page({ route: '', breadcrumb: [{ label: 'common.home' }], structuredData: undefined }), '', 'es', es, site);

  it('is the organisation, each office and the website, nothing else', () => {
    expect(home?.['@context']).toBe('https://schema.org');
    expect(types(home)).toEqual(['Organization', 'LocalBusiness', 'LocalBusiness', 'WebSite']);
  });

  it('gives the organisation its name, address, logo, contact point, description in the page language, and its web profiles', () => {
    expect(ofType(home, 'Organization')[0]).toEqual({
      ...organisation,
      url: 'https://www.northwind.example/es/',
      logo: 'https://www.northwind.example/images/logo-mark.svg',
      description: 'ES COMMON.FOOTER.ABOUTTEXT',
      email: 'hello@northwind.example',
      telephone: '+34 900 111 222',
      address: { '@type': 'PostalAddress', streetAddress: 'Calle de Alcalá 1, 28014 Madrid' },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '+34 900 111 222',
        email: 'hello@northwind.example',
        availableLanguage: ['en', 'es'],
      },
      // A mailto: link of the footer is no profile.
      sameAs: ['https://www.linkedin.com/company/northwind-example'],
    });
  });

  it('gives each office its name in the page language, its address, phone and emails, as a business of the organisation', () => {
    const [main, second] = ofType(home, 'LocalBusiness');
    expect(main).toMatchObject({
      '@id': 'https://www.northwind.example/#office-1',
      name: 'Northwind & Partners · ES COMMON.OFFICES.MAIN',
      address: { '@type': 'PostalAddress', streetAddress: 'Calle de Alcalá 1, 28014 Madrid' },
      telephone: '+34 900 111 222',
      email: ['hello@northwind.example', 'projects@northwind.example'],
      parentOrganization: organisation,
    });
    expect(second).toMatchObject({
      name: 'Northwind & Partners · ES COMMON.OFFICES.SECOND',
      email: 'barcelona@northwind.example',
      telephone: '+34 900 111 333',
    });
    // site.yaml gives no office a position.
    expect(main).not.toHaveProperty('geo');
  });

  it('gives the website its name, its home page in the page language and that language', () => {
    expect(ofType(home, 'WebSite')[0]).toMatchObject({
      name: 'Northwind & Partners',
      url: 'https://www.northwind.example/es/',
      inLanguage: 'es',
      publisher: organisation,
    });
  });
});

describe('the structured data of other pages', () => {
  it('gives the trail of a page that shows it, each entry named in the page language with its full address', () => {
    expect(structuredData(page(), 'about', 'es', es, site)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'ES COMMON.HOME', item: 'https://www.northwind.example/es/' },
            { '@type': 'ListItem', position: 2, name: 'ES ABOUT.TITLE', item: 'https://www.northwind.example/es/about/' },
          ],
        },
      ],
    });
    const hash = ofType(structuredData(page(), 'about', 'es', es, hashSite), 'BreadcrumbList')[0]!;
    expect(hash.itemListElement).toMatchObject([{ item: 'https://www.northwind.example/' }, { item: 'https://www.northwind.example/#/about' }]);
  });

  it("ends the trail of a page that names another as canonical at that page's address, as its canonical link does, with the names it shows", () => {
    const duplicate = page({ route: 'about-us', breadcrumb: [{ label: 'common.home', href: '/' }, { label: 'aboutUs.title' }], canonical: 'about' });
    expect(ofType(structuredData(duplicate, 'about-us', 'es', es, site), 'BreadcrumbList')[0]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'ES COMMON.HOME', item: 'https://www.northwind.example/es/' },
      { '@type': 'ListItem', position: 2, name: 'ES ABOUTUS.TITLE', item: 'https://www.northwind.example/es/about/' },
    ]);
    const hash = ofType(structuredData(duplicate, 'about-us', 'es', es, hashSite), 'BreadcrumbList')[0]!;
    expect(hash.itemListElement).toMatchObject([{ item: 'https://www.northwind.example/' }, { item: 'https://www.northwind.example/#/about' }]);
  });

  it('tells nothing of a trail the page does not show', () => {
    expect(structuredData(page({ structuredData: undefined }), 'about', 'es', es, site)).toBeNull();
  });

  it('describes an article: headline, summary, date, picture, the organisation as author and publisher, language and address', () => {
    const graph = structuredData(articlePage(), 'articles/first-steps', 'es', es, site);
    expect(types(graph)).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(ofType(graph, 'BreadcrumbList')[0]!.itemListElement).toMatchObject([
      { item: 'https://www.northwind.example/es/' },
      { item: 'https://www.northwind.example/es/news/' },
      { name: 'ES NEWS.FIRSTSTEPS.TITLE', item: 'https://www.northwind.example/es/articles/first-steps/' },
    ]);
    expect(ofType(graph, 'BlogPosting')[0]).toEqual({
      '@type': 'BlogPosting',
      headline: 'ES NEWS.FIRSTSTEPS.TITLE',
      description: 'ES NEWS.FIRSTSTEPS.TEASER',
      datePublished: '2021-05-10',
      image: ['https://www.northwind.example/images/articles/first.svg'],
      author: [{ ...organisation, url: 'https://www.northwind.example/es/' }],
      publisher: { ...organisation, url: 'https://www.northwind.example/es/', logo: 'https://www.northwind.example/images/logo-mark.svg' },
      inLanguage: 'es',
      url: 'https://www.northwind.example/es/articles/first-steps/',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.northwind.example/es/articles/first-steps/' },
    });
  });

  it("reads an article's date of update, tags and authors (as site.yaml declares them) when it has them", () => {
    const extended: ArticleData = {
      ...article,
      updated: '2022-01-31',
      tags: [
        { id: 'cloud', label: 'news.tags.cloud' },
        { id: 'kubernetes', label: 'news.tags.kubernetes' },
      ],
      authors: [
        { id: 'ana', name: 'Ana García', role: 'people.ana.role', photo: 'images/people/ana.webp' },
        { id: 'luis', name: 'Luis Pérez' },
      ],
    };
    const posting = ofType(structuredData(articlePage(extended), 'articles/first-steps', 'es', es, site), 'BlogPosting')[0];
    expect(posting).toMatchObject({
      dateModified: '2022-01-31',
      keywords: ['ES NEWS.TAGS.CLOUD', 'ES NEWS.TAGS.KUBERNETES'],
      author: [
        { '@type': 'Person', name: 'Ana García', jobTitle: 'ES PEOPLE.ANA.ROLE', image: 'https://www.northwind.example/images/people/ana.webp' },
        { '@type': 'Person', name: 'Luis Pérez' },
      ],
    });
  });

  it('gives the questions and answers the page records, in its language', () => {
    const faq = { faq: [{ name: 'faq.one.q', text: 'faq.one.a' }] };
    expect(ofType(structuredData(page({ structuredData: faq }), 'about', 'es', es, site), 'FAQPage')).toEqual([
      {
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'ES FAQ.ONE.Q', acceptedAnswer: { '@type': 'Answer', text: 'ES FAQ.ONE.A' } }],
      },
    ]);
  });

  it("gives a formatted answer's words, without its formatting", () => {
    const faq = { faq: [{ name: 'faq.one.q', text: 'faq.one.a' }] };
    const formatted: PageData['formatted'] = {
      'faq.one.a': [
        ['p', 'Write to ', ['a', 'mailto:hello@northwind.example', ['b', 'us']], ', or call.'],
        ['ul', ['li', 'in ', ['i', 'English']], ['li', ['p', 'in Spanish']]],
      ],
    };
    const [question] = ofType(structuredData(page({ structuredData: faq, formatted }), 'about', 'es', es, site), 'FAQPage')[0]!.mainEntity as unknown[];
    expect(question).toEqual({
      '@type': 'Question',
      name: 'ES FAQ.ONE.Q',
      acceptedAnswer: { '@type': 'Answer', text: 'Write to us, or call.\n\nin English\nin Spanish' },
    });
  });

  it('tells nothing on the not-found page or for an article that does not exist', () => {
    expect(structuredDataTags(page({ route: '*', structuredData: { breadcrumb: true, faq: [{ name: 'q', text: 'a' }] } }), 'nope', 'en', es, site)).toEqual([]);
    expect(structuredDataTags(articlePage(null), 'articles/nope', 'en', es, site)).toEqual([]);
  });
});

describe('the structured data of a site without url', () => {
  it('leaves out the website and the trail, which need full addresses, and every address elsewhere', () => {
    const home = structuredData(page({ route: '', structuredData: undefined }), '', 'en', es, noUrl);
    expect(types(home)).toEqual(['Organization', 'LocalBusiness', 'LocalBusiness']);
    expect(JSON.stringify(home)).not.toMatch(/https:\/\/www\.northwind|"@id"|"logo"|"url"/);
    expect(ofType(home, 'Organization')[0]).toMatchObject({ name: 'Northwind & Partners', email: 'hello@northwind.example', telephone: '+34 900 111 222' });
    const posting = structuredData(articlePage(), 'articles/first-steps', 'en', es, noUrl);
    expect(types(posting)).toEqual(['BlogPosting']);
    expect(ofType(posting, 'BlogPosting')[0]).toMatchObject({
      headline: 'ES NEWS.FIRSTSTEPS.TITLE',
      datePublished: '2021-05-10',
      author: [{ name: 'Northwind & Partners' }],
    });
    expect(JSON.stringify(posting)).not.toMatch(/"image"|"url"|"mainEntityOfPage"/);
    expect(structuredData(page(), 'about', 'en', es, noUrl)).toBeNull();
  });
});

describe('the structured data in the head', () => {
  const hostile = 'Q&A </script><script>alert(1)</script><!-- "x" \u2028';
  const head = headHtml(
    structuredDataTags(page({ route: '' }), '', 'en', (key) => `${key} ${hostile}`, { ...site, company: { name: hostile, copyrightYear: 2021 } }),
  );
  const elements = parseFragment(head).childNodes.filter((node): node is DefaultTreeAdapterMap['element'] => 'tagName' in node);

  it('is one JSON-LD data block, marked as a head tag of the page, whatever the content holds', () => {
    expect(elements.map((element) => [element.tagName, element.attrs])).toEqual([
      [
        'script',
        [
          { name: 'type', value: 'application/ld+json' },
          { name: 'data-page-head', value: '' },
        ],
      ],
    ]);
    expect(head).not.toMatch(/<\/script>[\s\S]*<\/script>|<!--|\u2028/);
  });

  it('holds the texts as written, read back as JSON', () => {
    const text = (elements[0]!.childNodes[0] as DefaultTreeAdapterMap['textNode']).value;
    const graph = JSON.parse(text) as { '@graph': { name?: string; description?: string }[] };
    expect(graph['@graph'][0]).toMatchObject({ name: hostile, description: `common.footer.aboutText ${hostile}` });
  });
});
