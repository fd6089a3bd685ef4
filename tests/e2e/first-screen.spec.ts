import type { Page } from '@playwright/test';
import { readSite } from '../support/site-model.ts';
import { expect, test } from './fixtures.ts';
import { e2eSites } from './sites.ts';

// These tests act before the app is ready, on purpose.
test.use({ waitForApp: false });

const fixture = readSite(e2eSites.fixture.root);
const route = (name: string) => fixture.routes.find((candidate) => candidate.route === name)!;
const heading = (name: string, language: string) => fixture.text(language, route(name).data[language]!.title);

/** Holds back the app's main script until `release` is called, to act on the page before the app runs. */
async function holdApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (request) => {
    await released;
    await request.continue();
  });
  return () => release();
}

/**
 * Records, at every frame from the very first, the page a visitor can see, by its <h1> (or the
 * "Loading…" line that stands in for a page): the page never shows the wrong one, nor a blank.
 */
async function recordVisibleHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    const look = () => {
      const root = document.getElementById('root');
      // A heading whose words have not been parsed yet (the document still arriving) shows no page.
      const shown = root?.querySelector('main h1, main .page-status')?.textContent?.trim();
      if (root && shown && getComputedStyle(root).visibility !== 'hidden' && seen.at(-1) !== shown) seen.push(shown);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () => page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
}

/**
 * Waits for the page to draw a frame: the recorder above looks once a frame, and a busy machine may
 * draw none between two states the test passes through quickly (a page shown, then Back).
 */
const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

test("the home page is readable before any of the app's code has run", async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('h1')).toHaveText('Move to the cloud without stopping the business');
  await expect(page.locator('header nav').getByRole('link', { name: 'About' })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
});

for (const language of fixture.languages) {
  test(`a link to another page shows that page in ${fixture.languageLabel(language)} before any of the app's code has run, never the home page`, async ({
    page,
    at,
  }) => {
    const consulting = heading('services/consulting', language);
    const home = fixture.text(language, 'home.hero.first.title');
    await page.addInitScript((code) => localStorage.setItem('site.language', code), language);
    const seenHeadings = await recordVisibleHeadings(page);
    const release = await holdApp(page);
    await page.goto(at.url('services/consulting', language), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1')).toHaveText(consulting);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveTitle(fixture.title(route('services/consulting'), language));
    // Its own address for what a browser shares, never the home page's.
    const address = at.routing === 'hash' ? '/#/services/consulting' : at.url('services/consulting', language);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${fixture.site.url}${address}`);
    expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
    // A link followed before the app's code runs brings its page too: the breadcrumb's first, home.
    await page.locator('main nav[aria-label] a').first().click();
    await expect(page.locator('main h1')).toHaveText(home);
    await nextFrame(page);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.locator('main h1')).toHaveText(consulting);
    await nextFrame(page);
    const shownHeading = await page.locator('main h1').elementHandle();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await page.waitForLoadState('networkidle');
    // The app took the page over as it was (hydration), drawing nothing anew.
    expect(await shownHeading.evaluate((element) => element.isConnected)).toBe(true);
    await page
      .locator('header nav')
      .first()
      .getByRole('link', { name: fixture.text(language, 'common.nav.about') })
      .click();
    await expect(page.locator('main h1')).toHaveText(heading('about', language));
    await nextFrame(page);
    // With hash routing one document shows them all; with path routing each page loaded is a document of its own.
    const seen = at.routing === 'hash' ? [consulting, home, consulting] : [consulting];
    expect(await seenHeadings()).toEqual([...seen, heading('about', language)]);
  });
}

test('an address that names no page waits for the app, never showing the home page', async ({ page, at }) => {
  test.skip(at.routing === 'path', 'with path routing the host serves the not-found page itself (tests/e2e/path-routing.spec.ts)');
  const seenHeadings = await recordVisibleHeadings(page);
  const release = await holdApp(page);
  await page.goto(at.url('no-such-page'), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toBeHidden();
  release();
  await expect(page.locator('main h1')).toHaveText('Page not found');
  await expect(page.locator('#root')).toBeVisible();
  expect(await seenHeadings()).toEqual(['Page not found']);
});

test('a visitor who chose Spanish never sees the English home', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('site.language', 'es'));
  const seenHeadings = await recordVisibleHeadings(page);
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('h1')).toHaveText('Lleva tu empresa a la nube sin detenerla');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  expect(await seenHeadings()).toEqual(['Lleva tu empresa a la nube sin detenerla']);
});

test('a newsletter sign-up sent before the app has started is sent once it has, not lost in a reload', async ({ page }) => {
  const sent: string[] = [];
  await page.route('https://api.emailjs.com/api/v1.0/email/send', (request) => {
    sent.push(request.request().postData() ?? '');
    return request.fulfill({ status: 200, body: 'OK' });
  });
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const footer = page.locator('footer');
  await footer.getByRole('textbox', { name: 'Your email address' }).fill('maria@example.es');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  expect(page.url()).not.toContain('email=');
  release();
  await expect(footer.getByRole('status')).toContainText('you are subscribed');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain('maria@example.es');
});
