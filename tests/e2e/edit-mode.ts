import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * What the specs of edit mode and editing on the page share. Every content edit (a save on the
 * page, or a file written by the test) reloads the page: `act` is followed by that reload, and the
 * page after it is ready.
 */
export async function reloadAfter(page: Page, act: () => Promise<void> | void): Promise<void> {
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await act();
  await reloaded;
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** Opens `route` of the development server at `url` with edit mode on (it stays on across reloads). */
export async function openInEditMode(page: Page, url: string, route: string): Promise<void> {
  await page.goto(`${url}#/${route}`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const toggle = page.getByRole('button', { name: 'Edit mode' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}
