import { readSite } from '../support/site-model.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations, openAs, where } from './page-checks.ts';
import { e2eSites } from './sites.ts';

/**
 * Every route of the fixture site, which uses every block, in both languages and at both widths
 * (the desktop and mobile projects), with both kinds of addresses: axe (WCAG 2.0–2.2 A and AA
 * rules) must find nothing.
 */
const fixture = readSite(e2eSites.fixture.root);

for (const language of fixture.languages) {
  test.describe(`axe, ${fixture.languageLabel(language)}`, () => {
    for (const route of fixture.routes) {
      test(`/${route.route}`, async ({ page, at }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openAs(page, at, language, route.route);
        await expect(page.locator('main h1')).toBeVisible();
        expect(await axeViolations(page), `${where(page, fixture, route.route, language)}: axe`).toEqual([]);
      });
    }
  });
}
