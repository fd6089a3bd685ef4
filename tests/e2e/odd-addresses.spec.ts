import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The heading of the site's own not-found page, in English. */
async function notFoundHeading(page: Page): Promise<string> {
  await page.goto('/#/no-such-page-at-all');
  return (await page.locator('main h1').textContent())!;
}

/** Every request whose address is longer than any host accepts. */
function overlongRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().length > 2048) asked.push(`${request.url().slice(0, 80)}… (${request.url().length} characters)`);
  });
  return asked;
}

test('an address too long to name a page shows not-found, without asking the server for it', async ({ page }) => {
  const heading = await notFoundHeading(page);
  const asked = overlongRequests(page);
  // Followed from a page already open, and opened afresh (the boot script's preload, then the app).
  await page.goto(`/#/${'a'.repeat(100_000)}`);
  await expect(page.locator('main h1')).toHaveText(heading);
  await page.goto(`/#/${'b/'.repeat(50_000)}x`);
  await expect(page.locator('main h1')).toHaveText(heading);
  await page.reload();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.locator('main h1')).toHaveText(heading);
  expect(asked).toEqual([]);
});

test("a stored language that is not exactly one of the site's is ignored before anything is fetched", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/content/')) fetched.push(decodeURI(new URL(request.url()).pathname.replace(/^.*\/content\/[^/]+\//, '')));
  });
  await page.addInitScript(() => localStorage.setItem('site.language', 'en es'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => !path.startsWith('en/'))).toEqual([]);
});
