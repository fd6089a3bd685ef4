import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withBrowser } from './browser.ts';
import { BenchError } from './errors.ts';
import { waitUntilRendered } from './rendered.ts';

export interface FetchedFiles {
  files: string[];
  rawBytes: number;
  /** Sum of each file gzipped at level 9: independent of how the server compresses. */
  gzipBytes: number;
}

export interface HomeFirstLoad {
  /** Every .js file: the entry chunk, its imports and the chunks the page loads lazily. */
  js: FetchedFiles;
  /** Page data (.json): if the site's size leaked into what every visitor downloads, it would show here or in js. */
  data: FetchedFiles;
}

function weigh(distDir: string, paths: string[]): FetchedFiles {
  const files = [...paths].sort();
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const path of files) {
    const file = join(distDir, path);
    if (!existsSync(file)) throw new BenchError(`The browser loaded ${path}, which is not in ${distDir}.`);
    const content = readFileSync(file);
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}

/** What a first-time visitor's browser fetches for the home page until the network is idle, weighed from the files on disk. */
export async function measureHomeFirstLoad(chromePath: string, origin: string, distDir: string): Promise<HomeFirstLoad> {
  return withBrowser(chromePath, async (browser) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      const fetched = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === origin) fetched.add(decodeURIComponent(url.pathname));
      });
      await page.goto(`${origin}/`, { waitUntil: 'networkidle', timeout: 60_000 });
      await waitUntilRendered(page);
      const paths = [...fetched];
      return { js: weigh(distDir, paths.filter((p) => p.endsWith('.js'))), data: weigh(distDir, paths.filter((p) => p.endsWith('.json'))) };
    } finally {
      await context.close();
    }
  });
}
