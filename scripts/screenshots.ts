/**
 * `npx tsx scripts/screenshots.ts [--url http://localhost:5173/] [--out screenshots] [route…]`: full-page
 * PNGs of each route at 390 and 1440 px, in every language, from a running server (npm start or
 * npm run preview). For reviewing design.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { ChromiumMissingError, chromiumArgs, requireChromium } from './support/chromium.ts';
import { UsageError, parseCommandLine, runCli } from './support/cli.ts';

const usage = `Usage: npx tsx scripts/screenshots.ts [options] [route…]

  route…        routes to capture, such as about-us blog-details/What-is-Industry-4.0 (default: the home page)
  --url URL     the running site (default http://localhost:5173/: npm start)
  --out DIR     where to write the PNGs (default screenshots/)`;

const widths = [390, 1440];
const languages = ['en', 'es'];

function readOptions() {
  const { values, positionals } = parseCommandLine(
    {
      options: {
        url: { type: 'string', default: 'http://localhost:5173/' },
        out: { type: 'string', default: 'screenshots' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    },
    usage,
  );
  const odd = positionals.find((route) => route.includes('://'));
  if (odd) throw new UsageError(`"${odd}" is an address, not a route: give the site's address with --url.`, usage);
  return { ...values, routes: positionals.length ? positionals : [''] };
}

/** One language at one width: every route, scrolled through first so lazy images load and counters finish. */
async function capture(browser: Browser, options: ReturnType<typeof readOptions>, width: number, language: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  await context.addInitScript((lang) => localStorage.setItem('site.language', lang), language);
  const page = await context.newPage();
  for (const route of options.routes) {
    await page.goto(new URL(`#/${route}`, options.url).href);
    await page.waitForSelector('main h1');
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(1600);
    await page.waitForLoadState('networkidle');
    const name = `${(route || 'home').replace(/\//g, '_')}-${language}-${width}.png`;
    await page.screenshot({ path: join(options.out, name), fullPage: true });
    console.log(name);
  }
  await context.close();
}

async function main(): Promise<void> {
  const options = readOptions();
  if (options.help) return console.log(usage);
  mkdirSync(options.out, { recursive: true });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  try {
    for (const width of widths) for (const language of languages) await capture(browser, options, width, language);
  } finally {
    await browser.close();
  }
}

await runCli(main, [ChromiumMissingError]);
