import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectLanguageOnScreen, languageControl } from './language-switch.ts';

/**
 * A language switch and a page load that overlap must never show a text key: the page on screen and
 * the language it is drawn in change together, once both its data and its texts have arrived. These
 * tests hold chosen content files back to force each interleaving, and record every text the page
 * ever shows, so a key that flashes for a single frame still fails them.
 */

/** Every text key of the content files the page fetched (each file lists the texts it needs). */
function collectTextKeys(page: Page): Set<string> {
  const keys = new Set<string>();
  page.on('response', async (response) => {
    if (!/\/content\/.+\.json$/.test(response.url()) || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as { texts?: Record<string, string> } | null;
    for (const key of Object.keys(body?.texts ?? {})) keys.add(key);
  });
  return keys;
}

/** Records the text of every text node the page shows, from the first paint on. */
async function recordShownTexts(page: Page) {
  await page.addInitScript(() => {
    const shown = new Set<string>();
    (window as unknown as { shownTexts: Set<string> }).shownTexts = shown;
    const note = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) shown.add((node.textContent ?? '').trim());
      else node.childNodes.forEach(note);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') note(record.target);
        record.addedNodes.forEach(note);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return async () => (await page.evaluate(() => [...(window as unknown as { shownTexts: Set<string> }).shownTexts])).filter(Boolean);
}

/** Holds back the requests `matches` picks until the returned function is called. */
async function holdRequests(page: Page, matches: (request: Request) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/content/**', async (route) => {
    if (matches(route.request())) {
      held.push(route.request().url());
      await released;
    }
    await route.fallback();
  });
  return { release: () => release(), held };
}

/** The route a menu link names: `#/about` with hash routing, `/about/` with path routing. */
const routeOfHref = (href: string) => href.replace(/^#/, '').replace(/^\/+|\/+$/g, '');

async function secondMenuLink(page: Page) {
  const link = page.locator('header nav').first().getByRole('link').nth(1);
  const route = routeOfHref((await link.getAttribute('href'))!);
  return { link, route, file: `${route || 'index'}.json` };
}

async function expectNoKeyShown(page: Page, keys: Set<string>, shownTexts: () => Promise<string[]>) {
  expect(keys.size).toBeGreaterThan(0);
  expect((await shownTexts()).filter((text) => keys.has(text))).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('main h1')).toBeVisible();
}

test('switching language, then opening another page before the Spanish texts arrive', async ({ page, at }) => {
  const keys = collectTextKeys(page);
  const shownTexts = await recordShownTexts(page);
  await page.goto('/');
  const { link, file } = await secondMenuLink(page);
  // The Spanish shell and home arrive only after the visitor has moved on; the next page's Spanish file later still.
  const start = await holdRequests(page, (request) => /\/es\/(_shell|index)\.json$/.test(request.url()));
  const next = await holdRequests(page, (request) => request.url().endsWith(`/es/${file}`));
  await languageControl(page, at.routing, 'Español').click();
  const englishPage = page.waitForResponse((response) => response.url().endsWith(`/en/${file}`));
  await link.click();
  await englishPage;
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  start.release();
  await expect.poll(() => next.held.length).toBe(1);
  // The next page's Spanish texts are still on their way: whatever is on screen is still whole.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  next.release();
  await expectNoKeyShown(page, keys, shownTexts);
  await expectLanguageOnScreen(languageControl(page, at.routing, 'Español'), at.routing, true);
});

test('switching language while the next page is still loading', async ({ page, at }) => {
  const keys = collectTextKeys(page);
  const shownTexts = await recordShownTexts(page);
  await page.goto('/');
  const { link, route, file } = await secondMenuLink(page);
  const englishPage = await holdRequests(page, (request) => request.url().endsWith(`/en/${file}`));
  await link.click();
  await expect.poll(() => englishPage.held.length).toBe(1);
  await languageControl(page, at.routing, 'Español').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  englishPage.release();
  await expectNoKeyShown(page, keys, shownTexts);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === at.url(route, 'es'));
});

test('the last language chosen wins, however the loads finish', async ({ page, at }) => {
  const shownTexts = await recordShownTexts(page);
  const keys = collectTextKeys(page);
  await page.goto('/');
  const spanish = await holdRequests(page, (request) => request.url().includes('/es/'));
  await languageControl(page, at.routing, 'Español').click();
  await expect.poll(() => spanish.held.length).toBeGreaterThan(0);
  await languageControl(page, at.routing, 'English').click();
  spanish.release();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectLanguageOnScreen(languageControl(page, at.routing, 'English'), at.routing, true);
  expect((await shownTexts()).filter((text) => keys.has(text))).toEqual([]);
});
