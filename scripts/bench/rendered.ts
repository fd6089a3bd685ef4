import type { Page } from '@playwright/test';
import { BenchError } from './errors.ts';

/**
 * Waits until the page's content has arrived: the page data comes by fetch after the shell has
 * started, and the renderer marks content still on its way with aria-busy="true".
 */
export async function waitUntilRendered(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => {
      const main = document.querySelector('main');
      return Boolean(main && main.children.length > 0 && !main.querySelector('[aria-busy="true"]'));
    }, undefined, { timeout: 30_000 })
    .catch(() => {
      throw new BenchError(`${page.url()} did not finish rendering within 30 s (<main> still empty or aria-busy).`);
    });
  // Rendering can start new requests (images, lazy chunks): wait for those too.
  await page.waitForLoadState('networkidle');
}
