import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { BenchError } from './processes.ts';

export const formFactors = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof formFactors)[number];

/** Each form factor gets its own snapshot, taken at the size it will be measured at: menus and grids differ. */
const contexts: Record<FormFactor, BrowserContextOptions> = {
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
};

/**
 * Waits until the page's content has arrived: the page data comes by fetch after the app has started,
 * and the renderer marks content still on its way with aria-busy="true". Rendering can start more
 * requests (images, lazy chunks), so the network must be idle again at the end.
 */
export async function waitUntilRendered(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const rendered = () => {
    const main = document.querySelector('main');
    return Boolean(main && main.children.length > 0 && !main.querySelector('[aria-busy="true"]'));
  };
  await page.waitForFunction(rendered, undefined, { timeout: 30_000 }).catch(() => {
    throw new BenchError(`${page.url()} did not finish rendering within 30 s (<main> still empty or aria-busy).`);
  });
  await page.waitForLoadState('networkidle');
}

/**
 * The rendered page as HTML, minus every script and module preload: what a server that renders the
 * page would send to a browser without JavaScript. The doctype is added back (outerHTML has none, and
 * without it the page would be laid out in quirks mode); nothing else changes.
 */
export async function staticSnapshot(page: Page): Promise<string> {
  await waitUntilRendered(page);
  const html = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true);
    if (!(copy instanceof HTMLElement)) throw new TypeError('The page has no document element to copy.');
    copy.querySelectorAll('script, link[rel="modulepreload"]').forEach((element) => element.remove());
    return copy.outerHTML;
  });
  return `<!doctype html>\n${html}\n`;
}

/**
 * Saves static-<route>-<form factor>.html for each route into `staticDir`, a copy of the build: the
 * snapshots' asset URLs are relative (./assets/…), so they resolve only beside index.html.
 */
export async function saveStaticSnapshots(
  browser: Browser,
  pages: { name: string; url: string }[],
  formFactorsToSave: readonly FormFactor[],
  staticDir: string,
) {
  const saved: { route: string; formFactor: FormFactor; file: string; bytes: number }[] = [];
  for (const formFactor of formFactorsToSave) {
    for (const { name, url } of pages) {
      // A context of its own for each page: a first visit, as Lighthouse will make it.
      const context = await browser.newContext(contexts[formFactor]);
      try {
        const page = await context.newPage();
        await page.goto(url, { timeout: 60_000 });
        const html = await staticSnapshot(page);
        const file = `static-${name}-${formFactor}.html`;
        writeFileSync(join(staticDir, file), html);
        saved.push({ route: name, formFactor, file, bytes: Buffer.byteLength(html) });
        console.log(`  ${file}: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB`);
      } finally {
        await context.close();
      }
    }
  }
  return saved;
}
