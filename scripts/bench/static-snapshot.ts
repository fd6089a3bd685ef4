import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { withBrowser } from './browser.ts';
import { waitUntilRendered } from './rendered.ts';
import type { BenchRoute, FormFactor } from './routes.ts';

/**
 * The layout can differ between phone and desktop (menus, grids), so each form factor gets its own
 * snapshot, taken at the size the static page will then be measured at.
 */
const contexts: Record<FormFactor, BrowserContextOptions> = {
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
};

export interface Snapshot {
  route: string;
  formFactor: FormFactor;
  /** File name at the root of the static copy, beside index.html. */
  file: string;
  bytes: number;
  /** True when the other form factor's snapshot of this route is byte-for-byte the same. */
  sameAsOtherFormFactor: boolean;
}

/** The rendered page, minus every script and module preload: what a server-rendered page with no JavaScript would send. */
async function snapshot(browser: Browser, url: string, formFactor: FormFactor): Promise<string> {
  const context = await browser.newContext(contexts[formFactor]);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await waitUntilRendered(page);
    const html = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('script, link[rel="modulepreload"]').forEach((element) => element.remove());
      return copy.outerHTML;
    });
    // outerHTML has no doctype, and without one the browser would lay the page out in quirks mode.
    return `<!doctype html>\n${html}\n`;
  } finally {
    await context.close();
  }
}

/**
 * Writes static-<route>-<form factor>.html into `staticDir`, a copy of the build: the snapshots'
 * asset URLs are relative (./assets/…), so they only resolve from the folder of index.html.
 */
export async function saveStaticSnapshots(chromePath: string, origin: string, routes: BenchRoute[], formFactors: FormFactor[], staticDir: string): Promise<Snapshot[]> {
  return withBrowser(chromePath, async (browser) => {
    const snapshots: Snapshot[] = [];
    for (const route of routes) {
      const html = new Map<FormFactor, string>();
      for (const formFactor of formFactors) html.set(formFactor, await snapshot(browser, `${origin}/${route.hash}`, formFactor));
      const same = html.size > 1 && new Set(html.values()).size === 1;
      for (const [formFactor, text] of html) {
        const file = `static-${route.name}-${formFactor}.html`;
        writeFileSync(join(staticDir, file), text);
        snapshots.push({ route: route.name, formFactor, file, bytes: Buffer.byteLength(text), sameAsOtherFormFactor: same });
        console.log(`  snapshot ${file} (${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB${same ? ', same HTML at both sizes' : ''})`);
      }
    }
    return snapshots;
  });
}
