import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

/** Every route of the site: axe (WCAG 2.0–2.2 A and AA rules) must find nothing, in both languages. */
const routes = [
  '', 'about-us', 'contact', 'blog', 'blog-details/What-is-Industry-4.0', 'blog-details/No-such-article', 'no-such-page',
  'web-services', 'web-services/development', 'web-services/design', 'web-services/mobile-development', 'web-services/e-commerce', 'web-services/enterprise-solutions', 'web-services/seo-services',
  'cloud-services', 'cloud-services/compute-services', 'cloud-services/storage-services', 'cloud-services/database-services', 'cloud-services/network-services', 'cloud-services/industrial-services', 'cloud-services/machine-learning-services',
  'data-intelligence', 'data-intelligence/data-science', 'data-intelligence/machine-learning', 'data-intelligence/bussines-intelligence', 'data-intelligence/data-analytics', 'data-intelligence/data-management', 'data-intelligence/data-reporting',
  'services', 'service-creativity-and-design-quality', 'service-search-engine-optimized', 'service-search-engine-link-building', 'service-search-engine-google-penalty-recovery', 'service-search-engine-local-seo-services',
  'privacy-policy', 'terms-and-conditions',
  'blog-details/The-academia-industry-partnership-for-the-implementation', 'blog-details/Data-analytics-and-artificial-intelligence', 'blog-details/Interconnected-machines-and-human-machine-interaction',
];

for (const language of ['en', 'es']) {
  test.describe(`axe, ${language}`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((lang) => localStorage.setItem('site.language', lang), language);
    });
    for (const route of routes) {
      test(`#/${route}`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(`/#/${route}`);
        await expect(page.locator('main h1')).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | ')}`);
        expect(violations).toEqual([]);
      });
    }
  });
}
