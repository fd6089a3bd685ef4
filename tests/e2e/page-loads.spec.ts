import type { Page } from '@playwright/test';
import { routeOf } from '../../src/routing/resolve-route.ts';
import { expect, test } from './fixtures.ts';

/** Holds back the English data of the page at `href` (`#/about`, or `/about/` with path routing) until the returned function is called. */
async function holdPage(page: Page, href: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const file = `/en/${routeOf(href.replace(/^#/, ''))}.json`;
  await page.route(
    (url) => url.pathname.endsWith(file),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  return () => release();
}

test('the previous page stays on screen, marked busy, until the next has arrived whole; then focus moves to it', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('main .page-status')) document.documentElement.dataset.statusShown = '';
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/');
  const before = (await page.locator('main h1').textContent())!;
  const link = page.locator('header nav').first().getByRole('link').nth(1);
  const release = await holdPage(page, (await link.getAttribute('href'))!);
  await link.click();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(1);
  await expect(page.locator('main h1')).toHaveText(before);
  release();
  await expect(page.locator('main h1')).not.toHaveText(before);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main')).toBeFocused();
  expect(await page.locator('html').getAttribute('data-status-shown')).toBeNull();
});
