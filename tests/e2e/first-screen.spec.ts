import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// These tests act before the app is ready, on purpose.
test.use({ waitForApp: false });

/** Holds back the app's main script until `release` is called, to act on the page before the app runs. */
async function holdApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

test('the home page is readable before any of the app\'s code has run', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('h1')).toHaveText(/^Digital transformation, cloud computing/);
  await expect(page.getByRole('link', { name: 'About Us' }).first()).toBeVisible();
  expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
});

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
      const shown = root?.querySelector('main h1, main .page-status')?.textContent;
      if (root && shown !== undefined && getComputedStyle(root).visibility !== 'hidden' && seen.at(-1) !== shown) seen.push(shown ?? '');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () => page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
}

for (const { language, about, development } of [
  { language: 'en', about: 'About us', development: 'Web development' },
  { language: 'es', about: 'Quiénes somos', development: 'Desarrollo web' },
]) {
  test(`a link to another page shows that page in ${language} before any of the app's code has run, never the home page`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('site.language', lang), language);
    const seenHeadings = await recordVisibleHeadings(page);
    const release = await holdApp(page);
    await page.goto('/#/web-services/development', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1')).toHaveText(development);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveTitle(`${development} · Meridia Consulting`);
    expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
    // A link followed before the app has started brings that page too.
    await page.locator('main nav[aria-label] a').first().click();
    await expect(page.locator('main h1')).not.toHaveText(development);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.locator('main h1')).toHaveText(development);
    const heading = await page.locator('main h1').elementHandle();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await page.waitForLoadState('networkidle');
    // The app took the screen over as it was (hydration), drawing nothing anew.
    expect(await heading!.evaluate((element) => element.isConnected)).toBe(true);
    await page.getByRole('navigation', { name: language === 'en' ? 'Main menu' : 'Menú principal' }).getByRole('link', { name: about }).click();
    await expect(page.locator('main h1')).toHaveText(about);
    expect(await seenHeadings()).toEqual([development, expect.any(String), development, about]);
  });
}

test('an address that names no page waits for the app, never showing the home page', async ({ page }) => {
  const seenHeadings = await recordVisibleHeadings(page);
  const release = await holdApp(page);
  await page.goto('/#/no-such-page', { waitUntil: 'domcontentloaded' });
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
  await expect(page.locator('h1')).toHaveText(/^Transformación digital/);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  expect(await seenHeadings()).toEqual([expect.stringMatching(/^Transformación digital/)]);
});

test('a newsletter sign-up sent before the app has started is sent once it has, not lost in a reload', async ({ page }) => {
  const sent: string[] = [];
  await page.route('https://api.emailjs.com/api/v1.0/email/send', (route) => {
    sent.push(route.request().postData() ?? '');
    return route.fulfill({ status: 200, body: 'OK' });
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
