import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * What the specs of edit mode and editing on the page share. Every content edit (a save on the
 * page, or a file written by the test) is drawn in place (<html data-content-changes> counts the
 * changes drawn); "Reload" after a conflict loads the page again. `act` is followed by either, and
 * the page after it is ready.
 */
export async function shownAfter(page: Page, act: () => Promise<void> | void): Promise<void> {
  const before = await page.locator('html').getAttribute('data-content-changes');
  const loaded = page.waitForEvent('load', { timeout: 15_000 });
  await act();
  const drawn = page.waitForFunction((count) => document.documentElement.getAttribute('data-content-changes') !== count, before, { timeout: 15_000 });
  await Promise.race([loaded, drawn]);
  // The other one never comes: its failure is no news.
  loaded.catch(() => {});
  drawn.catch(() => {});
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** Opens `route` of the development server at `url` with edit mode on. */
export async function openInEditMode(page: Page, url: string, route: string): Promise<void> {
  await page.goto(`${url}#/${route}`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const toggle = page.getByRole('button', { name: 'Edit mode' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

/** Edit mode's panel: its buttons (Menu, Brand, Undo…) and the line saying how the last save went. */
export const panel = (page: Page) => page.getByRole('region', { name: 'Edit mode' });

/** Unfolds Edit mode's panel where it is folded (it starts folded at a phone's width). */
export async function showPanel(page: Page): Promise<void> {
  const show = panel(page).getByRole('button', { name: 'Show panel' });
  if (await show.isVisible()) await show.click();
}

/** The lines `after` adds to `before` and those it takes away, counted as a diff counts them: what an edit changed in a file. */
export function lineChanges(before: string, after: string): { removed: string[]; added: string[] } {
  const without = (lines: string[], others: string[]) => {
    const left = [...others];
    return lines.filter((line) => {
      const at = left.indexOf(line);
      if (at !== -1) left.splice(at, 1);
      return at === -1;
    });
  };
  return { removed: without(before.split('\n'), after.split('\n')), added: without(after.split('\n'), before.split('\n')) };
}
