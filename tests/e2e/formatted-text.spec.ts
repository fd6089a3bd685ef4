import { expect, test } from './fixtures.ts';
import { openAs } from './page-checks.ts';

/**
 * docs/BEHAVIOUR.md#formatted-texts: a formatted article of the test site, in the browser, in both
 * languages: its formatting drawn as elements, its subheadings below the page's h1, its links
 * leading where they say.
 */
const languages = [
  { language: 'en', company: 'Northwind & Partners', link: 'consulting projects', guide: 'a guide to cloud moves', quote: 'Measure twice, move once.' },
  {
    language: 'es',
    company: 'Northwind & Partners',
    link: 'proyectos de consultoría',
    guide: 'una guía de migraciones a la nube',
    quote: 'Mide dos veces, mueve una.',
  },
];

for (const { language, company, link, guide, quote } of languages) {
  test(`a formatted article: bold, lists, a quote, subheadings under the title, an image, and links that lead where they say (${language})`, async ({
    page,
    at,
  }) => {
    await openAs(page, at, language, 'articles/first-steps');
    const body = page.locator('article .article__body');
    await expect(body.locator('strong')).toHaveText(company);
    await expect(body.locator('em')).toHaveCount(1);
    // A list of three items, the second holding a list of two.
    await expect(body.locator(':scope > ul > li')).toHaveCount(3);
    await expect(body.locator(':scope > ul > li:nth-child(2) > ul > li')).toHaveCount(2);
    await expect(body.locator(':scope > ol > li')).toHaveCount(3);
    await expect(body.locator('blockquote')).toHaveText(quote);
    // The page's title is its only h1: "## " is an h2 below it, "### " an h3.
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(body.locator('h2')).toHaveCount(1);
    await expect(body.locator('h3')).toHaveCount(1);
    const image = body.locator('img');
    await expect(image).toHaveAttribute('src', /images\/articles\/second\.svg$/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const external = body.getByRole('link', { name: guide });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(body.locator('a[href^="mailto:"]')).toHaveAttribute('href', 'mailto:hello@northwind.example');

    const internal = body.getByRole('link', { name: link });
    await expect(internal).toHaveAttribute('href', at.href('/services/consulting', language));
    await internal.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === at.url('services/consulting', language));
    await expect(page.locator('h1')).toHaveText(language === 'en' ? 'Consulting' : 'Consultoría');
  });
}

test('formatting in a section: a link inside a text block leads to its page, inside the app', async ({ page, at }) => {
  await page.goto(at.url('services/consulting'));
  const block = page.locator('.text-block').first();
  await expect(block.locator('em')).toHaveText('anything');
  await page.evaluate(() => ((window as { __sameApp?: boolean }).__sameApp = true));
  await block.getByRole('link', { name: 'our practices' }).click();
  await expect(page.locator('h1')).toHaveText('Services');
  // Followed inside the app: no reload.
  expect(await page.evaluate(() => (window as { __sameApp?: boolean }).__sameApp)).toBe(true);
});
