import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnOnPathRouting } from '../../scripts/support/path-routing.ts';
import { Build } from '../support/build.ts';
import { SiteCopy, fixtureRoot } from '../support/site-copy.ts';
import { readSite } from '../support/site-model.ts';

/**
 * docs/BEHAVIOUR.md#structured-data, on the fixture site built with hash and path routing: every
 * JSON-LD block of every page and screen is JSON; each node has what search engines require of its
 * type; and each page says what it shows, in its language. The fixture has no block of questions and
 * answers yet: in this copy of the project the service cards declare theirs (title, text) as such,
 * a test-only declaration the generic code reads like any other. Nor has it a page that names
 * another as canonical: in this copy the about page names the contact page.
 */

/**
 * The properties checked on every node of a type: those Google's structured-data documentation
 * requires, then the recommended ones the site gives (site.yaml has no opening hours, price range,
 * position or postal-code fields: LocalBusiness `geo`, `openingHoursSpecification`, `priceRange`
 * and PostalAddress `addressLocality`, `postalCode`, `addressCountry` are not given).
 */
const properties: Record<string, { required: string[]; recommended: string[] }> = {
  // Organization: nothing required; recommended among others name, url, logo, description, email, telephone, address, contactPoint, sameAs.
  Organization: { required: [], recommended: ['name', 'url', 'logo', 'description', 'email', 'telephone', 'address', 'contactPoint', 'sameAs'] },
  ContactPoint: { required: [], recommended: ['contactType', 'telephone', 'email'] },
  // LocalBusiness: name and address required; telephone and url recommended.
  LocalBusiness: { required: ['name', 'address'], recommended: ['telephone', 'url'] },
  PostalAddress: { required: [], recommended: ['streetAddress'] },
  // WebSite (site names): name and url required.
  WebSite: { required: ['name', 'url'], recommended: ['inLanguage'] },
  // BreadcrumbList: itemListElement required, each ListItem with position, name and item (a full address).
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position', 'name', 'item'], recommended: [] },
  // Article (BlogPosting): nothing required; recommended headline, datePublished, dateModified, author (with name and url), image.
  BlogPosting: { required: [], recommended: ['headline', 'datePublished', 'author', 'image', 'inLanguage', 'mainEntityOfPage'] },
  // FAQPage: mainEntity required; each Question its name and acceptedAnswer; each Answer its text.
  FAQPage: { required: ['mainEntity'], recommended: [] },
  Question: { required: ['name', 'acceptedAnswer'], recommended: [] },
  Answer: { required: ['text'], recommended: [] },
};
/**
 * Nodes given inside another only to name it (an article's author and publisher, an office's
 * parent, the page an article is the main entity of), with what names them: checked in full where
 * they are described.
 */
const references: Record<string, string> = { Organization: 'name', Person: 'name', WebPage: '@id' };

type Element = DefaultTreeAdapterMap['element'];
type Json = Record<string, unknown>;

function* elementsIn(node: DefaultTreeAdapterMap['parentNode']): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elementsIn(child.tagName === 'template' ? (child as DefaultTreeAdapterMap['template']).content : child);
  }
}
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (node: DefaultTreeAdapterMap['parentNode']): string =>
  node.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : 'childNodes' in child ? textOf(child) : '')).join('');
const find = (node: DefaultTreeAdapterMap['parentNode'], test: (element: Element) => boolean) => [...elementsIn(node)].filter(test);

/** One page of a build as search engines and the boot script read it: a document, or a screen's template. */
interface BuiltPage {
  file: string;
  language: string;
  route: string;
  head: DefaultTreeAdapterMap['parentNode'];
  body: DefaultTreeAdapterMap['parentNode'];
  /** Every JSON-LD block anywhere in it, as text. */
  blocks: { inHead: boolean; text: string }[];
  canonical: string | undefined;
}

function readPage(file: string, html: string): BuiltPage {
  const isScreen = !/^\s*<!doctype/i.test(html);
  const root = isScreen ? parseFragment(html) : parse(html);
  const [top] = find(root, (element) => element.tagName === (isScreen ? 'template' : 'html'));
  const head = isScreen ? parseFragment(attribute(top!, 'data-head') ?? '') : find(root, (element) => element.tagName === 'head')[0]!;
  const body = isScreen ? (top as DefaultTreeAdapterMap['template']).content : find(root, (element) => element.tagName === 'body')[0]!;
  const jsonLd = (element: Element) => element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json';
  return {
    file,
    language: attribute(top!, isScreen ? 'data-language' : 'lang')!,
    route: attribute(top!, 'data-route')!,
    head,
    body,
    blocks: [
      ...find(head, jsonLd).map((element) => ({ inHead: true, text: textOf(element) })),
      ...find(body, jsonLd).map((element) => ({ inHead: false, text: textOf(element) })),
    ],
    canonical: find(head, (element) => element.tagName === 'link' && attribute(element, 'rel') === 'canonical').map((element) => attribute(element, 'href'))[0],
  };
}

