import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';
import { checkSite, isError } from '../../src/content/pipeline.ts';
import { DevProject } from './dev-project.ts';
import { lineChanges, openInEditMode, panel, shownAfter } from './edit-mode.ts';
import { expect, test } from './fixtures.ts';

/**
 * A month of an editor's tasks, each done in edit mode alone, driven by role and name on a
 * throwaway copy of the fixture site (docs/EDITING.md#a-month-on-the-page-with-this-sites-pages):
 * each task changes only the lines it is about, and the content check passes after the new page
 * (before its menu entry) and at the end. Each task follows the one before, on the files it left.
 */
// Each task is several saves, each checked with the whole site: on a busy machine, more than the default half-minute.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
// A change the content check refuses is answered 422: Chromium logs it.
test.use({ expectedConsoleErrors: /the server responded with a status of 422/ });

let project: DevProject;
let url: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  project = new DevProject('month-tasks-');
  await project.start(browser);
  url = project.url;
});

test.afterAll(() => project.stop());

const read = (file: string) => project.read(file);
const group = (scope: Locator, name: string) => scope.getByRole('group', { name, exact: true });
const textBox = (scope: Locator, field: string, language: string) => scope.getByRole('textbox', { name: `${field} ${language}`, exact: true });
const errorsOfTheCheck = () => checkSite(project.root).problems.filter(isError);

/** The files as they are now, to compare with after a task. */
const snapshot = (...files: string[]) => Object.fromEntries(files.map((file) => [file, read(file)]));

/**
 * Presses Undo and waits until the panel says what it took back: a save of several files can be drawn
 * before its last file is written, and a press while an Undo is on its way is not a second Undo.
 */
async function undoLast(page: Page): Promise<void> {
  const undo = panel(page).getByRole('button', { name: /^Undo: / });
  const what = (await undo.getAttribute('aria-label'))!.replace(/^Undo: /, '');
  await shownAfter(page, () => undo.click());
  await expect(panel(page).getByRole('status')).toHaveText(`Undone: ${what}`);
}

