import type { PageData } from '../../src/shared/content.ts';
import { readSite } from '../support/site-model.ts';
import { pageTitle } from '../../src/shared/page-title.ts';
import { expect, test } from './fixtures.ts';
import { languageControl } from './language-switch.ts';
import { e2eSites } from './sites.ts';

/**
 * What path routing adds (docs/BEHAVIOUR.md#routes): every page of every language is a file a
 * static host serves at its own address, whole without JavaScript; unknown addresses get the host's
 * 404 with the not-found page; the language switch goes to the other language's address. Everything
 * else the app does is tested with both kinds of addresses by the other specs.
 */
const fixture = readSite(e2eSites.fixture.root);
const pages = fixture.routes.filter((route) => route.kind === 'page' || route.kind === 'item');

/** The text of the page's <h1>, from its YAML: the first hero slide's headline, or the title banner's title. */
function headingOf(data: PageData, language: string): string {
  const [first] = data.blocks;
  const key = first?.type === 'hero-slider' ? first.slides[0]!.title : first?.type === 'title-banner' ? (first.title ?? data.title) : data.title;
  return fixture.text(language, key);
}

/** What a crawler reads of an element's text: its markup's text with the few entities React writes decoded. */
const textOf = (html: string | undefined) =>
  html
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const firstMatch = (html: string, pattern: RegExp) => textOf(pattern.exec(html)?.[1]);
/** An attribute of the head element (`<meta name="description" …>`) that `marker` picks. */
const attributeOf = (html: string, tag: string, marker: string, attribute: string) => firstMatch(html, new RegExp(`<${tag} ${marker} ${attribute}="([^"]*)"`));

test.describe('a crawler that runs no JavaScript', () => {
  for (const language of fixture.languages) {
    for (const route of pages) {
      test(`gets /${route.route} in ${fixture.languageLabel(language)} as a page of its own, in its language`, async ({ request, at }) => {
        const response = await request.get(at.url(route.route, language));
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html).toMatch(new RegExp(`<html lang="${language}"`));
        expect(firstMatch(html, /<title>([^<]*)<\/title>/)).toBe(fixture.title(route, language));
        expect(html.match(/<h1[ >]/g)).toHaveLength(1);
        expect(firstMatch(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe(headingOf(route.data[language]!, language));
        // The words of the page, not its text keys.
        const main = firstMatch(html, /<main[^>]*>([\s\S]*)<\/main>/)!;
        expect(main.length).toBeGreaterThan(200);
        expect([...fixture.textKeys].filter((key) => main.includes(key))).toEqual([]);
        // Its full address, its address in every language, and what link previews show.
        const address = (code: string) => `${fixture.site.url}${at.url(route.route, code)}`;
        const data = route.data[language]!;
        expect(attributeOf(html, 'link', 'rel="canonical"', 'href')).toBe(address(language));
        expect([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`)).toEqual([
          ...fixture.languages.map((code) => `${code} ${address(code)}`),
          `x-default ${address(fixture.languages[0]!)}`,
        ]);
        const description = data.description ? fixture.text(language, data.description) : undefined;
        expect(attributeOf(html, 'meta', 'name="description"', 'content')).toBe(description);
        // The page's own title: a later page of the article list says which page it is ("News, page 2").
        expect(attributeOf(html, 'meta', 'property="og:title"', 'content')).toBe(pageTitle(data, (key, values) => fixture.text(language, key, values)));
        expect(attributeOf(html, 'meta', 'property="og:url"', 'content')).toBe(address(language));
        expect(attributeOf(html, 'meta', 'property="og:image"', 'content')).toBe(`${fixture.site.url}/${(data.shareImage ?? fixture.site.shareImage)!.src}`);
        expect(attributeOf(html, 'meta', 'name="twitter:card"', 'content')).toBe('summary_large_image');
        // Its links are the pages' own addresses in its language, but the language switch's: this page in every language.
        const links = [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => ({
          href: /\shref="([^"]*)"/.exec(tag)?.[1],
          hreflang: /\shreflang="([^"]*)"/i.exec(tag)?.[1],
        }));
        // Links to pages; the article list's link to its feed is a file's (news/rss.xml).
        const internal = links.filter((link) => !link.hreflang && link.href?.startsWith('/') && !link.href.endsWith('.xml')).map((link) => link.href!);
        expect(internal.length).toBeGreaterThan(0);
        expect(internal.filter((href) => !href.endsWith('/') || (language !== fixture.languages[0] && !href.startsWith(`/${language}/`)))).toEqual([]);
        const switcher = links.filter((link) => link.hreflang).map((link) => `${link.hreflang} ${link.href}`);
        expect(switcher).toEqual(fixture.languages.map((code) => `${code} ${at.url(route.route, code)}`));
      });
    }
  }

  test('gets the not-found page with status 404 for an address the site has no page for', async ({ request, at }) => {
    for (const address of [at.url('no-such-page'), at.url('services/no-such-service'), at.url('no-such-page', 'es')]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(firstMatch(await response.text(), /<h1[^>]*>([\s\S]*?)<\/h1>/), address).toBe('Page not found');
    }
    // For hosts that serve the nearest 404.html, the other languages have theirs.
    const spanish = await request.get('/es/404.html');
    expect(firstMatch(await spanish.text(), /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe('Página no encontrada');
  });
});

test('an unknown address in Spanish shows the Spanish not-found page', async ({ page, at }) => {
  await page.goto(at.url('no-such-page', 'es'));
  await expect(page.locator('main h1')).toHaveText('Página no encontrada');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test("following a link stays in the app, at the page's own address", async ({ page, at }) => {
  await page.goto(at.url('about', 'es'));
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('header nav').first().getByRole('link', { name: 'Servicios' }).click();
  await expect(page.locator('main h1')).toHaveText('Servicios');
  expect(new URL(page.url()).pathname).toBe(at.url('services', 'es'));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The head no longer names the page the document was loaded for: a share takes the address bar's.
  await expect(page.locator('link[rel="canonical"], link[hreflang], meta[name="description"], meta[property^="og:"]')).toHaveCount(0);
});

test('the language switch goes to the same page in the other language, where the visitor was, and Back returns', async ({ page, at }) => {
  await page.goto(at.url('about'));
  // Found when it scrolls: the counters show on the first screen, so their code draws them anew
  // once the page is ready (docs/PERFORMANCE.md#blocks-drawn-once), and an element found before
  // that is no longer in the page.
  const before = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        addEventListener('scroll', () => resolve(scrollY), { once: true });
        document.querySelector('.counters')!.scrollIntoView({ block: 'center' });
      }),
  );
  expect(before).toBeGreaterThan(200);
  await languageControl(page, at.routing, 'Español').dispatchEvent('click');
  await expect(page.locator('main h1')).toHaveText('Nosotros');
  expect(new URL(page.url()).pathname).toBe(at.url('about', 'es'));
  await expect(page.locator('header nav').first().locator('[aria-current="page"]')).toHaveAttribute('href', at.href('/about', 'es'));
  expect(await page.evaluate(() => scrollY)).toBe(before);
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('About');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(before);
});

test('a visitor who chose Spanish gets the Spanish home at the root address, and any other address as it is', async ({ page, at }) => {
  await page.addInitScript(() => localStorage.setItem('site.language', 'es'));
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === at.url('', 'es'));
  await expect(page.locator('main h1')).toHaveText('Lleva tu empresa a la nube sin detenerla');
  await page.goto(at.url('about'));
  await expect(page.locator('main h1')).toHaveText('About');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
