import type { Locator, Page } from '@playwright/test';
import { DevProject } from './dev-project.ts';
import { openInEditMode, panel, shownAfter } from './edit-mode.ts';
import { axeViolations } from './page-checks.ts';
import { expect, test } from './fixtures.ts';

/**
 * Editing on the page (docs/BEHAVIOUR.md#editing-on-the-page), driven as an editor would, by role
 * and name: texts in every language, the sections' buttons, Undo. One dev server on a throwaway
 * copy of the fixture site; each test leaves the files as it found them (Undo), checked byte for byte.
 */
test.describe.configure({ mode: 'serial' });

let project: DevProject;
let url: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  project = new DevProject('on-page-editing-');
  await project.start(browser);
  url = project.url;
});

test.afterAll(() => project.stop());

const read = (file: string) => project.read(file);
const enAbout = 'locales/en/about.yaml';
const esAbout = 'locales/es/about.yaml';
const aboutPage = 'pages/about.yaml';

/** The lines of `after` that differ from `before`'s, by number (both have as many lines). */
function changedLines(before: string, after: string): { line: number; was: string; now: string }[] {
  const was = before.split('\n');
  const now = after.split('\n');
  expect(now.length, 'the file has as many lines as before').toBe(was.length);
  return now.flatMap((text, index) => (text === was[index] ? [] : [{ line: index + 1, was: was[index]!, now: text }]));
}

/** What a visitor reads: edit mode writes each text's key after it in invisible characters. */
const shown = (locator: Locator) => locator.evaluate((element) => (element.textContent ?? '').replace(/[\u200b-\u200f\u2060-\u206f\ufeff]/g, ''));

const status = (page: Page) => panel(page).getByRole('status');
const textDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit text' });
/** A language's box of the "Edit text" dialog, as a group named by the language. */
const box = (dialog: Locator, language: string) => dialog.getByRole('group', { name: language, exact: true });

/** Takes back the last save, and checks the files are exactly as they were. */
async function undoTo(page: Page, files: Record<string, string>) {
  await shownAfter(page, () =>
    panel(page)
      .getByRole('button', { name: /^Undo: / })
      .click(),
  );
  // The page may have been drawn again by a late word of the save before (one that wrote three files
  // can be told twice): the files are read once the server has answered the Undo, as its status says.
  await expect(status(page)).toHaveText(/^Undone: /);
  for (const [file, text] of Object.entries(files)) expect(read(file), `${file} after Undo`).toBe(text);
}

