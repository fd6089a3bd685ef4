import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Every route of the site, with what each must show (docs/BEHAVIOUR.md#routes). */
const webDetails = ['development', 'design', 'mobile-development', 'e-commerce', 'enterprise-solutions', 'seo-services'];
const cloudDetails = ['compute-services', 'storage-services', 'database-services', 'network-services', 'industrial-services', 'machine-learning-services'];
const dataTopics = ['data-science', 'machine-learning', 'bussines-intelligence', 'data-analytics', 'data-management', 'data-reporting'];
const articles = ['The-academia-industry-partnership-for-the-implementation', 'What-is-Industry-4.0', 'Data-analytics-and-artificial-intelligence', 'Interconnected-machines-and-human-machine-interaction'];

interface Expectation {
  route: string;
  /** Breadcrumb entries before the page itself, as hrefs. */
  trail?: string[];
  check?: (page: Page) => Promise<void>;
}

const cardLinks = (page: Page) => page.locator('.service-card a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const eightTextBlocks = async (page: Page) => {
  await expect(page.locator('main section h2')).toHaveCount(2);
  await expect(page.locator('.text-block h3')).toHaveCount(8);
};
const overview = (section: string, details: string[]) => async (page: Page) => {
  expect(await cardLinks(page)).toEqual(details.map((d) => `#/${section}/${d}`));
  await expect(page.locator('.feature-list a').first()).toBeVisible();
  const cta = page.locator('.cta');
  expect(await cta.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['#/about-us', '#/contact']);
};

const routes: Expectation[] = [
  {
    route: '',
    check: async (page) => {
      expect(await cardLinks(page)).toEqual(['#/data-intelligence', '#/cloud-services', '#/data-intelligence', '#/web-services/enterprise-solutions', '#/web-services/development', '#/data-intelligence/data-management']);
      expect(await page.locator('.feature-list a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        '#/cloud-services/compute-services', '#/cloud-services/machine-learning-services', '#/data-intelligence/data-analytics', '#/cloud-services/industrial-services', '#/web-services/seo-services',
        '#/web-services/mobile-development', '#/data-intelligence/data-science', '#/data-intelligence/bussines-intelligence', '#/data-intelligence/data-reporting',
      ]);
      await expect(page.locator('.blog-card')).toHaveCount(4);
      expect(await page.locator('.blog-card__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').sort())).toEqual(articles.map((a) => `#/blog-details/${a}`).sort());
      expect(await page.getByRole('progressbar').evaluateAll((bars) => bars.map((b) => b.getAttribute('aria-valuenow')))).toEqual(['100', '90', '80']);
      const hero = page.locator('.hero');
      expect(await hero.getByRole('link').evaluateAll((links) => links.slice(0, 2).map((a) => a.getAttribute('href')))).toEqual(['#/about-us', '#/contact']);
      expect(await page.locator('.media-text a').getAttribute('href')).toBe('#/cloud-services');
    },
  },
  {
    route: 'about-us',
    trail: ['#/'],
    check: async (page) => {
      expect(await page.getByRole('progressbar').evaluateAll((bars) => bars.map((b) => b.getAttribute('aria-valuenow')))).toEqual(['100', '100', '90', '80', '80']);
      await expect(page.locator('.counter')).toHaveCount(4);
      await expect(page.locator('.feature-list a')).toHaveCount(9);
    },
  },
  { route: 'contact', trail: ['#/'], check: async (page) => {
    await expect(page.locator('.office-card')).toHaveCount(3);
    await expect(page.locator('form.contact-form__form textarea[name="message"]')).toHaveAttribute('rows', '6');
  } },
  { route: 'blog', trail: ['#/'], check: async (page) => {
    await expect(page.locator('.blog-card')).toHaveCount(4);
    await expect(page.locator('.blog-card img')).toHaveCount(4);
  } },
  ...articles.map((slug) => ({ route: `blog-details/${slug}`, trail: ['#/', '#/blog'], check: async (page: Page) => {
    await expect(page.locator('article')).toHaveCount(1);
    await expect(page.getByRole('complementary').getByRole('link')).toHaveCount(3);
  } })),
  { route: 'web-services', trail: ['#/'], check: overview('web-services', webDetails) },
  { route: 'cloud-services', trail: ['#/'], check: overview('cloud-services', cloudDetails) },
  { route: 'data-intelligence', trail: ['#/'], check: overview('data-intelligence', dataTopics) },
  ...webDetails.map((d) => ({ route: `web-services/${d}`, trail: ['#/', '#/web-services'], check: eightTextBlocks })),
  ...cloudDetails.map((d) => ({ route: `cloud-services/${d}`, trail: ['#/', '#/cloud-services'], check: eightTextBlocks })),
  ...dataTopics.map((d) => ({ route: `data-intelligence/${d}`, trail: ['#/', '#/data-intelligence'], check: eightTextBlocks })),
  { route: 'services', trail: ['#/'] },
  { route: 'service-creativity-and-design-quality', trail: ['#/', '#/web-services'], check: eightTextBlocks },
  ...['optimized', 'link-building', 'google-penalty-recovery', 'local-seo-services'].map((s) => ({ route: `service-search-engine-${s}`, trail: ['#/', '#/web-services', '#/web-services/seo-services'] })),
  { route: 'privacy-policy', trail: ['#/'] },
  { route: 'terms-and-conditions', trail: ['#/'] },
];

const rawKey = /\b(common|home|about|web|cloud|data|blog|why|skills|services|legal|contact|notFound)\.[a-zA-Z]+(\.[a-zA-Z0-9]+)*\b/;

for (const language of ['en', 'es'] as const) {
  test.describe(`every route in ${language === 'en' ? 'English' : 'Spanish'}`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((lang) => localStorage.setItem('site.language', lang), language);
    });

    for (const { route, trail, check } of routes) {
      test(`#/${route}`, async ({ page }) => {
        await page.goto(`/#/${route}`);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('h1')).not.toHaveText(/not found|no encontrad/i);
        const text = await page.locator('body').innerText();
        expect(text.match(rawKey)?.[0]).toBeUndefined();
        const breadcrumb = page.locator('nav[aria-label="Breadcrumb"], nav[aria-label="Ruta de navegación"]');
        if (trail) {
          expect(await breadcrumb.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(trail);
          await expect(breadcrumb.locator('[aria-current="page"]')).toHaveCount(1);
        }
        await check?.(page);
      });
    }
  });
}
