/**
 * `npx tsx scripts/measure-edit-latency.ts`: how long an edit takes to show in the browser under
 * `npm start`, written to the file by hand and saved with edit mode. Runs a dev server on a
 * temporary copy, times each edit, prints each time.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { ChromiumMissingError, chromiumArgs, requireChromium } from './support/chromium.ts';
import { parseCommandLine, positiveInteger, runCli } from './support/cli.ts';
import { copyProject } from './support/project-copy.ts';

const usage = `Usage: npx tsx scripts/measure-edit-latency.ts [--runs N]

Starts the dev server on a temporary copy of the project and opens #/about-us. Changes its title in
locales/en/about.yaml N times (default 5), then N times with edit mode's "Edit text"
dialog, and prints how long each change took to show in the browser (from the write, or from the
click on Save), and how many times the page loaded meanwhile.`;

/** Whether the About page's heading reads `expected` (edit mode writes each text's key after it in invisible characters). */
const headingReads = (page: Page, expected: string) =>
  page.waitForFunction((text) => (document.querySelector('main h1')?.textContent ?? '').replace(/[\u200b-\u200f\u2060-\u206f\ufeff]/g, '') === text, expected, {
    timeout: 20_000,
  });

/** Milliseconds from writing each edit of the About page's title to the file until the browser shows it. */
async function timeFileEdits(page: Page, root: string, runs: number): Promise<number[]> {
  const file = join(root, 'locales/en/about.yaml');
  const times: number[] = [];
  for (let edit = 1; edit <= runs; edit++) {
    const text = readFileSync(file, 'utf8').replace(/^ {2}title: .*$/m, () => `  title: About us ${edit}`);
    const started = performance.now();
    writeFileSync(file, text);
    await headingReads(page, `About us ${edit}`);
    times.push(Math.round(performance.now() - started));
  }
  return times;
}

/** Milliseconds from the click on Save of the "Edit text" dialog until the browser shows the new title. */
async function timeSaves(page: Page, runs: number): Promise<number[]> {
  const toggle = page.getByRole('button', { name: 'Edit mode' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const times: number[] = [];
  for (let save = 1; save <= runs; save++) {
    await page.locator('main h1').click();
    const dialog = page.getByRole('dialog', { name: 'Edit text' });
    await dialog.getByRole('textbox', { name: 'English' }).fill(`Saved ${save}`);
    const started = performance.now();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await headingReads(page, `Saved ${save}`);
    times.push(Math.round(performance.now() - started));
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  }
  return times;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${times.join(', ')} ms (min ${sorted[0]} ms, median ${sorted[Math.floor(sorted.length / 2)]} ms)`;
}

async function main(): Promise<void> {
  const { values } = parseCommandLine({ options: { help: { type: 'boolean', short: 'h' }, runs: { type: 'string', default: '5' } } }, usage);
  if (values.help) return console.log(usage);
  const runs = positiveInteger(values.runs, '--runs', usage);
  const executablePath = requireChromium();
  const root = copyProject('app', { prefix: 'latency-' });
  const server = await createServer({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  try {
    await server.listen();
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.goto(`${server.resolvedUrls!.local[0]}#/about-us`);
      await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
      let loads = 0;
      page.on('load', () => loads++);
      console.log(`file written → visible in the browser: ${summary(await timeFileEdits(page, root, runs))}; page loads: ${loads}`);
      loads = 0;
      console.log(`Save on the page → visible in the browser: ${summary(await timeSaves(page, runs))}; page loads: ${loads}`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

await runCli(main, [ChromiumMissingError]);
