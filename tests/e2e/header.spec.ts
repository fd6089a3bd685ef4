import { readSite } from '../support/site-model.ts';
import { expect, test } from './fixtures.ts';
import { headerProblemsAcrossWidths, narrowest, widest } from './header-layout.ts';
import { openAs } from './page-checks.ts';
import { e2eSites } from './sites.ts';

/**
 * Editors lengthen the menu and rename the company; the header must keep every item apart at every
 * width. The fixture's own header is short, so these tests lengthen it in the page as an editor's
 * YAML would: the same elements, more of them and longer.
 */
const fixture = readSite(e2eSites.fixture.root);

for (const language of fixture.languages) {
  const label = fixture.languageLabel(language);

  test(`a menu twice as long and a long company name keep the header's items apart from ${narrowest} to ${widest} px, in ${label}`, async ({ page, at }) => {
    await openAs(page, at, language, '');
    await expect(page.locator('h1')).toBeVisible();
    await page.evaluate(() => {
      const list = document.querySelector('.main-nav ul')!;
      // A copy of the live list: the loop adds to it.
      for (const entry of Array.from(list.children)) {
        const copy = entry.cloneNode(true) as HTMLElement;
        copy.querySelector('a')!.append(' y más');
        list.append(copy);
      }
      document.querySelector('.brand span')!.textContent = 'Northwind & Partners Consultores Asociados';
    });
    const problems = await headerProblemsAcrossWidths(page, label);
    expect(problems, 'header items overlapping or outside the window').toEqual([]);
  });
}
