import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { memberOf } from '../../src/shared/guards.ts';
import { DevProject } from './dev-project.ts';
import { shownAfter, openInEditMode } from './edit-mode.ts';
import { axeViolations } from './page-checks.ts';
import { expect, test } from './fixtures.ts';

/**
 * Editing a section's fields, its pictures, and the site's pages on the page
 * (docs/BEHAVIOUR.md#editing-on-the-page): the form generated from the section's schema, the
 * picture field, New page and Move page, driven by role and name as an editor would. One dev
 * server on a throwaway copy of the fixture site; the tests follow each other, each on the files
 * the one before left.
 */
test.describe.configure({ mode: 'serial' });
// A change the content check refuses is answered 422, a file changed meanwhile 409: Chromium logs both.
test.use({ expectedConsoleErrors: /the server responded with a status of (409|422)/ });

let project: DevProject;
let url: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  project = new DevProject('on-page-forms-');
  await project.start(browser);
  url = project.url;
});

test.afterAll(() => project.stop());

const read = (file: string) => project.read(file);

/** Opens "Edit section" from the section's toolbar; resolves to the dialog and the button that opened it. */
async function editSection(page: Page, name: string) {
  const opener = page.getByRole('button', { name: `Edit section: ${name}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Edit section' });
  await expect(dialog).toBeVisible();
  // The form is drawn once the section is read.
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  return { dialog, opener };
}

/** A text of the form in one language: its box is named by the field and the language ("Label English"). */
const textBox = (scope: Locator, field: string, language: string) => scope.getByRole('textbox', { name: `${field} ${language}`, exact: true });
const group = (scope: Locator, name: string) => scope.getByRole('group', { name, exact: true });

/** `after` is `before` with `from` replaced by `to`, and nothing else changed. */
function expectOnly(before: string, after: string, from: string, to: string) {
  expect(before, 'the text to change is in the file').toContain(from);
  expect(after).toBe(before.replace(from, to));
}

test("a section's form: a number changed, a figure added with its texts in both languages and moved up; only those lines change", async ({ page }) => {
  const before = { page: read('pages/about.yaml'), en: read('locales/en/about.yaml'), es: read('locales/es/about.yaml') };
  await openInEditMode(page, url, 'about');
  const { dialog, opener } = await editSection(page, 'section 3, Counters');
  await expect(dialog).toContainText('Counters · pages/about.yaml:21');
  // Labelled and described by the schema, required fields marked.
  const second = group(dialog, 'Figure 2');
  const number = second.getByRole('spinbutton', { name: 'Number' });
  await expect(number).toHaveValue('340');
  await expect(number).toHaveAccessibleDescription('The whole number shown large; it counts up to this value.');
  await expect(number).toHaveAttribute('aria-required', 'true');
  await expect(number).toHaveAttribute('min', '0');
  await expect(textBox(second, 'Label', 'English')).toHaveValue('projects delivered');
  await expect(textBox(second, 'Label', 'Español')).toHaveValue('proyectos entregados');
  expect(await axeViolations(page)).toEqual([]);

  await number.fill('350');
  await dialog.getByRole('button', { name: 'Add figure' }).click();
  const third = group(dialog, 'Figure 3');
  // The new item's first box has the focus.
  await expect(third.getByRole('spinbutton', { name: 'Number' })).toBeFocused();
  await third.getByRole('spinbutton', { name: 'Number' }).fill('25');
  await textBox(third, 'Label', 'English').fill('awards');
  await textBox(third, 'Label', 'Español').fill('premios');
  await expect(third).toContainText('In the text files as about.figures.label-3');
  await third.getByRole('button', { name: 'Move up Figure 3' }).click();
  // The focus follows the item to its new place.
  await expect(group(dialog, 'Figure 2').getByRole('button', { name: 'Move up Figure 2' })).toBeFocused();
  await expect(textBox(group(dialog, 'Figure 2'), 'Label', 'English')).toHaveValue('awards');
  await expect(textBox(group(dialog, 'Figure 3'), 'Label', 'English')).toHaveValue('projects delivered');

  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  expectOnly(
    before.page,
    read('pages/about.yaml'),
    '      - value: 340\n        label: about.figures.projects\n',
    '      - value: 25\n        label: about.figures.label-3\n      - value: 350\n        label: about.figures.projects\n',
  );
  expectOnly(before.en, read('locales/en/about.yaml'), '  projects: projects delivered\n', '  projects: projects delivered\n  label-3: awards\n');
  expectOnly(before.es, read('locales/es/about.yaml'), '  projects: proyectos entregados\n', '  projects: proyectos entregados\n  label-3: premios\n');
  await expect(page.locator('main')).toContainText('awards');
  // Once the page shows the save, the focus is back on the button that opened the form.
  await expect(opener).toBeFocused();
});

test('a link picked among the pages, another address refused by the content check at its field, Escape closes and gives the focus back', async ({ page }) => {
  const before = read('pages/about.yaml');
  await openInEditMode(page, url, 'about');
  let { dialog, opener } = await editSection(page, 'section 4, Feature lists');
  const outside = group(group(dialog, 'List 2'), 'Entry 1');
  await expect(outside.getByRole('combobox', { name: 'Link' })).toHaveValue('another-address');
  await expect(outside.getByRole('textbox', { name: 'Link Another address' })).toHaveValue('https://www.w3.org/WAI/');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // Escape closed the form only: edit mode is still on.
  await expect(page.getByRole('button', { name: 'Edit mode' })).toHaveAttribute('aria-pressed', 'true');

  ({ dialog, opener } = await editSection(page, 'section 4, Feature lists'));
  const entry = group(group(dialog, 'List 1'), 'Entry 2');
  const link = entry.getByRole('combobox', { name: 'Link' });
  await expect(link).toHaveValue('/articles/first-steps');
  await link.selectOption({ label: 'Contact — /contact' });
  const address = group(group(dialog, 'List 2'), 'Entry 1').getByRole('textbox', { name: 'Link Another address' });
  await address.fill('/no-such-page');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The content check refused the change: nothing was saved.');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/no-such-page/);
  expect(read('pages/about.yaml')).toBe(before);
  expect(await axeViolations(page)).toEqual([]);

  await address.fill('https://www.w3.org/WAI/');
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  expectOnly(before, read('pages/about.yaml'), '            link: /articles/first-steps\n', '            link: /contact\n');
});

test('a page file changed on disk while the form is open leaves the form as it is and does not get overwritten: the form says so, and Reload reads it again', async ({
  page,
}) => {
  const before = read('pages/about.yaml');
  await openInEditMode(page, url, 'about');
  const { dialog } = await editSection(page, 'section 3, Counters');
  const number = group(dialog, 'Figure 1').getByRole('spinbutton', { name: 'Number' });
  await number.fill('13');
  let loads = 0;
  page.on('load', () => loads++);
  // As a code editor would save the file: the development server then tells every page, which
  // draws it in place, the form open above it.
  await shownAfter(page, () => project.edit('pages/about.yaml', 'blocks:\n', '# Sections, top to bottom.\nblocks:\n'));
  const edited = read('pages/about.yaml');
  await expect(number).toHaveValue('13');
  expect(loads).toBe(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('pages/about.yaml changed on disk since this was opened');
  expect(read('pages/about.yaml')).toBe(edited);
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(number).toHaveValue('12');
  await number.fill('13');
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  expectOnly(edited, read('pages/about.yaml'), '      - value: 12\n', '      - value: 13\n');
  await shownAfter(page, () => project.edit('pages/about.yaml', '# Sections, top to bottom.\nblocks:\n', 'blocks:\n'));
  expectOnly(before, read('pages/about.yaml'), '      - value: 12\n', '      - value: 13\n');
});

/** A small PNG's bytes, from the fixture site's pictures. */
const png = readFileSync(join(process.cwd(), 'tests/fixtures/site/public/images/share.png'));

/**
 * A section whose picture has a description of its own (media-text's imageAlt), added to the about
 * page of the copy as an editor would write it; resolves once the page shows it.
 */
async function addPictureSection(page: Page) {
  await shownAfter(page, () => {
    project.edit('locales/en/about.yaml', 'video:\n', 'office:\n  heading: Our office\n  text: Where we work.\n  picture: Desks by a window.\nvideo:\n');
    project.edit(
      'locales/es/about.yaml',
      'video:\n',
      'office:\n  heading: Nuestra oficina\n  text: Donde trabajamos.\n  picture: Mesas junto a una ventana.\nvideo:\n',
    );
    project.edit(
      'pages/about.yaml',
      '    video: M7lc1UVf-VE\n',
      '    video: M7lc1UVf-VE\n\n  - type: media-text\n    heading: about.office.heading\n    text: about.office.text\n    image: images/about-team.svg\n    imageAlt: about.office.picture\n',
    );
  });
  await expect(page.getByRole('button', { name: 'Edit section: section 7, Image and text' })).toBeVisible({ timeout: 15_000 });
}

test('a picture dropped or chosen is stored under a safe name, used, and its description asked for in both languages', async ({ page }) => {
  await openInEditMode(page, url, 'about');
  await addPictureSection(page);
  const before = { page: read('pages/about.yaml'), en: read('locales/en/about.yaml'), es: read('locales/es/about.yaml') };
  const { dialog } = await editSection(page, 'section 7, Image and text');
  const choose = dialog.getByRole('button', { name: 'Choose picture Image' });
  await expect(dialog.locator('figure')).toContainText('images/about-team.svg');

  // A file that is no picture is refused at the field.
  let chooser = page.waitForEvent('filechooser');
  await choose.click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByRole('alert').first()).toHaveText('notes.txt is not a picture the site can show: choose a JPEG, PNG, WebP, AVIF or SVG file.');
  await expect(choose).toHaveAccessibleDescription(/notes\.txt is not a picture/);

  // Dropped on the field.
  await dialog.locator('.dev-picture__zone').evaluate(
    (zone, bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'Team photo (2024).png', { type: 'image/png' }));
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    [...png],
  );
  const stored = dialog.getByRole('status');
  await expect(stored).toHaveText(/^Stored as images\/uploads\/[a-z0-9._-]+\.png\. Describe it in every language\.$/);
  const dropped = /images\/uploads\/[a-z0-9._-]+\.png/.exec((await stored.textContent()) ?? '')![0];
  expect(existsSync(join(project.root, 'public', dropped))).toBe(true);

  // Chosen with the button.
  chooser = page.waitForEvent('filechooser');
  await choose.click();
  await (await chooser).setFiles(join(process.cwd(), 'tests/fixtures/site/public/images/share.png'));
  await expect(stored).toHaveText(/^Stored as images\/uploads\/share(-\d+)?\.png\. Describe it in every language\.$/);
  const chosen = /images\/uploads\/[a-z0-9._-]+\.png/.exec((await stored.textContent()) ?? '')![0];
  expect(new Set(readdirSync(join(project.root, 'public/images/uploads')))).toEqual(new Set([chosen, dropped].map((path) => path.split('/').at(-1))));
  await expect(dialog.locator('figure')).toContainText(chosen);

  // Its description, in every language, right under it: required now, and the focus is there.
  const description = group(dialog, 'Image description');
  const english = textBox(description, 'Image description', 'English');
  const spanish = textBox(description, 'Image description', 'Español');
  await expect(english).toBeFocused();
  await expect(english).toHaveAttribute('aria-required', 'true');
  // The old picture's description is not the new one's: both boxes are emptied.
  await expect(english).toHaveValue('');
  await expect(spanish).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);
  await english.fill('Our logo on a blue card.');
  await spanish.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(spanish).toHaveAttribute('aria-invalid', 'true');
  await expect(spanish).toHaveAccessibleDescription('Write it in Español too.');
  expect(read('pages/about.yaml')).toBe(before.page);
  await spanish.fill('Nuestro logotipo en una tarjeta azul.');
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());

  expectOnly(before.page, read('pages/about.yaml'), '    image: images/about-team.svg\n    imageAlt', `    image: ${chosen}\n    imageAlt`);
  expectOnly(before.en, read('locales/en/about.yaml'), '  picture: Desks by a window.\n', '  picture: Our logo on a blue card.\n');
  expectOnly(before.es, read('locales/es/about.yaml'), '  picture: Mesas junto a una ventana.\n', '  picture: Nuestro logotipo en una tarjeta azul.\n');
  // Edit mode marks the alt text with its key, in characters no one sees.
  await expect(page.locator('main').getByRole('img', { name: /Our logo on a blue card\./ })).toBeVisible();
  await expect(page.locator(`main img[src*="${chosen.split('/').at(-1)!.replace('.png', '')}"]`).first()).toBeVisible();
});

test('New page makes pages/<route>.yaml and goes there; Move page moves it and adds the redirect from its old address', async ({ page }) => {
  await openInEditMode(page, url, 'about');
  const panel = page.getByRole('region', { name: 'Edit mode' });
  await panel.getByRole('button', { name: 'New page' }).click();
  let dialog = page.getByRole('dialog', { name: 'New page' });
  const route = dialog.getByRole('textbox', { name: 'Address' });
  await expect(route).toBeFocused();
  await route.fill('/About');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(route).toHaveAccessibleDescription(/Another page is at \/about already: choose another address\./);
  expect(await axeViolations(page)).toEqual([]);
  // Typed as an editor writes it.
  await route.fill('Careers');
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Create page' }).click());
  await expect(page).toHaveURL(/#\/careers$/);
  expect(existsSync(join(project.root, 'pages/careers.yaml'))).toBe(true);
  await expect(page.locator('main h1')).toHaveText(/^Careers/);

  // Its starting texts but its name are examples, each labelled in words on the page, a button that opens the text.
  const examples = page.getByRole('button', { name: /^Example text — replace it: / });
  await expect(examples).toHaveText(Array(4).fill('Example text — replace it'));
  await expect(examples.first()).toHaveAccessibleName('Example text — replace it: One sentence that tells visitors what this page offers them.');
  expect(await axeViolations(page)).toEqual([]);
  await examples.first().click();
  const text = page.getByRole('dialog', { name: 'Edit text' });
  await text.getByRole('textbox', { name: 'English' }).fill('Join a team that builds what it sells.');
  await shownAfter(page, () => text.getByRole('button', { name: 'Save' }).click());
  await expect(examples).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Example text — replace it: Join a team that builds what it sells.' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Move page' }).click();
  dialog = page.getByRole('dialog', { name: 'Move page' });
  await expect(dialog).toContainText('a redirect is added from /careers');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'New address' }).fill('Jobs');
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Move page' }).click());
  await expect(page).toHaveURL(/#\/jobs$/);
  expect(existsSync(join(project.root, 'pages/jobs.yaml'))).toBe(true);
  expect(existsSync(join(project.root, 'pages/careers.yaml'))).toBe(false);
  expect(memberOf(parse(read('site.yaml')), 'redirects')).toEqual([{ from: '/careers', to: '/jobs' }]);
});
