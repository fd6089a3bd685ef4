import { readSite } from '../support/site-model.ts';
import { expect, test } from './fixtures.ts';
import { visibleTextKeys, where } from './page-checks.ts';
import { e2eSites } from './sites.ts';

const fixture = readSite(e2eSites.fixture.root);
const company = fixture.site.company.name;

test('the switcher changes every text, the page language and the title, and is remembered', async ({ page, at }) => {
  await page.goto(at.url('about'));
  const english = page.getByRole('button', { name: 'English' });
  const spanish = page.getByRole('button', { name: 'Español' });
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  await expect(spanish).toHaveAttribute('aria-pressed', 'false');

  await spanish.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('h1')).toHaveText('Nosotros');
  // With path routing, the Spanish page's own address.
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === at.url('about', 'es'));
  await expect(spanish).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('header nav').first().getByRole('link', { name: 'Servicios' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('Todos los derechos reservados');
  await expect(page).toHaveTitle(`Nosotros · ${company}`);

  await page.reload();
  await expect(page.locator('h1')).toHaveText('Nosotros');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.locator('header nav').first().getByRole('link', { name: 'Inicio' }).click();
  await expect(page.locator('h1')).toHaveText('Lleva tu empresa a la nube sin detenerla');
});

test('after switching with the button, no page shows a text key, in either language', async ({ page, at }) => {
  await page.goto('/');
  for (const language of fixture.languages) {
    await page.getByRole('button', { name: fixture.languageLabel(language) }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const route of fixture.routes) {
      await page.goto(at.url(route.route, language));
      // The tab title changes once the page has been drawn, in the language chosen.
      await expect(page).toHaveTitle(fixture.title(route, language));
      expect(await visibleTextKeys(page, fixture.textKeys), `${where(page, fixture, route.route, language)}: text keys shown`).toEqual([]);
    }
  }
});