test.describe('Edit text', () => {
  test('a heading changed in both languages: only its two lines change, the page shows it, and Undo takes it back byte for byte', async ({ page }) => {
    const before = { [enAbout]: read(enAbout), [esAbout]: read(esAbout) };
    await openInEditMode(page, url, 'about');
    await page.locator('main h1').click();
    const dialog = textDialog(page);
    await expect(dialog).toBeVisible();
    const english = box(dialog, 'English');
    const spanish = box(dialog, 'Español');
    await expect(english.getByRole('textbox', { name: 'English' })).toHaveValue('About');
    await expect(spanish.getByRole('textbox', { name: 'Español' })).toHaveValue('Nosotros');
    await expect(english.getByRole('button', { name: `${enAbout}:3` })).toBeVisible();
    await expect(spanish.getByRole('button', { name: `${esAbout}:3` })).toBeVisible();
    // Typing starts in the first box.
    await expect(english.getByRole('textbox')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await english.getByRole('textbox').fill('About us');
    await spanish.getByRole('textbox').fill('Sobre nosotros');
    await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
    await expect.poll(() => shown(page.locator('main h1'))).toBe('About us');
    // Written beside the English, the Spanish counts as translated: the record of translations says so.
    await expect(status(page)).toHaveText('Saved: page title “About us” on About us changed (English, Spanish)');
    expect(changedLines(before[enAbout], read(enAbout))).toEqual([{ line: 3, was: '  title: About', now: '  title: About us' }]);
    expect(changedLines(before[esAbout], read(esAbout))).toEqual([{ line: 3, was: '  title: Nosotros', now: '  title: Sobre nosotros' }]);
    // The focus is back on the text that was edited.
    await expect(page.locator('main h1')).toBeFocused();

    // Undo says what it will take back, in the site's words.
    const what = 'page title “About us” on About us changed (English, Spanish)';
    await expect(panel(page).getByRole('button', { name: `Undo: ${what}` })).toBeEnabled();
    await undoTo(page, before);
    await expect.poll(() => shown(page.locator('main h1'))).toBe('About');
    await expect(status(page)).toHaveText(`Undone: ${what}`);
  });

  test('Cancel and Escape write nothing and give the focus back to the text; Enter on a link opens its text too', async ({ page }) => {
    const before = read(enAbout);
    await openInEditMode(page, url, 'about');
    const heading = page.locator('main h1');
    const dialog = textDialog(page);
    await heading.click();
    await box(dialog, 'English').getByRole('textbox').fill('Changed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(heading).toBeFocused();

    await heading.click();
    await expect(box(dialog, 'English').getByRole('textbox')).toHaveValue('About');
    await box(dialog, 'English').getByRole('textbox').fill('Changed');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(heading).toBeFocused();
    // Escape closed the dialog only: edit mode is still on.
    await expect(page.getByRole('button', { name: 'Edit mode' })).toHaveAttribute('aria-pressed', 'true');

    const link = page.locator('header nav').getByRole('link', { name: 'Services' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(box(dialog, 'English').getByRole('textbox')).toHaveValue('Services');
    await expect(box(dialog, 'Español').getByRole('textbox')).toHaveValue('Servicios');
    await page.keyboard.press('Escape');
    await expect(link).toBeFocused();
    expect(new URL(page.url()).hash).toBe('#/about');
    expect(read(enAbout)).toBe(before);
  });

  test.describe('refused', () => {
    // The browser logs the 422 the endpoint answers with: the refusal is what is tested here.
    test.use({ expectedConsoleErrors: /status of 422/ });

    test('a formatted text: Bold and Link wrap the selection; a link to no page is refused with the check’s message at its box, and nothing is written', async ({
      page,
    }) => {
      const before = { [enAbout]: read(enAbout), [esAbout]: read(esAbout) };
      await openInEditMode(page, url, 'about');
      await page.locator('main').getByText('Our own estimate').click();
      const dialog = textDialog(page);
      const english = box(dialog, 'English');
      const field = english.getByRole('textbox');
      await expect(field).toHaveValue('Our own estimate, reviewed every year with [our clients](/contact).');
      await field.fill('See our work.');
      await field.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(4, 12));
      await english.getByRole('button', { name: 'Link' }).click();
      await english.getByRole('combobox', { name: 'Address of the link' }).fill('/nowhere');
      await english.getByRole('button', { name: 'Add link' }).click();
      await expect(field).toHaveValue('See [our work](/nowhere).');
      await expect(field).toBeFocused();
      await field.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 3));
      await english.getByRole('button', { name: 'Bold' }).click();
      await expect(field).toHaveValue('**See** [our work](/nowhere).');

      await dialog.getByRole('button', { name: 'Save' }).click();
      const problem = english.getByRole('alert');
      await expect(problem).toContainText('The link "/nowhere" points to no page of this site.');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      await expect(box(dialog, 'Español').getByRole('alert')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      for (const [file, text] of Object.entries(before)) expect(read(file), file).toBe(text);
      // What was typed is still there, to fix.
      await expect(field).toHaveValue('**See** [our work](/nowhere).');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });
  });
});

test.describe('a save that cannot be written', () => {
  // The browser logs the failed requests; what the dialog says about them is tested here.
  test.use({ expectedConsoleErrors: /status of 409|net::ERR_/ });

  test('a file changed meanwhile: the dialog says so and offers Reload, keeping the typed text; no answer: a plain message, nothing lost', async ({ page }) => {
    const before = read(enAbout);
    await openInEditMode(page, url, 'about');
    await page.locator('main h1').click();
    const dialog = textDialog(page);
    const field = box(dialog, 'English').getByRole('textbox');
    await field.fill('About us');
    const conflict = `${enAbout} changed on disk since this dialog read it: nothing was written.`;
    await page.route(`${url}__edit-mode/save`, (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: 'conflict', files: [enAbout], message: conflict }) }),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText(conflict);
    await expect(field).toHaveValue('About us');
    const reload = dialog.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible();

    await page.unroute(`${url}__edit-mode/save`);
    await page.route(`${url}__edit-mode/save`, (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The development server did not answer: is npm start still running? Nothing was lost');
    await expect(field).toHaveValue('About us');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();

    await page.unroute(`${url}__edit-mode/save`);
    await page.route(`${url}__edit-mode/save`, (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: 'conflict', files: [enAbout], message: conflict }) }),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await shownAfter(page, () => dialog.getByRole('button', { name: 'Reload' }).click());
    await expect(dialog).toHaveCount(0);
    expect(read(enAbout)).toBe(before);
  });
});

