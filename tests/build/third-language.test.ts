import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { isScalar, parseDocument, visit } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnOnPathRouting } from '../../scripts/support/path-routing.ts';
import { Build } from '../support/build.ts';
import { SiteCopy } from '../support/site-copy.ts';
import { readSite, type SiteModel } from '../support/site-model.ts';
import type { FormattedInline } from '../../src/shared/formatted-text.ts';

/**
 * docs/BEHAVIOUR.md#language: the languages are those of `languages.available`, any number of them.
 * A copy of the fixture site gets a third, French, whose texts are the English ones with "FR " before
 * each (Markdown and {{variables}} kept as they are), the captions of its video in French, and an
 * old address; built with path routing, French must get everything the other two get.
 */

type Element = DefaultTreeAdapterMap['element'];
type Parent = DefaultTreeAdapterMap['parentNode'];

function* elementsIn(node: Parent): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elementsIn(child);
  }
}
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (node: Parent): string =>
  node.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : 'childNodes' in child ? textOf(child) : '')).join('');
const find = (node: Parent, test: (element: Element) => boolean) => [...elementsIn(node)].filter(test);
const tagged = (node: Parent, tagName: string) => find(node, (element) => element.tagName === tagName);

const french = 'fr';
const prefix = 'FR ';
/** The old address the copy adds, and the page it leads to. */
const redirect = { from: 'team', to: 'about' };

/**
 * A copy of locales/en/ as locales/fr/: every text with "FR " before it, at its start only, so that
 * its {{variables}} and Markdown stay as they are (readSite fails if the content check refuses one).
 */
function addFrenchTexts(site: SiteCopy): void {
  for (const file of readdirSync(join(site.root, 'locales/en'))) {
    const texts = parseDocument(site.read(`locales/en/${file}`));
    visit(texts, {
      Scalar(key, node) {
        if (key !== 'key' && typeof node.value === 'string') node.value = `${prefix}${node.value}`;
      },
    });
    site.write(`locales/${french}/${file}`, texts.toString());
  }
}

