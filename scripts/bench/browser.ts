import { chromium, type Browser } from '@playwright/test';
import { playwrightChromeArgs } from './chromium.ts';
import { onCleanup } from './cleanup.ts';
import { BenchError } from './errors.ts';

/** A Playwright Chromium that is closed on exit even if the bench fails half-way. */
export async function withBrowser<T>(chromePath: string, use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromePath, args: playwrightChromeArgs }).catch((error: unknown) => {
    throw new BenchError(`Chromium (${chromePath}) did not start for Playwright: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  });
  const dispose = onCleanup(() => browser.close());
  try {
    return await use(browser);
  } finally {
    dispose();
    await browser.close();
  }
}