test.describe('a file changed on disk while its text is open', () => {
  // The refused save is logged by the browser; what the dialog says about it is tested here.
  test.use({ expectedConsoleErrors: /status of 409/ });

  test('the page draws the change behind the dialog, the typing kept, nothing loaded again; Save says the file changed and Reload shows it', async ({
    page,
  }) => {
    const before = read(enAbout);
    await openInEditMode(page, url, 'about');
    await page.locator('main h1').click();
    const dialog = textDialog(page);
    const field = box(dialog, 'English').getByRole('textbox');
    await field.fill('About us');
    let loads = 0;
    page.on('load', () => loads++);
    // As a code editor would: the development server then tells every page it serves.
    await shownAfter(page, () => project.edit(enAbout, '  title: About\n', '  title: About the firm\n'));
    await expect.poll(() => shown(page.locator('main h1'))).toBe('About the firm');
    await expect(field).toHaveValue('About us');
    await expect(field).toBeFocused();
    expect(loads).toBe(0);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      `${enAbout} changed on disk since this was opened (in a code editor, or by git). Reload to see the new version.`,
    );
    await expect(field).toHaveValue('About us');
    await shownAfter(page, () => dialog.getByRole('button', { name: 'Reload' }).click());
    await expect.poll(() => shown(page.locator('main h1'))).toBe('About the firm');
    expect(read(enAbout)).toBe(before.replace('  title: About\n', '  title: About the firm\n'));
    await shownAfter(page, () => Promise.resolve(project.edit(enAbout, '  title: About the firm\n', '  title: About\n')));
    expect(read(enAbout)).toBe(before);
  });
});

