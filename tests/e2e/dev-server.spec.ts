import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { expect, test } from '@playwright/test';

// One dev server on a throwaway copy of the project, edited the way an editor would.
test.describe.configure({ mode: 'serial' });

const projectRoot = resolve(import.meta.dirname, '../..');
let root: string;
let server: ViteDevServer;
let url: string;

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'dev-site-'));
  for (const entry of ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'site.yaml', 'pages', 'locales', 'schema', 'public', 'src']) {
    cpSync(join(projectRoot, entry), join(root, entry), { recursive: true });
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  server = await createServer({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  url = server.resolvedUrls!.local[0]!;
});

test.afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const edit = (file: string, from: string, to: string) => {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} lacks ${from}`);
  writeFileSync(path, text.replace(from, to));
};

test('a text edit shows in the browser without a manual reload', async ({ page }) => {
  await page.goto(`${url}#/about-us`);
  await expect(page.locator('h1')).toHaveText('About us');
  edit('locales/en/about.yaml', '  title: About us', '  title: About our firm');
  await expect(page.locator('h1')).toHaveText('About our firm', { timeout: 15_000 });
});

test('a content mistake shows in the error overlay with its place, and clears once fixed', async ({ page }) => {
  await page.goto(`${url}#/about-us`);
  await expect(page.locator('h1')).toBeVisible();
  edit('pages/about-us.yaml', 'type: counters', 'type: counter');
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toBeAttached({ timeout: 15_000 });
  await expect(overlay.locator('.message-body')).toContainText('pages/about-us.yaml:');
  await expect(overlay.locator('.message-body')).toContainText('Unknown block type "counter".');
  await expect(overlay.locator('.message-body')).toContainText('Did you mean "counters"?');

  edit('pages/about-us.yaml', 'type: counter', 'type: counters');
  await expect(overlay).not.toBeAttached({ timeout: 15_000 });
  await expect(page.locator('h1')).toBeVisible();
});
