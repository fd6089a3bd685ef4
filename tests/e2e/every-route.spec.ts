import type { Locator } from '@playwright/test';
import type { Block, BlockType, PageData } from '../../src/shared/content.ts';
import { linksIn, readSite, type SiteRoute } from '../support/site-model.ts';
import { expect, test } from './fixtures.ts';
import { expectActiveMenuEntries, expectPageShown, openAs, where } from './page-checks.ts';
import { e2eSites } from './sites.ts';

/**
 * Every route of the fixture site (each page, each article, an unknown article, an unknown page)
 * in both languages: the page is whole, and each block of its YAML is drawn, in order, with what
 * its YAML gives it (docs/BEHAVIOUR.md#routes). Expectations are read from the fixture's YAML, not
 * copied here.
 */
const fixture = readSite(e2eSites.fixture.root);

/** An element only the block of that type draws, at or under its outermost element. */
const blockMarks: Record<BlockType, string> = {
  'hero-slider': '.hero',
  'title-banner': '.title-banner',
  'media-text': '.media-text',
  'service-cards': '.card-grid',
  'feature-lists': '.feature-lists',
  'skill-bars': '.skill-bars',
  counters: '.counters',
  'text-section': '.text-blocks',
  'call-to-action': '.cta',
  'blog-cards': '.blog-cards',
  'article-body': '.article-layout',
  'office-cards': '.office-cards',
  'contact-form': '.contact-form',
  'office-map': '.office-map',
};

const hrefs = (locator: Locator) => locator.evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** What each kind of block must show, given its YAML and the page's compiled data. */
const blockChecks: { [T in BlockType]?: (element: Locator, block: Extract<Block, { type: T }>, page: PageData, href: (link: string) => string) => Promise<void> } = {
  'hero-slider': async (element, block) => {
    await expect(element.locator('.hero-slide__title')).toHaveCount(block.slides.length);
  },
  'skill-bars': async (element, block) => {
    expect(await element.getByRole('progressbar').evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-valuenow')))).toEqual(block.skills.map((skill) => String(skill.value)));
  },
  counters: async (element, block) => {
    await expect(element.locator('.counter')).toHaveCount(block.items.length);
  },
  'text-section': async (element, block) => {
    await expect(element.locator('.text-block h3')).toHaveCount(block.items.length);
  },
  'blog-cards': async (element, block, page, href) => {
    const shown = (page.articles ?? []).slice(0, block.limit);
    expect(await hrefs(element.locator('.blog-card__title a'))).toEqual(shown.map((article) => href(`/${article.route}`)));
    await expect(element.locator('.blog-card img')).toHaveCount(shown.length);
  },
  'office-cards': async (element) => {
    await expect(element.locator('.office-card')).toHaveCount(fixture.site.offices.length);
  },
  'contact-form': async (element) => {
    await expect(element.locator('form input:not(.form-trap input), form textarea')).toHaveCount(5);
    await expect(element.locator('textarea[name="message"]')).toHaveAttribute('rows', '6');
  },
  'article-body': async (element, _block, page, href) => {
    await expect(element.locator('article')).toHaveCount(page.item ? 1 : 0);
    await expect(element.locator('.article-missing')).toHaveCount(page.item ? 0 : 1);
    expect(await hrefs(element.getByRole('complementary').getByRole('link'))).toEqual((page.articles ?? []).map((article) => href(`/${article.route}`)));
  },
};

async function expectBreadcrumb(main: Locator, route: SiteRoute, language: string, href: (link: string) => string, at: string) {
  const page = route.data[language]!;
  const banner = page.blocks.find((block) => block.type === 'title-banner');
  const nav = main.locator('nav.breadcrumb');
  if (!banner || banner.breadcrumb === false || page.breadcrumb.length < 2) {
    await expect(nav, `${at}: no breadcrumb`).toHaveCount(0);
    return;
  }
  await expect(nav.getByRole('listitem'), `${at}: breadcrumb`).toHaveText(page.breadcrumb.map((crumb) => fixture.text(language, crumb.label)));
  expect(await hrefs(nav.getByRole('link')), `${at}: breadcrumb links`).toEqual(page.breadcrumb.flatMap((crumb) => (crumb.href ? [href(crumb.href)] : [])));
  await expect(nav.locator('[aria-current="page"]'), `${at}: the breadcrumb's current page`).toHaveCount(1);
}

async function expectBlocks(main: Locator, route: SiteRoute, language: string, href: (link: string) => string, at: string) {
  const page = route.data[language]!;
  const drawn = main.locator(':scope > div > *');
  await expect(drawn, `${at}: one element per block`).toHaveCount(page.blocks.length);
  for (const [index, block] of page.blocks.entries()) {
    const element = drawn.nth(index);
    const mark = blockMarks[block.type];
    expect(await element.evaluate((el, selector) => el.matches(selector) || el.querySelector(selector) !== null, mark), `${at}: block ${index + 1} is a ${block.type}`).toBe(true);
    const links = linksIn(block);
    if (links.length > 0) {
      expect(await hrefs(element.locator('a[href]:not([aria-hidden="true"])')), `${at}: links of block ${index + 1} (${block.type})`).toEqual(links.map(href));
    }
    const check = blockChecks[block.type] as ((element: Locator, block: Block, page: PageData, href: (link: string) => string) => Promise<void>) | undefined;
    await test.step(`${block.type} (block ${index + 1})`, () => check?.(element, block, page, href));
  }
}

for (const language of fixture.languages) {
  test.describe(`every route in ${fixture.languageLabel(language)}`, () => {
    for (const route of fixture.routes) {
      test(`/${route.route}`, async ({ page, at }) => {
        await openAs(page, at, language, route.route);
        await expectPageShown(page, fixture, route, language);
        await expectActiveMenuEntries(page, at, fixture, route, language);
        const place = where(page, fixture, route.route, language);
        const main = page.locator('main');
        const href = (link: string) => at.href(link, language);
        await expectBreadcrumb(main, route, language, href, place);
        await expectBlocks(main, route, language, href, place);
      });
    }
  });
}

test('the fixture site uses every block type', () => {
  const used = new Set(fixture.routes.flatMap((route) => route.blocks));
  expect(Object.keys(blockMarks).filter((type) => !used.has(type as BlockType))).toEqual([]);
});
