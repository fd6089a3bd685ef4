import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { readSite } from '../support/site-model.ts';
import { newPage } from '../../scripts/new-content.ts';
import { fixtureRoot, projectRoot } from '../support/site-copy.ts';
import { DevProject } from './dev-project.ts';
import { expect, test } from './fixtures.ts';
import { headerProblemsAcrossWidths, laidOut, narrowest, widest } from './header-layout.ts';
import { axeViolations } from './page-checks.ts';

/**
 * Editors lengthen the menu and rename the company; the header must stay on one line, its items
 * apart, at every width, with the entries that do not fit under "More" (docs/BEHAVIOUR.md#header-menu).
 * The fixture's own menu is short: this spec serves a copy of it whose site.yaml and text files hold
 * a menu twice as long, as an editor would write it.
 */
test.describe.configure({ mode: 'serial' });

/** The entries added at the end of the menu: a link of the fixture and its label in each language. */
const added = [
  { link: '/services/consulting', en: 'Consulting and strategy', es: 'Consultoría y estrategia' },
  { link: '/articles/first-steps', en: 'First steps in the cloud', es: 'Primeros pasos en la nube' },
  { link: '/articles/cloud-costs', en: 'Cloud costs under control', es: 'Costes de la nube bajo control' },
  { link: '/articles/data-culture', en: 'Data culture', es: 'Cultura de datos' },
  { link: '/careers', en: 'Careers', es: 'Empleo' },
];

const fixture = readSite(fixtureRoot);
let project: DevProject;
/** The menu's labels in each language, the added ones included, as the site shows them. */
const labels: Record<string, string[]> = {};

/** A Careers page, and the menu of `project` with `added` at its end, their labels under `nav.added-<n>` in every language, and a long company name. */
function lengthenMenu(): void {
  newPage(project.root, 'careers');
  const rewrite = (file: string, change: (document: ReturnType<typeof parseDocument>) => void) => {
    const document = parseDocument(project.read(file));
    change(document);
    writeFileSync(join(project.root, file), document.toString());
  };
  rewrite('site.yaml', (settings) => {
    added.forEach(({ link }, index) => settings.addIn(['header', 'menu'], { label: `common.nav.added-${index}`, link }));
    settings.setIn(['company', 'name'], 'Northwind & Partners Consultores Asociados');
  });
  for (const language of fixture.languages)
    rewrite(`locales/${language}/common.yaml`, (texts) =>
      added.forEach((entry, index) => texts.setIn(['nav', `added-${index}`], entry[language as 'en' | 'es'])),
    );
  const site = readSite(project.root);
  for (const language of site.languages) labels[language] = site.site.header.menu.map((entry) => site.text(language, entry.label));
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  project = new DevProject('header-');
  lengthenMenu();
  await project.start(browser);
});
test.afterAll(async () => project.stop());

const languages = fixture.languages.map((code) => ({ code, label: fixture.languageLabel(code), more: fixture.text(code, 'common.moreMenu') }));

async function open(page: Page, language: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((code) => localStorage.setItem('site.language', code), language);
  await page.goto(`${project.url}#/`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const mainMenu = (page: Page) => page.locator('header nav.main-nav');

for (const { code, label, more } of languages) {
  test(`a menu twice as long and a long company name keep the header on one line, its items apart, from ${narrowest} to ${widest} px, in ${label}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await open(page, code, 1440);
    const problems = await headerProblemsAcrossWidths(page, label);
    expect(problems, 'header items on another line, overlapping or outside the window').toEqual([]);
  });

  test(`every entry of a long menu is on the line or under "${more}", in order, in ${label}`, async ({ page }) => {
    await open(page, code, 1280);
    for (const width of [1280, 1440, 1920, 2560]) {
      await page.setViewportSize({ width, height: 900 });
      await laidOut(page);
      const toggle = mainMenu(page).getByRole('button', { name: more });
      // Hidden entries leave the accessibility tree: the links by role are those on the line.
      const onTheLine = await mainMenu(page).getByRole('link').allInnerTexts();
      let under: string[] = [];
      if (await toggle.isVisible()) {
        await toggle.click();
        under = await mainMenu(page).getByRole('list').nth(1).getByRole('link').allInnerTexts();
        await toggle.click();
      }
      expect(
        [...onTheLine, ...under].map((text) => text.trim()),
        `${width} px`,
      ).toEqual(labels[code]);
    }
  });
}

test('"More" is a disclosure: Enter opens it, Tab walks its links, Escape closes it and returns to the button, leaving it closes it', async ({ page }) => {
  const { code, more } = languages.at(-1)!;
  await open(page, code, 1280);
  const toggle = mainMenu(page).getByRole('button', { name: more });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  const links = list.getByRole('link');
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(list).toHaveCount(0);
  // Tab past its last link: the focus leaves, and the list closes behind it.
  await page.keyboard.press('Enter');
  const count = await links.count();
  for (let step = 0; step <= count; step++) await page.keyboard.press('Tab');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // A click outside closes it; following one of its links leads to the page and closes it.
  await toggle.click();
  await page.locator('main h1').click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await links.last().click();
  await expect(page).toHaveURL(/#\/careers$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // It stands for the page on screen when that page's entry is under it.
  await expect(toggle).toHaveAttribute('data-active', 'true');
});

for (const { code, label, more } of languages) {
  test(`axe finds nothing with "${more}" open, and the header is drawn at 390 and 1440 px, in ${label}`, async ({ page }) => {
    const shots = join(projectRoot, 'test-results/header');
    mkdirSync(shots, { recursive: true });
    await open(page, code, 390);
    await page.locator('header').screenshot({ path: join(shots, `header-${code}-390.png`) });
    await page.setViewportSize({ width: 1440, height: 900 });
    await mainMenu(page).getByRole('button', { name: more }).click();
    await page.screenshot({ path: join(shots, `header-${code}-1440-more.png`), clip: { x: 0, y: 0, width: 1440, height: 420 } });
    expect(await axeViolations(page)).toEqual([]);
  });
}
