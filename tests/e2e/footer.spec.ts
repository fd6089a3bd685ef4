import type { Page } from '@playwright/test';
import { readSite } from '../support/site-model.ts';
import { expect, test } from './fixtures.ts';
import { e2eSites } from './sites.ts';

/**
 * The footer's code is not part of a first load: the page keeps the footer as the build drew it
 * until the visitor reaches for it, scrolls a screen down or moves to another page or language
 * (docs/BEHAVIOUR.md#footer). Nothing done there before its code has arrived is lost.
 */
const fixture = readSite(e2eSites.fixture.root);
const footerChunk = /\/assets\/Footer-[^/]+\.js$/;

/** Holds back the footer's code until `release` is called; `asked()` tells whether the page has asked for it. */
async function holdFooterCode(page: Page) {
  let release = () => {};
  let asked = false;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(footerChunk, async (request) => {
    asked = true;
    await released;
    await request.continue();
  });
  return { release: () => release(), asked: () => asked };
}

/** Whether React has taken the footer over: it marks the elements it owns. */
const footerIsLive = (page: Page) => page.locator('footer').evaluate((footer) => Object.keys(footer).some((key) => key.startsWith('__reactFiber')));

test('a first visit does not fetch the footer’s code; a pointer over the footer does, and the footer becomes live', async ({ page, at }) => {
  const code = await holdFooterCode(page);
  await page.goto(at.url('about'), { waitUntil: 'networkidle' });
  await expect(page.locator('footer').getByRole('textbox', { name: 'Your email address' })).toBeVisible();
  expect(code.asked(), 'footer code fetched on a first visit').toBe(false);
  expect(await footerIsLive(page)).toBe(false);

  await page.locator('footer').hover();
  await expect.poll(code.asked).toBe(true);
  code.release();
  await expect.poll(() => footerIsLive(page)).toBe(true);
});

test('a newsletter sign-up sent before the footer’s code has arrived is sent once it has, with what was typed', async ({ page, at }) => {
  const sent: string[] = [];
  await page.route('https://api.emailjs.com/api/v1.0/email/send', (route) => {
    sent.push(route.request().postData() ?? '');
    return route.fulfill({ status: 200, body: 'OK' });
  });
  const code = await holdFooterCode(page);
  await page.goto(at.url('about'));
  const footer = page.locator('footer');
  const input = footer.getByRole('textbox', { name: 'Your email address' });
  await input.fill('maria@example.es');
  await input.press('Enter');
  await expect.poll(code.asked).toBe(true);
  // Held back: the page did not reload with the address in its URL, and nothing was sent.
  await expect(input).toHaveValue('maria@example.es');
  expect(page.url()).not.toContain('maria');
  expect(sent).toEqual([]);

  code.release();
  await expect(footer.getByRole('status')).toContainText('you are subscribed');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain('maria@example.es');
});

test('another language chosen before the footer is live waits for the footer, which then shows that language too', async ({ page, at }) => {
  const code = await holdFooterCode(page);
  await page.goto(at.url('about'), { waitUntil: 'networkidle' });
  const heading = page.locator('footer h2').first();
  await expect(heading).toHaveText(fixture.text('en', fixture.site.footer.newsletter.heading));

  const spanish = ['_shell', 'about'].map((name) => page.waitForResponse((response) => response.url().endsWith(`/es/${name}.json`)));
  await page.locator('.language-switcher [lang="es"]').first().click();
  await Promise.all(spanish);
  await expect.poll(code.asked).toBe(true);
  // Everything the Spanish page needs has arrived but the footer's code: the page stays as it is,
  // rather than show a Spanish page over an English footer.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  code.release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(heading).toHaveText(fixture.text('es', fixture.site.footer.newsletter.heading));
  await expect.poll(() => footerIsLive(page)).toBe(true);
});

test('a link followed from the header before the footer is live brings the page, and the footer works on it', async ({ page, at }) => {
  const code = await holdFooterCode(page);
  await page.goto(at.url('about'), { waitUntil: 'networkidle' });
  const link = page.locator('header nav a[href]').filter({ hasNotText: /about/i }).first();
  const target = await link.getAttribute('href');
  await link.click();
  await expect.poll(code.asked).toBe(true);
  code.release();
  await expect(page).toHaveURL((url) => url.href.endsWith(target!.replace(/^\.?\//, '')));
  await expect.poll(() => footerIsLive(page)).toBe(true);
});
