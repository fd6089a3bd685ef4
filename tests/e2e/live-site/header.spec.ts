import { readSite } from '../../support/site-model.ts';
import { expect, test } from '../fixtures.ts';
import { headerProblemsAcrossWidths, narrowest, widest, widths } from '../header-layout.ts';
import { openAs } from '../page-checks.ts';
import { e2eSites } from '../sites.ts';

/**
 * The live site's header holds whatever its editors write: more menu entries, longer labels, a
 * longer company name, other languages. The languages come from its YAML; nothing else is named.
 */
const site = readSite(e2eSites.live.root);

for (const language of site.languages) {
  const label = site.languageLabel(language);

  test(`the header's items stay on one line and never overlap, from ${narrowest} to ${widest} px, in ${label}`, async ({ page, at }) => {
    await openAs(page, at, language, '');
    const problems = await headerProblemsAcrossWidths(page, label);
    expect(problems, `header items overlapping, outside the window or on another line (widths tried: ${widths.join(', ')})`).toEqual([]);
  });
}
