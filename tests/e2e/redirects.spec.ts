import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { e2eRedirects, e2eSites } from './sites.ts';

// The old addresses of the fixture's copies (tests/e2e/sites.ts) lead to their pages, in every
// language, with hash and path routing (docs/BEHAVIOUR.md#redirects).

test('an old hash address gives way to its page in place, at once and later, with no history entry of its own', async ({ page, at }) => {
  test.skip(at.routing !== 'hash', 'hash routing only');
  await page.goto('/#/team');
  await expect(page).toHaveURL(/\/#\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  // Typed or followed later: the app replaces it too, and Back leads to the page before.
  await page.goto('/#/contact');
  await page.evaluate(() => (location.hash = '#/news/old-first-steps'));
  await expect(page).toHaveURL(/\/#\/articles\/first-steps$/);
  await expect(page.locator('article')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/#\/contact$/);
});

test('an old path answers 301 with the page, in every language, and the page at the old address sends the visitor on without script', async ({
  page,
  at,
  browser,
  baseURL,
}) => {
  test.skip(at.routing !== 'path', 'path routing only');
  for (const [from, to] of Object.entries(e2eRedirects)) {
    for (const language of ['en', 'es']) {
      const response = await page.request.get(at.url(from, language), { maxRedirects: 0 });
      expect([response.status(), response.headers().location]).toEqual([301, at.url(to, language)]);
    }
  }
  await page.goto(at.url('team', 'es'));
  await expect(page).toHaveURL(new URL(at.url('about', 'es'), baseURL).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nosotros');

  // A host that ignores _redirects serves the page the build wrote at the old address.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const oldPage = readFileSync(join(e2eSites.fixturePath.outDir, 'es/team/index.html'), 'utf8');
  await visitor.route(new URL(at.url('team', 'es'), baseURL).href, (route) => route.fulfill({ body: oldPage, contentType: 'text/html' }));
  await visitor.goto(at.url('team', 'es'));
  await expect(visitor).toHaveURL(new URL(at.url('about', 'es'), baseURL).href);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Nosotros');
  await context.close();
});
