import type { Page } from '@playwright/test';
import { checkSite, isError } from '../../src/content/pipeline.ts';
import { DevProject } from './dev-project.ts';
import { openInEditMode, panel, shownAfter, showPanel } from './edit-mode.ts';
import { axeViolations } from './page-checks.ts';
import { expect, test } from './fixtures.ts';

/**
 * The Brand dialog (docs/EDITING.md#brand-colours-font-and-logo), driven by role and name as an editor would, on a
 * throwaway copy of the fixture site given this site's own brand: a colour too light is said so
 * before saving, with the nearest one that reads well; saved, the page shows it in place.
 */
test.describe.configure({ mode: 'serial' });

let project: DevProject;
let url: string;

/** This site's brand (site.yaml), in the fixture site's site.yaml before its public address. */
const brand = ['brand:', '  colors:', '    primary: "#1849a9"', '    accent: "#2e6be6"', '  font: inter', '  logo: images/logo-mark.svg', ''].join('\n');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  project = new DevProject('brand-dialog-');
  project.edit('site.yaml', '\nurl:', `\n${brand}\nurl:`);
  await project.start(browser);
  url = project.url;
});

test.afterAll(() => project.stop());

/** How many of the logo's pixels, as the page draws it now, are of each colour (hex). */
const logoColours = (page: Page) =>
  page
    .getByRole('banner')
    .locator('img')
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: img.naturalWidth, height: img.naturalHeight });
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const counts: Record<string, number> = {};
      for (let at = 0; at < data.length; at += 4) {
        if (data[at + 3] !== 255) continue;
        const hex = `#${[data[at]!, data[at + 1]!, data[at + 2]!].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
        counts[hex] = (counts[hex] ?? 0) + 1;
      }
      return counts;
    });

test('a primary colour too light is said so before saving, with the nearest one that reads well; used and saved, site.yaml changes on its line only and the page shows it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const before = project.read('site.yaml');
  await openInEditMode(page, url, 'about');
  expect(Object.keys(await logoColours(page))).toContain('#1849a9');
  const opener = panel(page).getByRole('button', { name: 'Brand', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Brand' });
  const primary = dialog.getByRole('group', { name: 'Primary colour' });
  const code = primary.getByRole('textbox', { name: 'Primary colour', exact: true });
  await expect(code).toHaveValue('#1849a9');
  await expect(primary.getByRole('status')).toHaveText('White text on this colour is easy to read, and so are links in this colour.');

  await code.fill('#7fb38f');
  await expect(primary.getByRole('status')).toHaveText('Too light: menu entries under the pointer would be hard to read.');
  await expect(code).toHaveAccessibleDescription('Too light: menu entries under the pointer would be hard to read.');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription('Save waits until the primary colour is easy to read: use the colour suggested, or choose another.');
  expect(await axeViolations(page)).toEqual([]);

  await primary.getByRole('button', { name: 'Use #457756' }).click();
  await expect(code).toHaveValue('#457756');
  await expect(primary.getByRole('status')).toHaveText('White text on this colour is easy to read, and so are links in this colour.');
  await expect(save).toBeEnabled();
  await shownAfter(page, () => save.click());
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(panel(page).getByRole('status')).toHaveText('Saved: Brand settings changed');
  expect(project.read('site.yaml')).toBe(before.replace('    primary: "#1849a9"\n', '    primary: "#457756"\n'));
  expect(checkSite(project.root).problems.filter(isError)).toEqual([]);

  // The page, as it is, in the new colour: the active menu entry, and the logo's drawing.
  const active = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About' });
  await expect(active).toHaveCSS('color', 'rgb(69, 119, 86)');
  await expect.poll(async () => Object.keys(await logoColours(page))).toContain('#457756');
  expect(Object.keys(await logoColours(page))).not.toContain('#1849a9');
});

test('an accent left to follow the primary colour is left out of site.yaml, and the font is picked by its name', async ({ page }) => {
  const before = project.read('site.yaml');
  await openInEditMode(page, url, 'about');
  await panel(page).getByRole('button', { name: 'Brand', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Brand' });
  const accent = dialog.getByRole('group', { name: 'Accent colour' });
  await accent.getByRole('checkbox', { name: 'Follow the primary colour' }).check();
  await expect(accent.getByRole('textbox', { name: 'Accent colour', exact: true })).toHaveValue('#3f7f56');
  await expect(accent.getByRole('status')).toHaveText(/^Follows the primary colour: .* easy to read/);
  await dialog.getByRole('combobox', { name: 'Font' }).selectOption({ label: 'Source Sans 3' });
  await shownAfter(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  await expect(dialog).toBeHidden();
  expect(project.read('site.yaml')).toBe(before.replace('    accent: "#2e6be6"\n', '').replace('  font: inter\n', '  font: source-sans-3\n'));
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim())).toBe('#3f7f56');
});

test('the Brand dialog at 1440 and 390 px: nothing for axe to find, and a picture of each', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await openInEditMode(page, url, 'about');
    await showPanel(page);
    await panel(page).getByRole('button', { name: 'Brand', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Brand' });
    await dialog.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#7fb38f');
    await expect(dialog.getByRole('button', { name: 'Use #457756' })).toBeVisible();
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`brand-${width}.png`) });
    await dialog.getByRole('combobox', { name: 'Favicon' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`brand-${width}-end.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
