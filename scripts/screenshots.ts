/**
 * `npx tsx scripts/screenshots.ts [baseUrl] [outDir] [routes…]`: full-page PNGs of each route at 390 and
 * 1440 px, in every language, from a running server (npm start or npm run preview). For reviewing design.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [baseUrl = 'http://localhost:5173/', outDir = 'screenshots', ...routes] = process.argv.slice(2);
const widths = [390, 1440];
const languages = ['en', 'es'];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of widths) {
  for (const language of languages) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    await context.addInitScript((lang) => localStorage.setItem('site.language', lang), language);
    const page = await context.newPage();
    for (const route of routes.length ? routes : ['']) {
      await page.goto(`${baseUrl}#/${route}`);
      await page.waitForSelector('main h1');
      // Scroll through like a visitor, so lazy images load and counters finish counting.
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
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