/** Opens the form of a section by its toolbar's Edit button. */
async function editSection(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Edit section: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit section' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const picture = join(process.cwd(), 'tests/fixtures/site/public/images/share.png');

test('1. a heading in both languages: its two lines only', async ({ page }) => {
  const before = snapshot('locales/en/about.yaml', 'locales/es/about.yaml', 'pages/about.yaml');
  await openInEditMode(page, url, 'about');
  await page.locator('main h1').click();
  const dialog = page.getByRole('dialog', { name: 'Edit text' });
  await dialog.getByRole('textbox', { name: 'English' }).fill('About us');
  await dialog.getByRole('textbox', { name: 'Español' }).fill('Sobre nosotros');
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  expect(lineChanges(before['locales/en/about.yaml']!, read('locales/en/about.yaml'))).toEqual({ removed: ['  title: About'], added: ['  title: About us'] });
  expect(lineChanges(before['locales/es/about.yaml']!, read('locales/es/about.yaml'))).toEqual({
    removed: ['  title: Nosotros'],
    added: ['  title: Sobre nosotros'],
  });
  expect(read('pages/about.yaml')).toBe(before['pages/about.yaml']);
});

test('2. a question with formatting and a link, in both languages: its item and its texts only', async ({ page }) => {
  const before = snapshot('pages/contact.yaml', 'locales/en/contact.yaml', 'locales/es/contact.yaml');
  await openInEditMode(page, url, 'contact');
  const dialog = await editSection(page, 'section 5, Questions and answers');
  await dialog.getByRole('button', { name: 'Add question and answer' }).click();
  const item = group(dialog, 'Question and answer 3');
  await textBox(item, 'Question', 'English').fill('Do you work abroad?');
  await textBox(item, 'Question', 'Español').fill('¿Trabajáis en el extranjero?');
  // The answer's boxes take formatting as the Edit text dialog's buttons write it.
  await textBox(item, 'Answer', 'English').fill('Yes, **across Europe**. See [our offices](/contact).');
  await textBox(item, 'Answer', 'Español').fill('Sí, **en toda Europa**. Mira [nuestras oficinas](/contact).');
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  const { removed, added } = lineChanges(before['pages/contact.yaml']!, read('pages/contact.yaml'));
  expect(removed).toEqual([]);
  expect(added).toHaveLength(2);
  expect(added[0]).toMatch(/^ {6}- question: contact\.faq\.[\w-]+$/);
  expect(added[1]).toMatch(/^ {8}answer: contact\.faq\.[\w-]+$/);
  for (const [language, question, answer] of [
    ['en', 'Do you work abroad?', 'Yes, **across Europe**. See [our offices](/contact).'],
    ['es', '¿Trabajáis en el extranjero?', 'Sí, **en toda Europa**. Mira [nuestras oficinas](/contact).'],
  ] as const) {
    const texts = lineChanges(before[`locales/${language}/contact.yaml`]!, read(`locales/${language}/contact.yaml`));
    expect(texts.removed).toEqual([]);
    expect(texts.added.join('\n')).toContain(question);
    expect(texts.added.join('\n')).toContain(answer);
    expect(texts.added.length).toBeLessThanOrEqual(3);
  }
});

test('3. a new photo: the picture stored, its path the one line changed', async ({ page }) => {
  const before = snapshot('pages/about.yaml', 'locales/en/about.yaml', 'locales/es/about.yaml');
  await openInEditMode(page, url, 'about');
  const dialog = await editSection(page, 'section 5, Team');
  const chooser = page.waitForEvent('filechooser');
  await group(dialog, 'Person 1').getByRole('button', { name: 'Choose picture Photo' }).click();
  await (await chooser).setFiles(picture);
  await expect(group(dialog, 'Person 1').getByRole('status')).toHaveText(/^Stored as images\/uploads\/share(-\d+)?\.png\.$/);
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  const { removed, added } = lineChanges(before['pages/about.yaml']!, read('pages/about.yaml'));
  expect(removed).toEqual(['      - photo: images/people/bea.svg']);
  expect(added).toHaveLength(1);
  expect(added[0]).toMatch(/^ {6}- photo: images\/uploads\/share(-\d+)?\.png$/);
  expect(read('locales/en/about.yaml')).toBe(before['locales/en/about.yaml']);
  expect(read('locales/es/about.yaml')).toBe(before['locales/es/about.yaml']);
});

test('4. a section moved, duplicated, removed, and each undone: every file back byte for byte', async ({ page }) => {
  const files = ['pages/about.yaml', 'locales/en/about.yaml', 'locales/es/about.yaml'];
  const before = snapshot(...files);
  await openInEditMode(page, url, 'about');
  const button = (name: string) => page.getByRole('button', { name });
  await shownAfter(page, () => button('Move down: section 2, Skill bars').click());
  const moved = snapshot(...files);
  const { removed, added } = lineChanges(before['pages/about.yaml']!, moved['pages/about.yaml']!);
  // The two sections change places: their lines move, none is written anew.
  expect(removed.filter((line) => line.trim() !== '')).toEqual(added.filter((line) => line.trim() !== ''));
  expect(moved['locales/en/about.yaml']).toBe(before['locales/en/about.yaml']);

  await shownAfter(page, () => button('Duplicate section: section 3, Skill bars').click());
  const copied = read('locales/en/about.yaml');
  expect(lineChanges(moved['locales/en/about.yaml']!, copied).removed).toEqual([]);
  expect(lineChanges(moved['pages/about.yaml']!, read('pages/about.yaml')).removed).toEqual([]);

  await button('Remove section: section 4, Skill bars').click();
  await shownAfter(page, () => page.getByRole('dialog', { name: 'Remove this section?' }).getByRole('button', { name: 'Remove' }).click());
  for (const file of files) expect(read(file), `${file} once the copy is removed`).toBe(moved[file]);

  await undoLast(page);
  expect(read('locales/en/about.yaml')).toBe(copied);
  await undoLast(page);
  await undoLast(page);
  for (const file of files) expect(read(file), `${file} after three Undos`).toBe(before[file]);
});

test('5. a Careers page, typed "Careers": the check passes before its menu entry; the entry in both languages', async ({ page }) => {
  await openInEditMode(page, url, 'about');
  await panel(page).getByRole('button', { name: 'New page' }).click();
  const newPage = page.getByRole('dialog', { name: 'New page' });
  await newPage.getByRole('textbox', { name: 'Address' }).fill('Careers');
  await shownAfter(page, () => newPage.getByRole('button', { name: 'Create page' }).click());
  await expect(page).toHaveURL(/#\/careers$/);
  await expect(page.locator('main h1')).toHaveText(/^Careers/);
  expect(read('pages/careers.yaml')).toContain('route: careers\n');
  // A page nothing links to yet is a warning, not an error.
  expect(errorsOfTheCheck()).toEqual([]);
  await expect(page.getByRole('button', { name: /^Example text — replace it: / }).first()).toBeVisible();

  const before = snapshot('site.yaml', 'locales/en/common.yaml', 'locales/es/common.yaml');
  await panel(page).getByRole('button', { name: 'Menu', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  const header = dialog.getByRole('region', { name: 'Header menu' });
  await header.getByRole('button', { name: 'Add an entry to the header menu' }).click();
  await header.getByRole('group', { name: 'New entry' }).getByRole('textbox', { name: 'Label English' }).fill('Careers');
  const careers = header.getByRole('group', { name: 'Careers' });
  await careers.getByRole('textbox', { name: 'Label Español' }).fill('Empleo');
  await careers.getByRole('combobox', { name: 'Leads to' }).selectOption({ label: 'Careers' });
  await careers.getByRole('button', { name: 'Move Careers up' }).click();
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  expect(lineChanges(before['site.yaml']!, read('site.yaml'))).toEqual({ removed: [], added: ['    - label: common.nav.careers', '      link: /careers'] });
  expect(lineChanges(before['locales/en/common.yaml']!, read('locales/en/common.yaml'))).toEqual({ removed: [], added: ['  careers: Careers'] });
  expect(lineChanges(before['locales/es/common.yaml']!, read('locales/es/common.yaml'))).toEqual({ removed: [], added: ['  careers: Empleo'] });
});

test('6. a tagged article with a picture, in Article settings: the lines meant only', async ({ page }) => {
  await openInEditMode(page, url, 'news');
  await panel(page).getByRole('button', { name: 'New article' }).click();
  const newArticle = page.getByRole('dialog', { name: 'New article' });
  await newArticle.getByRole('textbox', { name: 'Title' }).fill('Cloud security basics');
  await shownAfter(page, () => newArticle.getByRole('button', { name: 'Create article' }).click());
  await expect(page).toHaveURL(/#\/articles\/cloud-security-basics$/);
  const file = 'pages/articles/cloud-security-basics.yaml';
  expect(read('locales/en/news.yaml')).toContain('\ncloudSecurityBasics:\n  title: Cloud security basics\n');

  const before = snapshot(file, 'site.yaml', 'locales/en/news.yaml', 'locales/es/news.yaml');
  await panel(page).getByRole('button', { name: 'Article settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Article settings' });
  const tags = dialog.getByRole('group', { name: 'Tags' });
  await tags.getByRole('checkbox').first().check();
  await dialog.getByLabel('Picture', { exact: true }).setInputFiles(picture);
  await expect(dialog.getByRole('status').first()).toHaveText(/Describe it in every language\./);
  const description = dialog.getByRole('group', { name: 'Picture description' });
  await expect(description.getByRole('textbox', { name: 'Picture description English' })).toHaveValue('');
  await description.getByRole('textbox', { name: 'Picture description English' }).fill('A padlock drawn over a cloud.');
  await description.getByRole('textbox', { name: 'Picture description Español' }).fill('Un candado dibujado sobre una nube.');
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  const article = lineChanges(before[file]!, read(file));
  expect(article.removed.filter((line) => !/^image: |^tags:|^ {2}- /.test(line))).toEqual([]);
  expect(article.added.some((line) => /^image: images\/uploads\/share(-\d+)?\.png$/.test(line))).toBe(true);
  expect(article.added.some((line) => /^ {2}- [a-z0-9-]+$/.test(line))).toBe(true);
  expect(read('site.yaml')).toBe(before['site.yaml']);
  expect(lineChanges(before['locales/en/news.yaml']!, read('locales/en/news.yaml'))).toEqual({
    removed: ['  imageAlt: What the article image shows'],
    added: ['  imageAlt: A padlock drawn over a cloud.'],
  });
  expect(lineChanges(before['locales/es/news.yaml']!, read('locales/es/news.yaml'))).toEqual({
    removed: ['  imageAlt: Qué muestra la imagen del artículo'],
    added: ['  imageAlt: Un candado dibujado sobre una nube.'],
  });
});

test('7. a page renamed in Page settings: its address and the links to it only, and a redirect from the old one', async ({ page }) => {
  const files = ['site.yaml', 'pages/home.yaml', 'locales/en/contact.yaml', 'locales/es/contact.yaml'];
  const before = snapshot('pages/about.yaml', ...files);
  await openInEditMode(page, url, 'about');
  await panel(page).getByRole('button', { name: 'Page settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Page settings' });
  await dialog.getByRole('textbox', { name: 'Address' }).fill('Company');
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  await expect(page).toHaveURL(/#\/company$/);
  // Its first line names its schema by a path from its folder: the fixture's, from the folder of the
  // fixture in this repository, is written again from the copy's (the site's own stays as it is).
  const body = (text: string) => text.replace(/^# yaml-language-server: .*\n/, '');
  expect(lineChanges(body(before['pages/about.yaml']!), body(read('pages/company.yaml')))).toEqual({ removed: ['route: about'], added: ['route: company'] });
  for (const file of files) {
    const { removed, added } = lineChanges(before[file]!, read(file));
    expect(removed.length, `${file} changes its links to /about`).toBeGreaterThan(0);
    const renamed = removed.map((line) => line.replace('(/about)', '(/company)').replace(/\/about$/, '/company'));
    const redirect =
      file === 'site.yaml' ? ['', '# Old addresses of pages that have moved (npm run move:page).', 'redirects:', '  - from: /about', '    to: /company'] : [];
    expect([...added].sort(), file).toEqual([...renamed, ...redirect].sort());
  }
});

test('8. two mistakes on purpose, an empty text and an address that leads nowhere: said plainly, nothing saved', async ({ page }) => {
  const before = snapshot('locales/en/about.yaml', 'pages/company.yaml');
  await openInEditMode(page, url, 'company');
  await page.locator('main h1').click();
  const text = page.getByRole('dialog', { name: 'Edit text' });
  await text.getByRole('textbox', { name: 'English' }).fill('   ');
  await text.getByRole('button', { name: 'Save' }).click();
  await expect(text.getByRole('alert').first()).toContainText('The English text of "about.meta.title" holds only spaces: the page would show nothing.');
  await text.getByRole('button', { name: 'Cancel' }).click();

  const dialog = await editSection(page, 'section 4, Feature lists');
  const address = group(group(dialog, 'List 2'), 'Entry 1').getByRole('textbox', { name: 'Link Another address' });
  await address.fill('/no-such-page');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The content check refused the change: nothing was saved.');
  await expect(address).toHaveAccessibleDescription(/no-such-page/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(read('locales/en/about.yaml')).toBe(before['locales/en/about.yaml']);
  expect(read('pages/company.yaml')).toBe(before['pages/company.yaml']);
});

test('at the end of the month, the content check passes', () => {
  expect(errorsOfTheCheck()).toEqual([]);
});