test.describe('a save shown in place', () => {
  test('a text saved further down the page is drawn where it is: no page load, the scroll position kept; Undo keeps the place too', async ({ page }) => {
    const before = { [enAbout]: read(enAbout), [esAbout]: read(esAbout) };
    await openInEditMode(page, url, 'about');
    const heading = page.locator('main').getByRole('heading', { name: /^Who we are/ });
    await heading.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(0);
    let loads = 0;
    page.on('load', () => loads++);

    await heading.click();
    const dialog = textDialog(page);
    await box(dialog, 'English').getByRole('textbox').fill('Who we are today');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => shown(heading)).toBe('Who we are today');
    await expect(status(page)).toHaveText('Saved: heading “Who we are today” on About changed (English)');
    await expect(dialog).toHaveCount(0);
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    expect(loads).toBe(0);

    await shownAfter(page, () =>
      panel(page)
        .getByRole('button', { name: /^Undo: / })
        .click(),
    );
    await expect.poll(() => shown(heading)).toBe('Who we are');
    for (const [file, text] of Object.entries(before)) expect(read(file), `${file} after Undo`).toBe(text);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    expect(loads).toBe(0);
  });

  test('another tab shows the save too, its own open dialog and typing kept, and can take the save back', async ({ page, context }) => {
    const before = { [enAbout]: read(enAbout), [esAbout]: read(esAbout) };
    const other = await context.newPage();
    await openInEditMode(other, url, 'about');
    let loads = 0;
    other.on('load', () => loads++);
    await other
      .locator('main')
      .getByRole('heading', { name: /^Who we are/ })
      .click();
    const otherDialog = textDialog(other);
    const typing = box(otherDialog, 'English').getByRole('textbox');
    await typing.fill('Typing in the other tab');

    await openInEditMode(page, url, 'about');
    await page.locator('main h1').click();
    await box(textDialog(page), 'English').getByRole('textbox').fill('About us');
    await textDialog(page).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => shown(page.locator('main h1'))).toBe('About us');

    await expect.poll(() => shown(other.locator('main h1'))).toBe('About us');
    await expect(otherDialog).toBeVisible();
    await expect(typing).toHaveValue('Typing in the other tab');
    await expect(typing).toBeFocused();
    expect(loads).toBe(0);
    await otherDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel(other).getByRole('button', { name: /^Undo: / })).toBeEnabled();

    await shownAfter(other, () =>
      panel(other)
        .getByRole('button', { name: /^Undo: / })
        .click(),
    );
    await expect.poll(() => shown(page.locator('main h1'))).toBe('About');
    for (const [file, text] of Object.entries(before)) expect(read(file), `${file} after Undo`).toBe(text);
    await other.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('edit mode never makes the page wider, and the languages of a text stand one under the other', async ({ page }) => {
    await openInEditMode(page, url, 'about');
    await expect(sectionButton(page, 'Edit section: section 1, Title banner')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.locator('main h1').click();
    const dialog = textDialog(page);
    const english = (await box(dialog, 'English').boundingBox())!;
    const spanish = (await box(dialog, 'Español').boundingBox())!;
    expect(spanish.x).toBe(english.x);
    expect(spanish.y).toBeGreaterThan(english.y + english.height - 1);
    expect(english.x + english.width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** The section buttons of the about page, by the section they act on. */
const sectionButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const blockTypes = (file: string) => [...read(file).matchAll(/^ {2}- type: (\S+)/gm)].map((match) => match[1]);
const aboutTypes = ['title-banner', 'skill-bars', 'counters', 'feature-lists', 'team', 'video'];

test.describe('sections', () => {
  test('in edit mode each section has its buttons, named by section, and axe finds nothing', async ({ page }) => {
    await openInEditMode(page, url, 'about');
    await expect(sectionButton(page, 'Move up: section 1, Title banner')).toBeDisabled();
    await expect(sectionButton(page, 'Move down: section 1, Title banner')).toBeEnabled();
    await expect(sectionButton(page, 'Move down: section 6, Video')).toBeDisabled();
    await expect(sectionButton(page, 'Edit section: section 3, Counters')).toBeVisible();
    await expect(sectionButton(page, 'Add section after section 6, Video')).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Move up swaps the section with the one before it in the page file, its comment with it; the focus stays on it; Ctrl+Z takes it back', async ({
    page,
  }) => {
    project.edit(aboutPage, '  - type: counters', '  # The figures of the annual report.\n  - type: counters');
    const before = read(aboutPage);
    const skills = before.indexOf('  - type: skill-bars');
    const figures = before.indexOf('  # The figures');
    const why = before.indexOf('  - type: feature-lists');
    await openInEditMode(page, url, 'about');
    await shownAfter(page, () => sectionButton(page, 'Move up: section 3, Counters').click());
    expect(read(aboutPage)).toBe(before.slice(0, skills) + before.slice(figures, why) + before.slice(skills, figures) + before.slice(why));
    await expect(status(page)).toHaveText('Saved: About: section 3 moved to place 2');
    await expect(sectionButton(page, 'Move up: section 2, Counters')).toBeFocused();

    await shownAfter(page, () => page.keyboard.press('ControlOrMeta+z'));
    expect(read(aboutPage)).toBe(before);
    await expect(status(page)).toHaveText('Undone: About: section 3 moved to place 2');
  });

  test('Duplicate copies the section with its texts under fresh keys; Undo takes the copy back', async ({ page }) => {
    const before = { [aboutPage]: read(aboutPage), [enAbout]: read(enAbout), [esAbout]: read(esAbout) };
    await openInEditMode(page, url, 'about');
    await shownAfter(page, () => sectionButton(page, 'Duplicate section: section 3, Counters').click());
    expect(blockTypes(aboutPage)).toEqual(['title-banner', 'skill-bars', 'counters', 'counters', 'feature-lists', 'team', 'video']);
    expect(read(enAbout)).not.toBe(before[enAbout]);
    await expect(page.locator('main').getByRole('heading', { name: /in figures/ })).toHaveCount(2);
    // The copy's Edit button has the focus, to change it on its own.
    await expect(sectionButton(page, 'Edit section: section 4, Counters')).toBeFocused();
    await undoTo(page, before);
  });

  test('Remove asks first; removed, the section and its texts are gone; Undo brings them back', async ({ page }) => {
    const before = { [aboutPage]: read(aboutPage), [enAbout]: read(enAbout), [esAbout]: read(esAbout) };
    await openInEditMode(page, url, 'about');
    const remove = sectionButton(page, 'Remove section: section 3, Counters');
    await remove.click();
    const question = page.getByRole('dialog', { name: 'Remove this section?' });
    await expect(question).toContainText('Section 3, Counters, is removed from the page file');
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    await expect(remove).toBeFocused();
    expect(read(aboutPage)).toBe(before[aboutPage]);

    await remove.click();
    await shownAfter(page, () => question.getByRole('button', { name: 'Remove section' }).click());
    expect(blockTypes(aboutPage)).toEqual(aboutTypes.filter((type) => type !== 'counters'));
    expect(read(enAbout)).not.toContain('figures:');
    await expect(sectionButton(page, 'Edit section: section 3, Feature lists')).toBeFocused();
    await undoTo(page, before);
  });

  test('Add section lists every block type by its title; the chosen one comes in with its example texts', async ({ page }) => {
    const before = { [aboutPage]: read(aboutPage), [enAbout]: read(enAbout), [esAbout]: read(esAbout) };
    await openInEditMode(page, url, 'about');
    await sectionButton(page, 'Add section after section 2, Skill bars').click();
    const dialog = page.getByRole('dialog', { name: 'Add section' });
    await expect(dialog.getByRole('radio', { name: 'Counters' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Title banner' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Questions and answers' }).check();
    expect(await axeViolations(page)).toEqual([]);
    await shownAfter(page, () => dialog.getByRole('button', { name: 'Add section' }).click());
    expect(blockTypes(aboutPage)).toEqual([...aboutTypes.slice(0, 2), 'faq', ...aboutTypes.slice(2)]);
    expect(read(enAbout)).toContain('Frequently asked questions');
    expect(read(esAbout)).toContain('Preguntas frecuentes');
    await expect(page.locator('main').getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(sectionButton(page, 'Edit section: section 3, Questions and answers')).toBeFocused();
    await undoTo(page, before);
  });

  test('with every save taken back, Undo says there is nothing more', async ({ page }) => {
    await openInEditMode(page, url, 'about');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(status(page)).toHaveText('Nothing to undo');
  });
});