/** French in site.yaml's languages, an old address in its redirects, and French captions for each video that has captions. */
function addFrenchSettings(site: SiteCopy): void {
  const settings = parseDocument(site.read('site.yaml'));
  settings.addIn(['languages', 'available'], { code: french, label: 'Français', locale: 'fr_FR' });
  settings.set('redirects', [{ from: `/${redirect.from}`, to: `/${redirect.to}` }]);
  site.write('site.yaml', settings.toString());
  for (const file of readdirSync(join(site.root, 'pages'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.yaml'))) {
    const page = parseDocument(site.read(`pages/${file}`));
    let changed = false;
    visit(page, {
      Seq(_, node, path) {
        const parent = path.at(-1);
        if (!parent || !('key' in parent) || !isScalar(parent.key) || parent.key.value !== 'captions') return;
        const english = (node.toJSON() as { language: string; file: string }[]).find((captions) => captions.language === 'en');
        if (!english) return;
        const captions = english.file.replace(/\ben\.vtt$/, `${french}.vtt`);
        copyFileSync(join(site.root, 'public', english.file), join(site.root, 'public', captions));
        node.add(page.createNode({ language: french, file: captions }));
        changed = true;
      },
    });
    if (changed) site.write(`pages/${file}`, page.toString());
  }
}

let site: SiteCopy;
let build: Build;
let model: SiteModel;

beforeAll(async () => {
  site = new SiteCopy();
  addFrenchTexts(site);
  addFrenchSettings(site);
  turnOnPathRouting(site.root);
  model = readSite(site.root);
  build = await new Build().run(site.root);
}, 240_000);

afterAll(() => {
  build?.remove();
  site?.remove();
});

/** The file of a page with path routing in `language`, under its code unless it is the default. */
const fileOf = (route: string, language: string) => `${language === model.site.languages.default ? '' : `${language}/`}${route ? `${route}/` : ''}index.html`;
const documentOf = (file: string) => parse(build.read(file));
const htmlOf = (file: string) => tagged(documentOf(file), 'html')[0]!;
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The pages and articles of the site, as routes. */
const pages = () => model.routes.filter((route) => route.kind === 'page' || route.kind === 'item');

/** The words of a formatted paragraph's contents, as the page shows them. */
const inlineWords = (nodes: readonly FormattedInline[]): string =>
  nodes
    .map((node) =>
      typeof node === 'string' ? node : node[0] === 'a' ? inlineWords(node.slice(2)) : node[0] === 'b' || node[0] === 'i' ? inlineWords(node.slice(1)) : '',
    )
    .join('');
/** The parts of a formatted paragraph drawn as `tag`: 'b' for <strong>, 'a' for a link. */
const partsOf = (nodes: readonly FormattedInline[], tag: 'a' | 'b'): FormattedInline[][] =>
  nodes.flatMap((node) => (typeof node !== 'string' && node[0] === tag ? [node as FormattedInline[]] : []));

describe('a third language, French, added to a copy of the fixture site built with path routing', () => {
  it('is one of the site’s languages, its texts those of locales/fr/', () => {
    expect(model.languages).toEqual(['en', 'es', french]);
    expect(model.languageLabel(french)).toBe('Français');
    expect(model.text(french, 'common.nav.about')).toBe(`${prefix}${model.text('en', 'common.nav.about')}`);
  });

  it('has every page and article in French, each in its own file under /fr/ with <html lang="fr">, and its not-found page', () => {
    expect(pages().length).toBeGreaterThan(10);
    const wrong = pages()
      .map((route) => fileOf(route.route, french))
      .filter((file) => !build.files.includes(file) || attribute(htmlOf(file), 'lang') !== french);
    expect(wrong).toEqual([]);
    expect(attribute(htmlOf(`${french}/404.html`), 'lang')).toBe(french);
    // The page in French, not a copy of another language's.
    const about = documentOf(fileOf('about', french));
    expect(textOf(tagged(about, 'h1')[0]!)).toBe(model.text(french, model.routes.find((route) => route.route === 'about')!.data[french]!.title));
    expect(textOf(tagged(about, 'title')[0]!)).toMatch(new RegExp(`^${prefix}`));
  });

  it('draws its formatted texts as elements: the words in bold as <strong>, a link as a link to the French page', () => {
    let strong = 0;
    let links = 0;
    for (const route of pages()) {
      const file = fileOf(route.route, french);
      const paragraphs = tagged(documentOf(file), 'p');
      // A text's first paragraph, where the prefix is.
      const firsts = Object.values(route.data[french]!.formatted ?? {}).flatMap(([first]) => (first?.[0] === 'p' ? [first.slice(1)] : []));
      for (const contents of firsts) {
        const expected = words(inlineWords(contents));
        expect(expected.startsWith(prefix), `${file}: ${expected}`).toBe(true);
        const shown = paragraphs.find((paragraph) => words(textOf(paragraph)) === expected);
        expect(shown, `${file}: no paragraph reads "${expected}"`).toBeDefined();
        const bold = partsOf(contents, 'b').map((part) => inlineWords(part.slice(1)));
        expect(tagged(shown!, 'strong').map(textOf), `${file}: ${expected}`).toEqual(bold);
        const linked = partsOf(contents, 'a').map((part) => {
          const [, to, ...inner] = part as [string, string, ...FormattedInline[]];
          // A page of the site in French; any other address as written.
          return [/^\/[^/]/.test(to) ? `/${french}${to}/` : to, inlineWords(inner)];
        });
        expect(
          tagged(shown!, 'a').map((link) => [attribute(link, 'href'), textOf(link)]),
          `${file}: ${expected}`,
        ).toEqual(linked);
        strong += bold.length;
        links += linked.length;
      }
    }
    expect([strong > 0, links > 0]).toEqual([true, true]);
  });

  it('describes its images in French: each image’s alt text is the English one’s text, prefixed', () => {
    let described = 0;
    for (const route of pages()) {
      // A picture inside a formatted text is described in the text's middle, where the prefix is not.
      const alts = (language: string) =>
        tagged(documentOf(fileOf(route.route, language)), 'img')
          .filter((image) => !attribute(image, 'class')?.includes('formatted__image'))
          .map((image) => attribute(image, 'alt'));
      const english = alts('en');
      expect(alts(french), route.route).toEqual(english.map((alt) => (alt ? `${prefix}${alt}` : alt)));
      described += english.filter(Boolean).length;
    }
    expect(described).toBeGreaterThan(0);
  });

  it('gives each video with captions its French captions, a file of the build', () => {
    const videos = pages().flatMap((route) =>
      route.data[french]!.blocks.flatMap((block) => (block.type === 'video' && block.captions?.length ? [[route.route, block.captions] as const] : [])),
    );
    expect(videos.length).toBeGreaterThan(0);
    for (const [route, captions] of videos) {
      const track = captions.find((caption) => caption.language === french);
      expect(track, route).toBeDefined();
      expect(build.files, route).toContain(track!.file);
    }
  });

  it('writes every date in French, as Intl.DateTimeFormat writes it', () => {
    const inFrench = (date: string) =>
      new Intl.DateTimeFormat(french, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));
    const dates = pages().flatMap((route) =>
      tagged(documentOf(fileOf(route.route, french)), 'time').map((time) => [attribute(time, 'datetime')!, words(textOf(time))]),
    );
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual(dates.map(([date]) => [date, inFrench(date!)]));
    // The first article's date, as a reader of French reads it.
    const first = pages().find((route) => route.kind === 'item')!;
    const date = first.data[french]!.item!.date;
    expect(tagged(documentOf(fileOf(first.route, french)), 'time').map((time) => textOf(time))).toContain(inFrench(date));
    expect(inFrench(date)).not.toBe(new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(date)));
  });

  it('leads from the old address in French to the French page, without a script and for the hosts that read _redirects', () => {
    const file = fileOf(redirect.from, french);
    expect(build.files).toContain(file);
    const page = documentOf(file);
    const meta = (name: string) => tagged(page, 'meta').find((element) => attribute(element, 'http-equiv') === name || attribute(element, 'name') === name);
    const target = `/${french}/${redirect.to}/`;
    expect(attribute(htmlOf(file), 'lang')).toBe(french);
    expect(attribute(meta('refresh')!, 'content')).toBe(`0; url=${target}`);
    expect(attribute(meta('robots')!, 'content')).toBe('noindex');
    expect(tagged(page, 'link').find((link) => attribute(link, 'rel') === 'canonical')?.attrs).toContainEqual({
      name: 'href',
      value: `${model.site.url}${target}`,
    });
    expect(tagged(page, 'a').map((link) => [attribute(link, 'href'), textOf(link)])).toEqual([
      [target, model.text(french, model.routes.find((route) => route.route === redirect.to)!.data[french]!.title)],
    ]);
    const rules = build
      .read('_redirects')
      .split('\n')
      .map((line) => line.split(/\s+/));
    expect(rules).toContainEqual([`/${french}/${redirect.from}`, target, '301']);
    expect(rules).toContainEqual([`/${french}/${redirect.from}/`, target, '301']);
  });

  it('writes the French RSS and Atom feeds, each listing every published article at its French address, which every French page links to', () => {
    const articles = pages().filter((route) => route.kind === 'item');
    for (const format of ['rss', 'atom']) {
      const feed = `${french}/news/${format}.xml`;
      expect(build.files).toContain(feed);
      const xml = build.read(feed);
      for (const article of articles) {
        expect(xml, `${feed}: ${article.route}`).toContain(`${model.site.url}/${french}/${article.route}/`);
        expect(xml, `${feed}: ${article.route}`).toContain(model.text(french, article.data[french]!.title));
      }
      for (const route of pages()) {
        const alternates = tagged(documentOf(fileOf(route.route, french)), 'link').filter((link) => attribute(link, 'type') === `application/${format}+xml`);
        expect(
          alternates.map((link) => attribute(link, 'href')),
          route.route,
        ).toEqual([`${model.site.url}/${feed}`]);
      }
    }
  });

  it('is named among the hreflang alternates of every page in every language, and in the language switcher', () => {
    for (const route of pages()) {
      const address = `${model.site.url}/${fileOf(route.route, french).replace(/index\.html$/, '')}`;
      for (const language of model.languages) {
        const page = documentOf(fileOf(route.route, language));
        const alternates = tagged(page, 'link').filter((link) => attribute(link, 'rel') === 'alternate' && attribute(link, 'hreflang'));
        expect(
          alternates.map((link) => [attribute(link, 'hreflang'), attribute(link, 'href')]),
          `${language}: ${route.route}`,
        ).toContainEqual([french, address]);
        const switcher = tagged(page, 'a').filter((link) => attribute(link, 'class')?.includes('language-switcher'));
        expect(
          switcher.map((link) => [attribute(link, 'hreflang'), textOf(link)]),
          `${language}: ${route.route}`,
        ).toContainEqual([french, 'Français']);
      }
    }
  });
});