/** The nodes of a page's JSON-LD, each nested node too, in order; `nested` when inside another. */
function nodesOf(page: BuiltPage): { node: Json; nested: boolean }[] {
  const out: { node: Json; nested: boolean }[] = [];
  const visit = (value: unknown, depth: number) => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, depth));
    else if (value && typeof value === 'object') {
      if ('@type' in value) out.push({ node: value, nested: depth > 0 });
      Object.values(value).forEach((item) => visit(item, '@type' in value ? depth + 1 : depth));
    }
  };
  page.blocks.forEach((block) => visit(JSON.parse(block.text), 0));
  return out;
}
/** The nodes of `type` the page describes in full: not those inside another. */
const ofType = (page: BuiltPage, type: string) => nodesOf(page).flatMap(({ node, nested }) => (node['@type'] === type && !nested ? [node] : []));

const model = readSite(fixtureRoot);

/** The BreadcrumbList of the breadcrumb a page shows, its entries' names and full addresses as drawn; none when it shows none. */
function shownTrail(page: BuiltPage): Json[] {
  const label = model.text(page.language, 'common.breadcrumb');
  const [nav] = find(page.body, (element) => element.tagName === 'nav' && attribute(element, 'aria-label') === label);
  if (!nav) return [];
  // A link to the home page is `#/` with hash routing, whose full address is the site's own.
  const address = (entry: Element) => {
    const href = find(entry, (element) => element.tagName === 'a').map((link) => attribute(link, 'href'))[0];
    return href === undefined ? page.canonical : new URL(href, page.canonical).href.replace(/\/#\/$/, '/');
  };
  const entries = find(nav, (element) => element.tagName === 'li');
  return [
    {
      '@type': 'BreadcrumbList',
      itemListElement: entries.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, name: textOf(entry).trim(), item: address(entry) })),
    },
  ];
}

let project: SiteCopy;
let pathSite: SiteCopy;
const builds: Partial<Record<'hash' | 'path', Build>> = {};
const pages: Record<'hash' | 'path', BuiltPage[]> = { hash: [], path: [] };

beforeAll(async () => {
  project = new SiteCopy(fixtureRoot, 'app');
  project.edit(
    'src/blocks/service-cards/schema.json',
    /"type": "object",/,
    '"structuredData": { "type": "FAQPage", "items": "cards", "name": "title", "text": "text" },\n  "type": "object",',
  );
  project.edit('pages/about.yaml', /^route: about$/m, 'route: about\ncanonical: /contact');
  pathSite = new SiteCopy(project.root);
  turnOnPathRouting(pathSite.root);
  [builds.hash, builds.path] = await Promise.all([new Build().run(project.root, project.root), new Build().run(pathSite.root, project.root)]);
  for (const routing of ['hash', 'path'] as const) {
    const build = builds[routing]!;
    pages[routing] = build.files.filter((file) => file.endsWith('.html')).map((file) => readPage(file, build.read(file)));
  }
}, 240_000);

afterAll(() => {
  builds.hash?.remove();
  builds.path?.remove();
  project?.remove();
  pathSite?.remove();
});

