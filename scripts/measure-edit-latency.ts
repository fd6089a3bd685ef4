/**
 * `npx tsx scripts/measure-edit-latency.ts`: how long a saved YAML edit takes to show in the browser
 * under `npm start`. Runs a dev server on a temporary copy, edits a text five times, prints each time.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { ChromiumMissingError, chromiumArgs, requireChromium } from './support/chromium.ts';
import { parseCommandLine, runCli } from './support/cli.ts';
import { copyProject } from './support/project-copy.ts';

const usage = `Usage: npx tsx scripts/measure-edit-latency.ts

Starts the dev server on a temporary copy of the project, opens #/about-us, changes its title in
locales/en/about.yaml five times and prints how long each change took to show in the browser.`;

const edits = 5;

/** Milliseconds from saving each edit of the About page's title until the browser shows it. */
async function timeEdits(page: Page, root: string): Promise<number[]> {
  const file = join(root, 'locales/en/about.yaml');
  const times: number[] = [];
  for (let edit = 1; edit <= edits; edit++) {
    const text = readFileSync(file, 'utf8').replace(/^ {2}title: .*$/m, () => `  title: About us ${edit}`);
    const started = performance.now();
    writeFileSync(file, text);
    await page.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, `About us ${edit}`, { timeout: 20_000 });
    times.push(Math.round(performance.now() - started));
  }
  return times;
}

async function main(): Promise<void> {
  if (parseCommandLine({ options: { help: { type: 'boolean', short: 'h' } } }, usage).values.help) return console.log(usage);
  const executablePath = requireChromium();
  const root = copyProject('app', { prefix: 'latency-' });
  const server = await createServer({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  try {
    await server.listen();
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.goto(`${server.resolvedUrls!.local[0]}#/about-us`);
      await page.waitForSelector('h1');
      const times = await timeEdits(page, root);
      const sorted = [...times].sort((a, b) => a - b);
      console.log(`save → visible in the browser: ${times.join(', ')} ms (median ${sorted[Math.floor(edits / 2)]} ms)`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

await runCli(main, [ChromiumMissingError]);
