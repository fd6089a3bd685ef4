import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { blocksFolder, blockTypesIn } from '../../src/content/schema/block-folders.ts';
import { projectSchemas } from '../../src/content/schema/project-schemas.ts';
import type { Block, PageData } from '../../src/shared/content.ts';
import { projectRoot } from '../support/site-copy.ts';
import { linksIn, linksInText, readSite, type SiteRoute } from '../support/site-model.ts';
import { hrefs, type AnyBlockCheck } from './block-check.ts';
import { expect, test } from './fixtures.ts';
import { narrowest } from './header-layout.ts';
import { expectActiveMenuEntries, expectPageShown, openAs, where } from './page-checks.ts';
import { e2eSites } from './sites.ts';

/**
 * Every route of the fixture site (each page, each article, an unknown article, an unknown page,
 * and the page the copy under test adds for each block's example) in both languages: the page is
 * whole, and each block of its YAML is drawn, in order, with every text and link its YAML gives it,
 * and whatever its folder's own check (`src/blocks/<type>/<type>.e2e.ts`) asks
 * (docs/BEHAVIOUR.md#routes). Expectations are read from the YAML, not copied here.
 */
const fixture = readSite(e2eSites.fixture.root);

/** Each block type's own check, from its folder, for the types that have one. */
const blockChecks = new Map(
  await Promise.all(
    blockTypesIn(projectRoot)
      .map((type) => [type, join(projectRoot, blocksFolder, type, `${type}.e2e.ts`)] as const)
      .filter(([, file]) => existsSync(file))
      .map(async ([type, file]) => [type, ((await import(file)) as { check: AnyBlockCheck }).check] as const),
  ),
);

/** The text keys a block's YAML names, as the schema marks them, formatted or not. */
function textRefsOf(block: Block) {
  const { refs } = projectSchemas().check('page', { route: 'x', title: 'x.x', blocks: [block] });
  return refs.filter((ref) => ref.kind === 'text' && ref.pointer.startsWith('/blocks/'));
}

/** The texts a block's YAML names, as `language` shows them. */
const textsOf = (block: Block, language: string): string[] => textRefsOf(block).map((ref) => fixture.text(language, ref.value));

/** The links of a block: those its YAML names, and those of its formatted texts in `language` (docs/BEHAVIOUR.md#formatted-texts): compared in any order, as a text's links stand among the others. */
function linksOf(block: Block, page: PageData): string[] {
  const inTexts = textRefsOf(block).flatMap((ref) => (ref.formatting ? linksInText(page.formatted?.[ref.value] ?? []) : []));
  return [...linksIn(block), ...inTexts];
}

const byText = (a: string, b: string) => a.localeCompare(b);

/** What an element shows, to people and to assistive technology: its text and the labels of its parts, without white space. */
const shownBy = (element: Locator) =>
  element.evaluate((root) => {
    const labels = [...root.querySelectorAll('[alt], [aria-label], [title], [placeholder]')].flatMap((part) =>
      ['alt', 'aria-label', 'title', 'placeholder'].map((name) => part.getAttribute(name) ?? ''),
    );
    return [root.textContent ?? '', ...labels].join('').replace(/\s+/g, '');
  });

async function expectBreadcrumb(main: Locator, route: SiteRoute, language: string, href: (link: string) => string, at: string) {
  const page = route.data[language]!;
  const banner = page.blocks.find((block) => block.type === 'title-banner');
  const nav = main.locator('nav.breadcrumb');
  if (!banner || banner.breadcrumb === false || page.breadcrumb.length < 2) {
    await expect(nav, `${at}: no breadcrumb`).toHaveCount(0);
    return;
  }
  await expect(nav.getByRole('listitem'), `${at}: breadcrumb`).toHaveText(page.breadcrumb.map((crumb) => fixture.text(language, crumb.label, crumb.values)));
  expect(await hrefs(nav.getByRole('link')), `${at}: breadcrumb links`).toEqual(page.breadcrumb.flatMap((crumb) => (crumb.href ? [href(crumb.href)] : [])));
  await expect(nav.locator('[aria-current="page"]'), `${at}: the breadcrumb's current page`).toHaveCount(1);
}

async function expectBlocks(main: Locator, route: SiteRoute, language: string, href: (link: string) => string, at: string) {
  const page = route.data[language]!;
  const drawn = main.locator(':scope > div > *');
  await expect(drawn, `${at}: one element per block`).toHaveCount(page.blocks.length);
  for (const [index, block] of page.blocks.entries()) {
    const element = drawn.nth(index);
    const shown = await shownBy(element);
    const missing = textsOf(block, language).filter((text) => !shown.includes(text.replace(/\s+/g, '')));
    expect(missing, `${at}: texts of block ${index + 1} (${block.type}) not shown`).toEqual([]);
    const links = linksOf(block, page);
    if (links.length > 0) {
      const drawn = (await hrefs(element.locator('a[href]:not([aria-hidden="true"])'))).map(String).sort(byText);
      expect(drawn, `${at}: links of block ${index + 1} (${block.type})`).toEqual(links.map(href).sort(byText));
    }
    const check = blockChecks.get(block.type);
    await test.step(`${block.type} (block ${index + 1})`, () => check?.({ element, block, page, site: fixture, href }));
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
        // On every route, so that the phone projects may check one route per set of blocks (tests/e2e/block-sets.ts).
        await page.setViewportSize({ width: narrowest, height: 640 });
        // Once settled, as in live-site/pages.spec.ts: what the browser fetches for the new width arrives after the resize.
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${place}: page width at ${narrowest} px` })
          .toBeLessThanOrEqual(narrowest);
      });
    }
  });
}
