import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { confirmTranslations } from '../../scripts/i18n-report.ts';
import { DevProject } from './dev-project.ts';
import { openInEditMode, panel, shownAfter, showPanel } from './edit-mode.ts';
import { axeViolations } from './page-checks.ts';
import { expect, test } from './fixtures.ts';

/**
 * The Translations dialog (docs/EDITING.md#translate-the-site), driven by role and name as an
 * editor would, on a throwaway copy of the fixture site whose translations are all confirmed but
 * two: one whose English changed since, one never marked as translated.
 */
test.describe.configure({ mode: 'serial' });

let project: DevProject;
const enAbout = 'locales/en/about.yaml';
const esAbout = 'locales/es/about.yaml';
const state = 'locales/translation-state.json';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  project = new DevProject('translations-');
  confirmTranslations(project.root);
  const marks = JSON.parse(project.read(state)) as { es: Record<string, string> };
  delete marks.es['about.skills.heading'];
  writeFileSync(join(project.root, state), `${JSON.stringify(marks, null, 2)}\n`);
  project.edit(enAbout, 'banner: Twelve years of cloud, data and web projects for companies in Spain.', 'banner: Twelve years of projects.');
  await project.start(browser);
});

test.afterAll(() => project.stop());

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Translations' });

/** The lines of `after` that differ from `before`'s, by number (both have as many lines). */
function changedLines(before: string, after: string): string[] {
  const was = before.split('\n');
  expect(after.split('\n')).toHaveLength(was.length);
  return after.split('\n').flatMap((line, index) => (line === was[index] ? [] : [`${index + 1}: ${line}`]));
}

test('Translations lists what needs translating by page; the Spanish edited in place and marked as translated changes only its lines; Undo names it', async ({
  page,
}) => {
  const before = { en: project.read(enAbout), es: project.read(esAbout), state: project.read(state) };
  await openInEditMode(page, project.url, 'about');
  await panel(page).getByRole('button', { name: 'Translations', exact: true }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('status')).toHaveText('2 texts need translating.');
  const about = dialog.getByRole('region', { name: 'About /about' });
  const banner = about.getByRole('form', { name: 'Title banner: text' });
  await expect(banner.getByText('English changed after the Spanish was written')).toBeVisible();
  await expect(banner.getByRole('textbox', { name: 'English' })).toHaveValue('Twelve years of projects.');
  await expect(about.getByRole('form', { name: 'Skill bars: heading' }).getByText('Not translated yet')).toBeVisible();

  await banner.getByRole('textbox', { name: 'Spanish' }).fill('Doce años de proyectos.');
  await shownAfter(page, () => banner.getByRole('button', { name: 'Mark as translated' }).click());
  await expect(dialog.getByRole('status')).toHaveText('“Title banner: text” marked as translated. 1 text needs translating.');
  await expect(banner).toHaveCount(0);
  // Only the lines meant: the Spanish text, and its line of the record of translations.
  expect(project.read(enAbout)).toBe(before.en);
  expect(changedLines(before.es, project.read(esAbout))).toEqual(['5: banner: Doce años de proyectos.']);
  expect(changedLines(before.state, project.read(state))).toHaveLength(1);
  expect(changedLines(before.state, project.read(state))[0]).toMatch(/^\d+: {5}"about\.banner": "[0-9a-f]{12}",$/);

  // The other one is right as it is: marked as translated, the record gains its line, in its place.
  const afterFirst = project.read(state);
  const heading = dialog.getByRole('form', { name: 'Skill bars: heading' });
  await shownAfter(page, () => heading.getByRole('button', { name: 'Mark as translated' }).click());
  await expect(dialog.getByRole('status')).toHaveText('“Skill bars: heading” marked as translated. Every text is translated.');
  const added = project
    .read(state)
    .split('\n')
    .filter((line) => !afterFirst.split('\n').includes(line));
  expect(added).toEqual([expect.stringMatching(/^ {4}"about\.skills\.heading": "[0-9a-f]{12}",$/)]);
  expect(project.read(state).split('\n')).toHaveLength(afterFirst.split('\n').length + 1);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const undo = panel(page).getByRole('button', { name: /^Undo: / });
  await expect(undo).toHaveAccessibleName('Undo: heading “What we are good at” on About marked as translated');
  await shownAfter(page, () => undo.click());
  await expect(undo).toHaveAccessibleName('Undo: text “Twelve years of projects.” on About changed (Spanish)');
  await shownAfter(page, () => undo.click());
  await expect(panel(page).getByRole('status')).toHaveText('Undone: text “Twelve years of projects.” on About changed (Spanish)');
  expect(project.read(esAbout)).toBe(before.es);
  expect(project.read(state)).toBe(before.state);
});

test('with Translations open, axe finds nothing at 1440 and 390 px, and a picture of each', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const seen: string[] = [];
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await openInEditMode(page, project.url, 'about');
    await showPanel(page);
    await panel(page).getByRole('button', { name: 'Translations', exact: true }).click();
    await expect(dialogOf(page).getByRole('status')).toHaveText('2 texts need translating.');
    seen.push(`${width}: ${(await axeViolations(page)).join(', ') || 'nothing'}`);
    await page.screenshot({ path: testInfo.outputPath(`translations-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialogOf(page)).toBeHidden();
  }
  expect(seen).toEqual(['1440: nothing', '390: nothing']);
});
