import { expect, test } from './fixtures.ts';

test.describe('routing', () => {
  test('home renders its hero headline as the only h1, in English by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toContainText('Digital transformation, cloud computing and data intelligence');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Cloud, data and web consultancy in Madrid · Meridia Consulting');
  });

  test('the menu leads to each section, and the title follows the route', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    const menu = page.locator('header nav').first();
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['#/', '#/about-us', '#/cloud-services', '#/data-intelligence', '#/web-services', '#/blog', '#/contact']);
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/#\/about-us$/);
    await expect(page.locator('h1')).toHaveText('About us');
    await expect(page).toHaveTitle('About us · Meridia Consulting');
  });

  test('a deep link opens its page directly, with its breadcrumb', async ({ page }) => {
    await page.goto('/#/web-services/development');
    await expect(page.locator('h1')).toHaveText('Web development');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Web services', 'Web development']);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText('Web development');
    await expect(page.locator('main section h2')).toHaveCount(2);
    await expect(page.locator('main section h3')).toHaveCount(8);
  });
});

test.describe('active menu entry', () => {
  const active = (page: import('@playwright/test').Page) => page.locator('header nav').first().locator('a[aria-current="page"]');

  test('Home is active only on the home route', async ({ page }) => {
    await page.goto('/');
    await expect(active(page)).toHaveAttribute('href', '#/');
    await page.goto('/#/about-us');
    await expect(page.locator('h1')).toHaveText('About us');
    await expect(active(page)).toHaveAttribute('href', '#/about-us');
  });

  test('a section stays active on its sub-pages', async ({ page }) => {
    await page.goto('/#/cloud-services/compute-services');
    await expect(page.locator('h1')).toBeVisible();
    await expect(active(page)).toHaveCount(1);
    await expect(active(page)).toHaveAttribute('href', '#/cloud-services');
  });
});

test.describe('pages that do not exist', () => {
  test('an unknown route shows a translated not-found page with a way home', async ({ page }) => {
    await page.goto('/#/no-such-page');
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect(page.locator('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('h1')).toHaveText('Página no encontrada');
  });

  test('an unknown article slug says so, links back to the blog and lists the articles', async ({ page }) => {
    await page.goto('/#/blog-details/No-such-article');
    await expect(page.locator('h1')).toHaveText('Article not found');
    await expect(page.locator('article')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '#/blog');
    await expect(page.getByRole('complementary', { name: 'Popular Posts' }).getByRole('link')).toHaveCount(4);
  });

  test('route parameters render as text, never as markup', async ({ page }) => {
    await page.goto('/#/blog-details/<img src=x onerror=window.__pwned=1>');
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.goto('/#/%E0%A4%A');
    await expect(page.locator('h1')).toHaveText('Page not found');
  });
});

test.describe('blog', () => {
  test('an article shows inside <article>, with the other three in Popular Posts', async ({ page }) => {
    await page.goto('/#/blog-details/What-is-Industry-4.0');
    await expect(page.locator('article')).toContainText('Industry 4.0');
    const popular = page.getByRole('complementary', { name: 'Popular Posts' }).getByRole('link');
    await expect(popular).toHaveCount(3);
    const hrefs = await popular.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain('#/blog-details/What-is-Industry-4.0');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveCount(3);
    await expect(crumbs.nth(1)).toHaveText('Blog');
  });
});

test.describe('scroll position', () => {
  test('a new page starts at the top, and Back returns to where the visitor was', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    const link = page.locator('main').getByRole('link', { name: 'Right-sized cloud compute' });
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await link.click();
    await expect(page.locator('h1')).toHaveText('Compute services');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.locator('h1')).toContainText('Digital transformation');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    await page.goForward();
    await expect(page.locator('h1')).toHaveText('Compute services');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the go-to-top control appears further down and takes the visitor back up', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#/about-us');
    await expect(page.locator('h1')).toBeVisible();
    const control = page.getByRole('button', { name: 'Back to top' });
    await expect(control).toBeHidden();
    await page.locator('footer').scrollIntoViewIfNeeded();
    await control.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('about page', () => {
  test('shows the five skill values and the four counters', async ({ page }) => {
    await page.goto('/#/about-us');
    await expect(page.locator('h1')).toHaveText('About us');
    const bars = page.getByRole('progressbar');
    const values = await bars.evaluateAll((els) => els.map((el) => el.getAttribute('aria-valuenow')));
    expect(values).toEqual(['100', '100', '90', '80', '80']);
    await expect(page.locator('.counter')).toHaveCount(4);
    await page.locator('.counter').first().scrollIntoViewIfNeeded();
    await expect(page.locator('.counter dd')).toHaveText(['22+', '500+', '25+', '100+'].map((v) => new RegExp(v.replace('+', '\\+'))));
  });
});