describe.each(['hash', 'path'] as const)('the structured data of the fixture site with %s routing', (routing) => {
  const found = () => pages[routing].filter((page) => page.route !== '*');

  it('is, in every document and screen, at most one JSON-LD block, in the head, that is JSON', () => {
    expect(pages[routing].length).toBeGreaterThan(10);
    for (const page of pages[routing]) {
      expect(
        page.blocks.map((block) => block.inHead),
        page.file,
      ).toEqual(page.blocks.length ? [true] : []);
      for (const block of page.blocks) expect(() => JSON.parse(block.text) as unknown, `${page.file}: ${block.text}`).not.toThrow();
    }
  });

  it('gives every node the properties search engines require of its type, and those the site promises', () => {
    const missing = pages[routing].flatMap((page) =>
      nodesOf(page).flatMap(({ node, nested }) => {
        const type = String(node['@type']);
        const expected = properties[type];
        const naming = references[type];
        if (nested && naming) return typeof node[naming] === 'string' ? [] : [`${page.file}: ${type} without ${naming}`];
        if (!expected) return [`${page.file}: a node of type ${type}, which this test does not know`];
        return [...expected.required, ...expected.recommended]
          .filter((name) => node[name] === undefined || node[name] === '')
          .map((name) => `${page.file}: ${type}.${name}`);
      }),
    );
    expect(missing).toEqual([]);
  });

  it('tells nothing on the not-found pages', () => {
    const notFound = pages[routing].filter((page) => page.route === '*');
    expect(notFound.length).toBe(routing === 'path' ? 2 : 0);
    for (const page of notFound) expect(page.blocks, page.file).toEqual([]);
  });

  it('describes the organisation on the home page: its logo is the header’s, its profiles the footer’s web links, one business per office, in the page’s language', () => {
    const homes = found().filter((page) => page.route === '');
    expect(new Set(homes.map((page) => page.language))).toEqual(new Set(model.languages));
    for (const home of homes) {
      const [organisation] = ofType(home, 'Organization');
      const [header] = find(home.body, (element) => element.tagName === 'header');
      const [logo] = find(header!, (element) => element.tagName === 'img');
      expect(organisation?.logo, home.file).toBe(new URL(attribute(logo!, 'src')!, home.canonical).href);
      expect(organisation?.sameAs).toEqual(model.site.footer.social.map((profile) => profile.url).filter((url) => url.startsWith('https://')));
      expect(organisation?.description).toBe(model.text(home.language, model.site.footer.about.text));
      const offices = ofType(home, 'LocalBusiness');
      expect(offices.map((office) => office.name)).toEqual(
        model.site.offices.map((office) => `${model.site.company.name} · ${model.text(home.language, office.name)}`),
      );
      expect(offices.map((office) => office.telephone)).toEqual(model.site.offices.map((office) => office.phone));
      expect(ofType(home, 'WebSite')).toMatchObject([{ url: home.canonical, inLanguage: home.language }]);
    }
  });

  it('gives the trail on exactly the pages that show a breadcrumb, with the names and addresses it shows', () => {
    const trails = found().map((page) => [page.file, shownTrail(page)] as const);
    expect(trails.filter(([, trail]) => trail.length > 0).length).toBeGreaterThan(0);
    // The page that names another as canonical ends its trail at that page's address, as its canonical link does.
    const duplicates = found().filter((page) => page.route === 'about');
    expect(duplicates.length).toBe(model.languages.length);
    for (const page of duplicates) expect(page.canonical, page.file).toMatch(/[/#]contact\/?$/);
    expect(found().map((page) => [page.file, ofType(page, 'BreadcrumbList')])).toEqual(trails);
  });

  it('describes each article as the page shows it: headline, date, picture, authors, address and language', () => {
    const articles = found().filter((page) => find(page.body, (element) => element.tagName === 'article').length > 0);
    expect(articles.length).toBe(model.routes.filter((route) => route.kind === 'item').length * model.languages.length);
    for (const page of articles) {
      const [article] = find(page.body, (element) => element.tagName === 'article');
      const picture = find(article!, (element) => element.tagName === 'img')[0]!;
      const date = find(article!, (element) => element.tagName === 'time')[0]!;
      // The authors the article names, as it shows them; the company when it names none.
      const authors = find(article!, (element) => attribute(element, 'class') === 'article-author__name').map(textOf);
      const author = authors.length ? authors.map((name) => ({ '@type': 'Person', name })) : [{ '@type': 'Organization', name: model.site.company.name }];
      expect(ofType(page, 'BlogPosting'), page.file).toMatchObject([
        {
          headline: textOf(find(page.body, (element) => element.tagName === 'h1')[0]!),
          datePublished: attribute(date, 'datetime'),
          image: [new URL(attribute(picture, 'src')!, page.canonical).href],
          url: page.canonical,
          mainEntityOfPage: { '@id': page.canonical },
          inLanguage: page.language,
          author,
        },
      ]);
    }
    const others = found().filter((page) => !articles.includes(page));
    for (const page of others) expect(ofType(page, 'BlogPosting'), page.file).toEqual([]);
  });

  it('gives the questions and answers a block declares, each a text the page shows, in its language', () => {
    const withQuestions = found().filter((page) => ofType(page, 'FAQPage').length > 0);
    expect(new Set(withQuestions.map((page) => page.language))).toEqual(new Set(model.languages));
    for (const page of withQuestions) {
      const words = (text: string) => text.replace(/\s+/g, ' ').trim();
      const shown = words(textOf(page.body));
      const [faq] = ofType(page, 'FAQPage') as [{ mainEntity: { name: string; acceptedAnswer: { text: string } }[] }];
      expect(faq.mainEntity.length, page.file).toBeGreaterThan(0);
      // A formatted answer is given as its words, a line for each paragraph or item the page shows.
      const showsAnswer = (text: string) => text.split('\n').every((line) => shown.includes(words(line)));
      for (const { name, acceptedAnswer } of faq.mainEntity)
        expect([shown.includes(words(name)), showsAnswer(acceptedAnswer.text)], `${page.file}: ${name}`).toEqual([true, true]);
    }
  });
});
