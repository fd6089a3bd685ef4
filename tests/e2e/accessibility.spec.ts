import { readSite } from '../support/site-model.ts';
import { blockSetTag } from './block-sets.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations, openAs, where } from './page-checks.ts';
import { e2eSites } from './sites.ts';

/**
 * The fixture site, which uses every block, in both languages: axe (WCAG 2.0–2.2 A and AA rules)
 * must find nothing. On every route at 1440 px with hash routing (the desktop project); at 390 px
 * (mobile, mobile-path) and with path routing (desktop-path, mobile-path) on one route per set of
 * blocks (tests/e2e/block-sets.ts). A phone's width changes the layout the blocks and the shell
 * draw, not the words; path routing changes the language switcher (links instead of buttons, and
 * on the not-found page links to each home page), the addresses links lead to, and how a page
 * arrives (prerendered, then taken over): all the same on every route with the same blocks, and
 * axe reads no address. Each of those routes stands for the others with its blocks, the unknown
 * article and the unknown page included, as kinds of their own.
 */
const fixture = readSite(e2eSites.fixture.root);

for (const language of fixture.languages) {
  test.describe(`axe, ${fixture.languageLabel(language)}`, () => {
    for (const route of fixture.routes) {
      test(`/${route.route}`, blockSetTag(fixture, route), async ({ page, at }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openAs(page, at, language, route.route);
        await expect(page.locator('main h1')).toBeVisible();
        expect(await axeViolations(page), `${where(page, fixture, route.route, language)}: axe`).toEqual([]);
      });
    }
  });
}
