import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DevProject } from './dev-project.ts';
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

/** Every save reloads the page (the dev server's watcher): `act` is followed by that reload, and the page after it is ready. */
async function reloadAfter(page: Page, act: () => Promise<void>) {
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await act();
  await reloaded;
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** What a visitor reads: edit mode writes each text's key after it in invisible characters. */
const shown = (locator: Locator) => locator.evaluate((element) => (element.textContent ?? '').replace(/[\u200b-\u200f\u2060-\u206f\ufeff]/g, ''));

const axeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.length}× ${v.nodes
        .slice(0, 2)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
};

async function openInEditMode(page: Page, route: string) {
  await page.goto(`${url}#/${route}`);
  const toggle = page.getByRole('button', { name: 'Edit mode' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

const panel = (page: Page) => page.getByRole('region', { name: 'Edit mode' });
const status = (page: Page) => panel(page).getByRole('status');
const textDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit text' });
/** A language's box of the "Edit text" dialog, as a group named by the language. */
const box = (dialog: Locator, language: string) => dialog.getByRole('group', { name: language, exact: true });

/** Takes back the last save, and checks the files are exactly as they were. */
async function undoTo(page: Page, files: Record<string, string>) {
  await reloadAfter(page, () => panel(page).getByRole('button', { name: 'Undo last save' }).click());
  for (const [file, text] of Object.entries(files)) expect(read(file), `${file} after Undo`).toBe(text);
}

test.describe('Edit text', () => {
  test('a heading changed in both languages: only its two lines change, the page shows it, and Undo takes it back byte for byte', async ({ page }) => {
    const before = { [enAbout]: read(enAbout), [esAbout]: read(esAbout) };
    await openInEditMode(page, 'about');
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
    await reloadAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
    await expect.poll(() => shown(page.locator('main h1'))).toBe('About us');
    await expect(status(page)).toHaveText(`Saved ${enAbout}, ${esAbout}`);
    expect(changedLines(before[enAbout]!, read(enAbout))).toEqual([{ line: 3, was: '  title: About', now: '  title: About us' }]);
    expect(changedLines(before[esAbout]!, read(esAbout))).toEqual([{ line: 3, was: '  title: Nosotros', now: '  title: Sobre nosotros' }]);
    // The focus is back on the text that was edited.
    await expect(page.locator('main h1')).toBeFocused();

    await undoTo(page, before);
    await expect.poll(() => shown(page.locator('main h1'))).toBe('About');
    await expect(status(page)).toHaveText(`Undone: ${enAbout}, ${esAbout}`);
  });
});
