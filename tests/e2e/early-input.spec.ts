import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectLanguageOnScreen, languageControl } from './language-switch.ts';

/**
 * The first screen arrives as HTML and the app's code after it: a visitor can click before there
 * is any code to answer. Each test holds the app's scripts back, acts, releases them, and expects
 * the action to take effect, as if the code had been there all along.
 */
test.use({ waitForApp: false });

async function openWithScriptsHeld(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  return async () => {
    expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
    release();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  };
}

test('a language chosen before the code has arrived is shown and remembered', async ({ page, at }) => {
  const release = await openWithScriptsHeld(page);
  // With path routing a link: it loads the Spanish page at once, its code held back as well.
  await languageControl(page, at.routing, 'Español').click();
  await release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectLanguageOnScreen(languageControl(page, at.routing, 'Español'), at.routing, true);
  expect(await page.evaluate(() => localStorage.getItem('site.language'))).toBe('es');
});

test('clicks made in a row before the code has arrived all count, in order', async ({ page, at }) => {
  const release = await openWithScriptsHeld(page);
  for (const name of ['Español', 'English']) await languageControl(page, at.routing, name).click();
  await release();
  // The visitor's last word was English, and it was a choice: remembered as such.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('site.language'))).toBe('en');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectLanguageOnScreen(languageControl(page, at.routing, 'English'), at.routing, true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opened before the code has arrived opens', async ({ page }) => {
    const release = await openWithScriptsHeld(page);
    await page.locator('header').getByRole('button', { expanded: false }).click();
    await release();
    const toggle = page.locator('header').getByRole('button', { expanded: true });
    await expect(toggle).toBeVisible();
    await expect(
      page
        .locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
        .getByRole('link')
        .first(),
    ).toBeVisible();
  });
});

test('a page scrolled before the code has arrived stays where the visitor scrolled it', async ({ page }) => {
  const release = await openWithScriptsHeld(page);
  await page.mouse.move(700, 450);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  await release();
  // A few frames for a scroll the app might make once it has rendered the page.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('the slider moved before the code has arrived moves', async ({ page }) => {
  const release = await openWithScriptsHeld(page);
  const steps = page.locator('main').getByRole('button').and(page.locator('[aria-controls]'));
  await expect(steps).toHaveCount(2);
  await expect(steps.first()).toHaveAttribute('aria-disabled', 'true');
  await steps.last().click();
  await release();
  await expect(steps.first()).toHaveAttribute('aria-disabled', 'false');
});

test('a newsletter sign-up sent before the code has arrived is sent once, not lost in a reload', async ({ page }) => {
  const sent: string[] = [];
  await page.route('https://api.emailjs.com/api/v1.0/email/send', (route) => {
    sent.push(route.request().postData() ?? '');
    return route.fulfill({ status: 200, body: 'OK' });
  });
  const release = await openWithScriptsHeld(page);
  const form = page.locator('footer form');
  await form.getByRole('textbox').fill('maria@example.es');
  await form.getByRole('button').click();
  await form.getByRole('textbox').press('Enter');
  expect(page.url()).not.toContain('email=');
  await release();
  await expect(page.locator('footer').getByRole('status')).not.toBeEmpty();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain('maria@example.es');
});
