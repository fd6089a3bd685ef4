import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { basePath, locationOf } from '../../src/routing/addresses.ts';
import { e2eSites, type Routing } from '../e2e/sites.ts';
import { newPage } from '../../scripts/new-content.ts';
import { Build } from '../support/build.ts';
import { crawl } from '../support/crawl.ts';
import { checkHtml, screenAsDocument, type CheckerMessage } from '../support/html-validator.ts';
import { SiteCopy, fixtureRoot } from '../support/site-copy.ts';
import { readSite, type SiteModel } from '../support/site-model.ts';

/**
 * What search engines and the W3C Nu Html Checker see of the built site: the fixture site and the
 * live site, each built with hash and path routing, every expectation derived from their YAML
 * (docs/BEHAVIOUR.md#linked-pages, docs/DEPLOY.md#html-validity).
 */
interface Built {
  name: string;
  routing: Routing;
  model: SiteModel;
  build: Build;
}

const sites = { fixture: fixtureRoot, live: e2eSites.live.root };
const builds: Built[] = [];
const copies: SiteCopy[] = [];

/** The old address of a page that has moved, which each copy adds: with path routing the build writes a page there that sends visitors on. */
const moved = { from: '/moved-contact', to: '/contact' };

/** A page added today whose menu entry comes tomorrow: the check warns that no link leads to it, and the site ships. */
const addedToday = 'added-today';

/**
 * A copy of the site folder `root` whose addresses look as `routing` says (path routing needs a
 * public address: a placeholder if it has none), with one page moved (`moved`) and one no link
 * leads to yet (`addedToday`).
 */
function withRouting(root: string, routing: Routing): SiteCopy {
  const copy = new SiteCopy(root);
  const settings = parseDocument(copy.read('site.yaml'));
  settings.set('routing', routing);
  if (routing === 'path' && !settings.has('url')) settings.set('url', 'https://www.example.com');
  settings.set('redirects', [...((settings.toJS() as { redirects?: unknown[] }).redirects ?? []), moved]);
  copy.write('site.yaml', settings.toString());
  newPage(copy.root, addedToday);
  copies.push(copy);
  return copy;
}

beforeAll(async () => {
  // One after the other: each build keeps both cores busy.
  for (const [name, root] of Object.entries(sites)) {
    for (const routing of ['hash', 'path'] as const) {
      const copy = withRouting(root, routing);
      builds.push({ name, routing, model: readSite(copy.root), build: await new Build().run(copy.root) });
    }
  }
}, 300_000);
afterAll(() => {
  for (const { build } of builds) build.remove();
  for (const copy of copies) copy.remove();
});

/**
 * The warnings the site accepts, each for a reason: lists styled without bullets keep `role="list"`,
 * which Safari's VoiceOver needs to announce them as lists (src/styles/base.css). Anything else the
 * checker warns about fails, as does any error; its remarks (`info`: a void element's "/>", which
 * React writes) do not.
 */
const acceptedWarnings = [/^The “list” role is unnecessary for element “ul”\.$/];

/** Every document of a build, and each prerendered screen made the document a visitor gets (screenAsDocument), in a scratch folder. */
function documentsOf({ build }: Built): string[] {
  const pages = build.files.filter((file) => file.endsWith('.html') && !file.startsWith('prerendered/')).map((file) => join(build.dir, file));
  const screens = build.files.filter((file) => file.startsWith('prerendered/') && file.endsWith('.html'));
  const index = build.read('index.html');
  return [
    ...pages,
    ...screens.map((file) => {
      const document = join(build.dir, '.screens-as-documents', file);
      mkdirSync(dirname(document), { recursive: true });
      writeFileSync(document, screenAsDocument(index, build.read(file)));
      return document;
    }),
  ];
}

const describeMessage = (built: Built, { file, line, message, extract }: CheckerMessage) =>
  `${built.name} (${built.routing}) ${file.slice(built.build.dir.length + 1)}:${line ?? '?'}: ${message}${extract ? `\n    ${extract.trim()}` : ''}`;

describe('the W3C Nu Html Checker', () => {
  it('finds no error, and no warning but the accepted ones, in any page or screen, in both modes, on the fixture and the live site', async () => {
    const documents = builds.map((built) => ({ built, files: documentsOf(built) }));
    // Every screen is checked: as many as the pages in every language, with hash routing.
    for (const { built, files } of documents) {
      const pages = built.model.routes.filter((route) => route.kind === 'page' || route.kind === 'item').length * built.model.languages.length;
      expect(files.length, `${built.name} (${built.routing})`).toBeGreaterThanOrEqual(pages);
      // And the page at a moved page's old address, with path routing.
      const redirect = join(built.build.dir, `${moved.from.slice(1)}/index.html`);
      expect(files.includes(redirect), `${built.name} (${built.routing}) ${redirect}`).toBe(built.routing === 'path');
    }
    const messages = await checkHtml(documents.flatMap(({ files }) => files));
    const builtOf = (file: string) => documents.find(({ built }) => file.startsWith(`${built.build.dir}/`))!.built;
    const refused = messages.filter(
      ({ kind, message }) => kind === 'error' || (kind === 'warning' && !acceptedWarnings.some((accepted) => accepted.test(message))),
    );
    expect(refused.map((message) => describeMessage(builtOf(message.file), message))).toEqual([]);
  }, 180_000);
});

describe('a crawler that follows links and runs no JavaScript, with path routing', () => {
  const pathBuilds = () => builds.filter((built) => built.routing === 'path');

  it('reaches every page in every language from the home page, and no link is broken', () => {
    for (const built of pathBuilds()) {
      const { site } = built.model;
      const { reached, broken } = crawl(built.build.dir, site.url!);
      // Every page and article a link must lead to: all but those the site says are reached from elsewhere,
      // and those the content check accepts with a warning (docs/BEHAVIOUR.md#linked-pages).
      const unlinked = built.model.routes.filter((route) => route.unlinked).map((route) => route.route);
      expect(unlinked, `${built.name}: pages the check warns about`).toContain(addedToday);
      const expected = built.model.routes
        .filter((route) => (route.kind === 'page' || route.kind === 'item') && !route.unlisted && !route.unlinked)
        .flatMap((route) => built.model.languages.map((language) => `${basePath(site).replace(/\/$/, '')}${locationOf(route.route, language, site)}`));
      expect(expected.length).toBeGreaterThan(built.model.languages.length);
      expect(
        expected.filter((address) => !reached.has(address)),
        `${built.name}: pages no link leads to`,
      ).toEqual([]);
      expect(broken, `${built.name}: broken links`).toEqual([]);
    }
  });

  it("gives a page that names another as canonical that page's address, and lists only the others in sitemap.xml", () => {
    for (const built of pathBuilds()) {
      const { site, languages, routes } = built.model;
      const sitemap = built.build.read('sitemap.xml');
      const address = (route: string, language: string) => `${site.url}${locationOf(route, language, site)}`;
      for (const route of routes.filter((candidate) => candidate.kind === 'page' || candidate.kind === 'item')) {
        for (const language of languages) {
          const canonical = route.data[language]!.canonical;
          const html = readFileSync(join(built.build.dir, locationOf(route.route, language, site), 'index.html'), 'utf8');
          expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1], `${built.name} /${route.route} in ${language}`).toBe(
            address(canonical ?? route.route, language),
          );
          expect(sitemap.includes(`<loc>${address(route.route, language)}</loc>`), `${built.name} /${route.route} in ${language} in sitemap.xml`).toBe(
            canonical === undefined,
          );
        }
      }
    }
  });
});
