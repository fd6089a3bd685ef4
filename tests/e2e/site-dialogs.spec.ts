import type { Locator } from '@playwright/test';
import { checkSite, isError } from '../../src/content/pipeline.ts';
import { DevProject } from './dev-project.ts';
import { lineChanges, openInEditMode, panel, shownAfter, showPanel } from './edit-mode.ts';
import { axeViolations } from './page-checks.ts';
import { expect, test } from './fixtures.ts';

/**
 * The dialogs for what a page and the whole site share (docs/EDITING.md#the-menu-and-the-footer-links):
 * the Menu dialog, driven by role and name as an editor would, on a throwaway copy of the fixture
 * site; each test follows the one before, on the files it left.
 */
test.describe.configure({ mode: 'serial' });
// A change the editor cannot make is answered 400, one the content check refuses 422: Chromium logs both.
test.use({ expectedConsoleErrors: /the server responded with a status of (400|422)/ });

let project: DevProject;
let url: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  project = new DevProject('site-dialogs-');
  await project.start(browser);
  url = project.url;
});

test.afterAll(() => project.stop());

const read = (file: string) => project.read(file);
const errorsOfTheCheck = () => checkSite(project.root).problems.filter(isError);

test('a Careers page and its menu entry in both languages, made in Edit mode alone: only the lines meant change, and the check passes', async ({ page }) => {
  test.setTimeout(90_000);
  await openInEditMode(page, url, 'about');
  await panel(page).getByRole('button', { name: 'New page', exact: true }).click();
  const newPage = page.getByRole('dialog', { name: 'New page' });
  await newPage.getByRole('textbox', { name: 'Address' }).fill('careers');
  await shownAfter(page, () => newPage.getByRole('button', { name: 'Create page' }).click());
  await expect(page).toHaveURL(/#\/careers$/);
  const before = {
    site: read('site.yaml'),
    en: read('locales/en/common.yaml'),
    es: read('locales/es/common.yaml'),
    state: read('locales/translation-state.json'),
  };

  const opener = panel(page).getByRole('button', { name: 'Menu', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  const header = dialog.getByRole('region', { name: 'Header menu' });
  await expect(header.getByRole('listitem')).toHaveCount(5);
  await header.getByRole('button', { name: 'Add an entry to the header menu' }).click();
  const entry = header.getByRole('group', { name: 'New entry' });
  // The new entry's first label has the focus: typing names it.
  await expect(entry.getByRole('textbox', { name: 'Label English' })).toBeFocused();
  await page.keyboard.type('Careers');
  const careers = header.getByRole('group', { name: 'Careers' });
  await careers.getByRole('textbox', { name: 'Label Español' }).fill('Empleo');
  // Pages are picked by their titles.
  await careers.getByRole('combobox', { name: 'Leads to' }).selectOption({ label: 'Careers' });
  // Moved before Contact from the keyboard: the focus stays on the button.
  const place = (index: number) => header.getByRole('listitem').nth(index).getByRole('group', { name: 'Careers' });
  await careers.getByRole('button', { name: 'Move Careers up' }).focus();
  await page.keyboard.press('Enter');
  await expect(place(4)).toBeVisible();
  await expect(careers.getByRole('button', { name: 'Move Careers up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(place(3)).toBeVisible();
  await careers.getByRole('button', { name: 'Move Careers down' }).press('Enter');
  await expect(place(4)).toBeVisible();
  await expect(careers.getByRole('button', { name: 'Move Careers down' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(panel(page).getByRole('status')).toHaveText('Saved: Header menu changed (English, Spanish)');
  // The Spanish label, written beside the English, counts as translated: its record is the last of the new page's, after theirs.
  const recorded = lineChanges(before.state, read('locales/translation-state.json'));
  expect(recorded.removed).toHaveLength(1);
  expect(recorded.added).toEqual([`${recorded.removed[0]!},`, expect.stringMatching(/^ {4}"common\.nav\.careers": "[0-9a-f]{12}"$/)]);
  expect(lineChanges(before.site, read('site.yaml'))).toEqual({ removed: [], added: ['    - label: common.nav.careers', '      link: /careers'] });
  expect(read('site.yaml')).toContain('      link: /news\n    - label: common.nav.careers\n      link: /careers\n    - label: common.nav.contact\n');
  expect(lineChanges(before.en, read('locales/en/common.yaml'))).toEqual({ removed: [], added: ['  careers: Careers'] });
  expect(lineChanges(before.es, read('locales/es/common.yaml'))).toEqual({ removed: [], added: ['  careers: Empleo'] });
  expect(errorsOfTheCheck()).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Careers/ })).toBeVisible();
  await page.getByRole('button', { name: 'Edit mode' }).click();
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Empleo' })).toBeVisible();
});

test("the Menu dialog refuses a label left empty in the editor's words, and Escape closes it without writing", async ({ page }) => {
  const before = read('site.yaml');
  await openInEditMode(page, url, 'about');
  const opener = panel(page).getByRole('button', { name: 'Menu', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  const useful = dialog.getByRole('region', { name: 'Footer column: Useful links' });
  await useful.getByRole('group', { name: 'Write to us' }).getByRole('textbox', { name: 'Label Español' }).fill(' ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The entry leading to mailto:hello@northwind.example has no Español label: write one, or remove the entry.',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(read('site.yaml')).toBe(before);
});

test("a page's title and description changed in both languages in Page settings: only their lines change", async ({ page }) => {
  const before = { page: read('pages/about.yaml'), en: read('locales/en/about.yaml'), es: read('locales/es/about.yaml') };
  await openInEditMode(page, url, 'about');
  const opener = panel(page).getByRole('button', { name: 'Page settings', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Page settings' });
  const title = dialog.getByRole('group', { name: 'Title' });
  await expect(title.getByRole('textbox', { name: 'Title English' })).toHaveValue('About');
  await title.getByRole('textbox', { name: 'Title English' }).fill('About us');
  await title.getByRole('textbox', { name: 'Title Español' }).fill('Sobre nosotros');
  const description = dialog.getByRole('group', { name: 'Description' });
  await description.getByRole('textbox', { name: 'Description English' }).fill('Who we are, and how we work with you.');
  await description.getByRole('textbox', { name: 'Description Español' }).fill('Quiénes somos y cómo trabajamos contigo.');
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(read('pages/about.yaml')).toBe(before.page);
  expect(lineChanges(before.en, read('locales/en/about.yaml'))).toEqual({
    removed: ['  title: About', '  description: Who we are and how we work.'],
    added: ['  title: About us', '  description: Who we are, and how we work with you.'],
  });
  expect(lineChanges(before.es, read('locales/es/about.yaml'))).toEqual({
    removed: ['  title: Nosotros', '  description: Quiénes somos y cómo trabajamos.'],
    added: ['  title: Sobre nosotros', '  description: Quiénes somos y cómo trabajamos contigo.'],
  });
  expect(errorsOfTheCheck()).toEqual([]);
  await expect(page).toHaveTitle(/About us/);
});

test('an address typed as "/Jobs" in Page settings moves the Careers page to jobs, its menu entry with it', async ({ page }) => {
  await openInEditMode(page, url, 'careers');
  await panel(page).getByRole('button', { name: 'Page settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Page settings' });
  const address = dialog.getByRole('textbox', { name: 'Address' });
  await expect(address).toHaveValue('careers');
  await address.fill('/contact');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(address).toHaveAccessibleDescription(/Another page is at \/contact already: choose another address\./);
  await expect(address).toBeFocused();
  await address.fill('/Jobs');
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  await expect(page).toHaveURL(/#\/jobs$/);
  expect(read('site.yaml')).toContain('    - label: common.nav.careers\n      link: /jobs\n');
  expect(read('site.yaml')).toMatch(/redirects:\n {2}- from: \/careers\n {4}to: \/jobs\n/);
  expect(errorsOfTheCheck()).toEqual([]);
});

test("an article's date, a new tag in both languages and its authors changed in Article settings: only the lines meant change", async ({ page }) => {
  const article = 'pages/articles/cloud-costs.yaml';
  const before = { article: read(article), site: read('site.yaml'), en: read('locales/en/news.yaml'), es: read('locales/es/news.yaml') };
  await openInEditMode(page, url, 'articles/cloud-costs');
  await panel(page).getByRole('button', { name: 'Article settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Article settings' });
  const date = dialog.getByLabel('Publication date');
  await expect(date).toHaveValue('2021-09-02');
  await date.fill('2021-09-03');
  await dialog.getByRole('group', { name: 'Authors' }).getByRole('checkbox', { name: 'Marc Vidal' }).uncheck();
  await dialog.getByRole('button', { name: 'Add a new tag' }).click();
  const tag = dialog.getByRole('group', { name: 'New tag 1' });
  await tag.getByRole('textbox', { name: 'New tag 1 English' }).fill('Security');
  await tag.getByRole('textbox', { name: 'New tag 1 Español' }).fill('Seguridad');
  expect(await axeViolations(page)).toEqual([]);
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  await expect(dialog).toBeHidden();
  expect(lineChanges(before.article, read(article))).toEqual({
    removed: ['date: "2021-09-02"', '  - marc-vidal'],
    added: ['date: "2021-09-03"', '  - security'],
  });
  expect(lineChanges(before.site, read('site.yaml'))).toEqual({ removed: [], added: ['    - id: security', '      label: news.tags.security'] });
  expect(lineChanges(before.en, read('locales/en/news.yaml'))).toEqual({ removed: [], added: ['  security: Security'] });
  expect(lineChanges(before.es, read('locales/es/news.yaml'))).toEqual({ removed: [], added: ['  security: Seguridad'] });
  expect(errorsOfTheCheck()).toEqual([]);
  await expect(page.locator('main').getByRole('link', { name: /^Security/ })).toBeVisible();
});

test('the Menu, Page settings and Article settings dialogs at 1440 and 390 px, the site in English and in Spanish: nothing for axe to find, and a picture of each', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const dialogs = [
    { button: 'Menu', ready: (dialog: Locator) => dialog.getByRole('region', { name: 'Header menu' }) },
    { button: 'Page settings', ready: (dialog: Locator) => dialog.getByRole('textbox', { name: 'Address' }) },
  ];
  const seen: string[] = [];
  for (const [language, width] of [
    ['English', 1440],
    ['English', 390],
    ['Español', 390],
    ['Español', 1440],
  ] as const) {
    // The language switch is in the header at 1440 px (on a phone, behind the menu button).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${url}#/about`);
    // Out of Edit mode, where a click on the language switch switches the language.
    const toggle = page.getByRole('button', { name: 'Edit mode' });
    if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
    await page.getByRole('button', { name: language, exact: true }).click();
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await openInEditMode(page, url, 'about');
    await showPanel(page);
    for (const { button, ready } of dialogs) {
      await panel(page).getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: button });
      await expect(ready(dialog)).toBeVisible();
      seen.push(`${button} ${language} ${width}: ${(await axeViolations(page)).join(', ') || 'nothing'}`);
      await page.screenshot({ path: testInfo.outputPath(`${button}-${language}-${width}.png`.replace(/ /g, '-').toLowerCase()) });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await openInEditMode(page, url, 'articles/cloud-costs');
    await showPanel(page);
    await panel(page).getByRole('button', { name: 'Article settings', exact: true }).click();
    const article = page.getByRole('dialog', { name: 'Article settings' });
    await expect(article.getByLabel('Publication date')).toBeVisible();
    seen.push(`Article settings ${language} ${width}: ${(await axeViolations(page)).join(', ') || 'nothing'}`);
    await page.screenshot({ path: testInfo.outputPath(`article-settings-${language}-${width}.png`.toLowerCase()) });
    await page.keyboard.press('Escape');
    await expect(article).toBeHidden();
  }
  expect(seen.filter((line) => !line.endsWith(': nothing'))).toEqual([]);
});
