import { readSite } from '../../support/site-model.ts';
import { expect, test } from '../fixtures.ts';
import { narrowest } from '../header-layout.ts';
import { blockSetTag } from '../block-sets.ts';
import { axeViolations, expectActiveMenuEntries, expectPageShown, openAs, where } from '../page-checks.ts';
import { e2eSites } from '../sites.ts';

/**
 * Every route the live site declares (each page, each collection item, an unknown item of each
 * collection, an unknown page), in every language, at 1440 px (live-desktop), then at the narrowest
 * phone's. At 390 px (live-mobile), one route per set of blocks (tests/e2e/block-sets.ts), in every
 * language: what a phone's width changes is the layout its blocks and the shell draw, which the
 * other routes with the same blocks share; their words and links are checked on every route at
 * 1440 px, and their width at 320 px. Derived from the site's YAML: a new page, article, kind of
 * page or language is checked as soon as it exists, and no edit of a word can make these fail
 * unless the page really is broken.
 */
const site = readSite(e2eSites.live.root);

for (const language of site.languages) {
  test.describe(`live site in ${site.languageLabel(language)}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    for (const route of site.routes) {
      test(
        `#/${route.route} shows its page whole, with no text key and the menu entries of its breadcrumb active; axe finds nothing; nothing scrolls sideways at ${narrowest} px`,
        blockSetTag(site, route),
        async ({ page, at, consoleErrors }) => {
          await openAs(page, at, language, route.route);
          await expectPageShown(page, site, route, language);
          await expectActiveMenuEntries(page, at, site, route, language);
          // Errors logged so far go with axe's findings: a block that failed and was left out shows in both.
          expect(await axeViolations(page), `${where(page, site, route.route, language)}: axe; console errors: ${consoleErrors.join(' | ') || 'none'}`).toEqual(
            [],
          );
          await page.setViewportSize({ width: narrowest, height: 640 });
          // Measured once the narrowed page has settled: what the browser fetches for the new width arrives after the
          // resize (once, in a full run, the page measured 4 px too wide at once and fit when measured again).
          await expect
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${where(page, site, route.route, language)}: page width` })
            .toBeLessThanOrEqual(narrowest);
        },
      );
    }
  });
}
