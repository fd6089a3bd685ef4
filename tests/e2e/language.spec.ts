import { readSite } from '../support/site-model.ts';
import { expect, test } from './fixtures.ts';
import { visibleTextKeys, where } from './page-checks.ts';
import { expectLanguageOnScreen, languageControl } from './language-switch.ts';
import { e2eSites } from './sites.ts';

const fixture = readSite(e2eSites.fixture.root);
const company = fixture.site.company.name;

test('the switcher changes every text, the page language and the title, and is remembered', async ({ page, at }) => {
  await page.goto(at.url('about'));
  const english = languageControl(page, at.routing, 'English');
  const spanish = languageControl(page, at.routing, 'Español');
  await expectLanguageOnScreen(english, at.routing, true);
  await expectLanguageOnScreen(spanish, at.routing, false);

  await spanish.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('h1')).toHaveText('Nosotros');
  // With path routing, the Spanish page's own address.
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === at.url('about', 'es'));
  await expectLanguageOnScreen(spanish, at.routing, true);
  await expectLanguageOnScreen(english, at.routing, false);
  await expect(page.locator('header nav').first().getByRole('link', { name: 'Servicios' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('Todos los derechos reservados');
  await expect(page).toHaveTitle(`Nosotros · ${company}`);

  await page.reload();
  await expect(page.locator('h1')).toHaveText('Nosotros');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.locator('header nav').first().getByRole('link', { name: 'Inicio' }).click();
  await expect(page.locator('h1')).toHaveText('Lleva tu empresa a la nube sin detenerla');
});

test('after switching with the switcher, no page shows a text key, in either language', async ({ page, at }) => {
  // Every page in every language is a page load, up to a few seconds each with path routing on a busy machine.
  test.setTimeout(fixture.routes.length * fixture.languages.length * 3_000);
  await page.goto('/');
  for (const language of fixture.languages) {
    await languageControl(page, at.routing, fixture.languageLabel(language)).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const route of fixture.routes) {
      await page.goto(at.url(route.route, language));
      // The tab title changes once the page has been drawn, in the language chosen.
      await expect(page).toHaveTitle(fixture.title(route, language));
      expect(await visibleTextKeys(page, fixture.textKeys), `${where(page, fixture, route.route, language)}: text keys shown`).toEqual([]);
    }
  }
});
