import { brandColourDefaults } from '../../src/styles/brand.ts';
import { expect, test } from './fixtures.ts';
import { DevProject } from './dev-project.ts';
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

// The site's own drawings are drawn in its default colours; the build draws them in the brand's
// (docs/BEHAVIOUR.md#brand): the logo and every drawing of the home page, in the copies' green.
test("the site's drawings on the page (the logo, the illustrations) are drawn in the brand's primary colour, none in the default one", async ({
  page,
  request,
}) => {
  await page.goto('/');
  const drawings = await page.locator('img[src$=".svg"]').evaluateAll((images) => [...new Set(images.map((image) => (image as HTMLImageElement).src))]);
  expect(drawings.length, 'drawings on the home page').toBeGreaterThan(1);
  const inDefaultPrimary = [];
  for (const drawing of drawings) {
    const svg = (await (await request.get(drawing)).text()).toLowerCase();
    if (svg.includes(brandColourDefaults.primary)) inDefaultPrimary.push(drawing);
  }
  expect(inDefaultPrimary, `drawings still in the default primary colour ${brandColourDefaults.primary}`).toEqual([]);
  const logo = await page.locator('header .brand img').getAttribute('src');
  expect((await (await request.get(new URL(logo!, page.url()).href)).text()).toLowerCase()).toContain(e2ePrimaryColour.hex);
});

test('npm start serves the drawings in the brand colours too, with the sandbox of public/_headers', async ({ request, routing }) => {
  test.skip(routing === 'path', 'one development server, whatever the addresses');
  test.setTimeout(120_000);
  const project = new DevProject('brand-dev-');
  try {
    project.edit('site.yaml', '\ncontact:\n', `\nbrand:\n  colors:\n    primary: "${e2ePrimaryColour.hex}"\n\ncontact:\n`);
    await project.startServer();
    const logo = await request.get(`${project.url}images/logo-mark.svg`);
    expect(logo.headers()['content-type']).toBe('image/svg+xml');
    expect(logo.headers()['content-security-policy']).toMatch(/^sandbox;/);
    const svg = (await logo.text()).toLowerCase();
    expect(svg).toContain(e2ePrimaryColour.hex);
    expect(svg).not.toContain(brandColourDefaults.primary);
  } finally {
    await project.stop();
  }
});
