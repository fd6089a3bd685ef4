/**
 * `npx tsx scripts/measure-edit-latency.ts`: how long a saved YAML edit takes to show in the browser
 * under `npm start`. Runs a dev server on a temporary copy, edits a text five times, prints each time.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';

const projectRoot = resolve(import.meta.dirname, '..');
const root = mkdtempSync(join(tmpdir(), 'latency-'));
for (const entry of ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'site.yaml', 'pages', 'locales', 'schema', 'public', 'src']) {
  cpSync(join(projectRoot, entry), join(root, entry), { recursive: true });
}
symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
const server = await createServer({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
await server.listen();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await browser.newPage();
  await page.goto(`${server.resolvedUrls!.local[0]}#/about-us`);
  await page.waitForSelector('h1');
  const file = join(root, 'locales/en/about.yaml');
  const times: number[] = [];
  for (let run = 1; run <= 5; run++) {
    const text = readFileSync(file, 'utf8').replace(/^ {2}title: .*$/m, `  title: About us ${run}`);
    const started = performance.now();
    writeFileSync(file, text);
    await page.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, `About us ${run}`, { timeout: 20_000 });
    times.push(Math.round(performance.now() - started));
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`save → visible in the browser: ${times.join(', ')} ms (median ${sorted[2]} ms)`);
} finally {
  await browser.close();
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
