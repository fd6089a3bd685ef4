import { readSite } from '../support/site-model.ts';
import { expect, test } from './fixtures.ts';
import { chunksOf, recordScripts } from './fetched-scripts.ts';
import { languageControl } from './language-switch.ts';
import { e2eSites } from './sites.ts';

/**
 * On the page a visitor opens first, the blocks that only draw markup and links stay as the build
 * drew them and load no code; their links still move inside the app (docs/PERFORMANCE.md#blocks-drawn-once).
 * The news page shows two such blocks: a title banner and the list of articles.
 */
const fixture = readSite(e2eSites.fixture.root);
const news = fixture.routes.find((route) => route.route === 'news')!;
const newsHeading = (language: string) => fixture.text(language, news.data[language]!.title);

test('the first page keeps its blocks as drawn, without their code; a link in one moves inside the app, to the top of the next page, focus on it', async ({
  page,
  at,
}) => {
  const scripts = recordScripts(page);
  await page.goto(at.url('news'));
  await expect(page.locator('h1')).toHaveText(newsHeading('en'));
  expect([...chunksOf(scripts, 'TitleBanner'), ...chunksOf(scripts, 'BlogCards')]).toEqual([]);

  // Still this document after the click: a page load would lose this mark.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const article = page.locator('main .blog-cards').getByRole('link').first();
  const title = (await article.textContent())!;
  await article.click();
  await expect(page.locator('h1')).toHaveText(title);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.locator('main')).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // The article's own blocks came with their code.
  expect(chunksOf(scripts, 'ArticleBody')).toHaveLength(1);

  await page.goBack();
  await expect(page.locator('h1')).toHaveText(newsHeading('en'));
  await expect(page.locator('main .blog-cards').getByRole('link').first()).toHaveText(title);
});

test('switching language draws the first page again by its blocks’ code, in that language', async ({ page, at }) => {
  const scripts = recordScripts(page);
  await page.goto(at.url('news'));
  await expect(page.locator('h1')).toHaveText(newsHeading('en'));
  await languageControl(page, at.routing, 'Español').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('h1')).toHaveText(newsHeading('es'));
  expect(chunksOf(scripts, 'BlogCards')).toHaveLength(1);
  await expect(page.locator('main .blog-cards').getByRole('link').first()).toBeVisible();
});

test('a question opened on the first page stays open when its language changes', async ({ page, at }) => {
  await page.goto(at.url('contact'));
  const questions = page.locator('main .faq details');
  await questions.nth(1).locator('summary').click();
  await expect(questions.nth(1)).toHaveAttribute('open', '');
  await languageControl(page, at.routing, 'Español').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('h1')).toHaveText(fixture.text('es', fixture.routes.find((route) => route.route === 'contact')!.data.es!.title));
  await expect(questions.nth(1)).toHaveAttribute('open', '');
  await expect(questions.nth(0)).not.toHaveAttribute('open');
});
