import { expect, test } from './fixtures.ts';
import { e2ePrimaryColour } from './sites.ts';

// The fixture's copies name a primary colour of their own (tests/e2e/sites.ts): it reaches the
// prerendered pages through the one style sheet, before any script runs (docs/BEHAVIOUR.md#brand).
test('the primary colour of site.yaml colours the buttons and links of the built pages, before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const page = await context.newPage();
  await page.goto('/');
  const button = page.locator('main .button--primary').first();
  await expect(button).toHaveCSS('background-color', e2ePrimaryColour.rgb);
  await expect(page.locator('main .eyebrow').first()).toHaveCSS('color', e2ePrimaryColour.rgb);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', e2ePrimaryColour.hex);
  // No style sheet of its own: the colours are in the site's one style sheet.
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
  await context.close();
});
