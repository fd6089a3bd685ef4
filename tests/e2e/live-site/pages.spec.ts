import { readSite } from '../../support/site-model.ts';
import { expect, test } from '../fixtures.ts';
import { narrowest } from '../header-layout.ts';
import { axeViolations, expectActiveMenuEntries, expectPageShown, openAs, where } from '../page-checks.ts';
import { e2eSites } from '../sites.ts';

/**
 * Every route the live site declares (each page, each collection item, an unknown item of each
 * collection, an unknown page), in every language, at the width of the project running it (1440
 * and 390 px), then at the narrowest phone's. Derived from the site's YAML: a new page, article or
 * language is checked as soon as it exists, and no edit of a word can make these fail unless the
 * page really is broken.
 */
const site = readSite(e2eSites.live.root);

for (const language of site.languages) {
  test.describe(`live site in ${site.languageLabel(language)}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    for (const route of site.routes) {
      test(`#/${route.route} shows its page whole, with no text key and the menu entries of its breadcrumb active; axe finds nothing; nothing scrolls sideways at ${narrowest} px`, async ({
        page,
        at,
        consoleErrors,
      }) => {
        await openAs(page, at, language, route.route);
        await expectPageShown(page, site, route, language);
        await expectActiveMenuEntries(page, at, site, route, language);
        // Errors logged so far go with axe's findings: a block that failed and was left out shows in both.
        expect(await axeViolations(page), `${where(page, site, route.route, language)}: axe; console errors: ${consoleErrors.join(' | ') || 'none'}`).toEqual(
          [],
        );
        await page.setViewportSize({ width: narrowest, height: 640 });
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, `${where(page, site, route.route, language)}: page width`).toBeLessThanOrEqual(narrowest);
      });
    }
  });
}
