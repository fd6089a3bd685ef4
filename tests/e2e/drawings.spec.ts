import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { createStaticServer } from '../../scripts/serve/static-server.ts';
import { projectRoot } from '../../scripts/support/project-copy.ts';
import { listeningPort } from '../../scripts/support/listening-port.ts';
import { readSvg } from '../../src/content/checks/svg-safety.ts';
import { hostileSvgs } from '../support/hostile-svgs.ts';
import { DevProject } from './dev-project.ts';
import { expect, test } from './fixtures.ts';

/**
 * Hostile drawings opened on their own, as a visitor following a link to one would
 * (docs/BEHAVIOUR.md#pictures-that-cannot-act), under each server that serves the site: the
 * sanitizer's clean copy of each, and each as it came, which the pictures' sandbox must hold.
 */
const drawings = hostileSvgs.filter(({ rule }) => rule !== 'malformed' && rule !== 'declarations');
const fileName = (index: number, kind: 'clean' | 'raw') => `images/hostile/${kind}-${index}.svg`;

/** Writes every drawing, cleaned and as it came, under `publicDir`. */
function writeDrawings(publicDir: string): void {
  mkdirSync(join(publicDir, 'images/hostile'), { recursive: true });
  drawings.forEach(({ svg }, index) => {
    writeFileSync(join(publicDir, fileName(index, 'raw')), svg);
    writeFileSync(join(publicDir, fileName(index, 'clean')), readSvg(svg).clean!);
  });
}

interface Served {
  url: string;
  stop: () => Promise<void>;
}

const servers: Record<'npm start' | 'npm run preview' | 'scripts/serve.ts', () => Promise<Served>> = {
  'npm start': async () => {
    const project = new DevProject('drawings-dev-');
    writeDrawings(join(project.root, 'public'));
    await project.startServer();
    return { url: project.url, stop: () => project.stop() };
  },
  'npm run preview': async () => {
    const project = new DevProject('drawings-preview-');
    writeDrawings(join(project.root, 'public'));
    // What the build copies of public/ is all a picture's address needs.
    const outDir = join(project.root, 'dist');
    cpSync(join(project.root, 'public'), outDir, { recursive: true });
    const server: PreviewServer = await preview({
      root: project.root,
      configFile: join(project.root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1' },
    });
    return { url: server.resolvedUrls!.local[0]!, stop: async () => (await server.close(), project.stop()) };
  },
  'scripts/serve.ts': async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drawings-static-'));
    cpSync(join(projectRoot, 'public/_headers'), join(dir, '_headers'));
    writeDrawings(dir);
    const server: Server = await createStaticServer(dir);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${listeningPort(server)}/`,
      stop: async () => (await new Promise((resolve) => server.close(resolve)), rmSync(dir, { recursive: true, force: true })),
    };
  },
};

/** What the drawing did once opened: scripts run (the console, a dialog), addresses asked elsewhere, navigations. */
async function openDrawing(page: Page, address: string): Promise<string[]> {
  const acts: string[] = [];
  // The drawing's own scripts log "pwned"; what the browser reports of what it blocked (an error) is no act of the drawing's.
  page.on('console', (message) => message.type() === 'log' && message.text().includes('pwned') && acts.push(`console: ${message.text()}`));
  page.on('dialog', (dialog) => (acts.push(`dialog: ${dialog.message()}`), void dialog.dismiss()));
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => (acts.push(`request: ${route.request().url()}`), route.abort()),
  );
  // A frame inside the drawing inherits its sandbox: what matters is where the visitor's own page goes.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url() !== address) acts.push(`navigation: ${frame.url()}`);
  });
  const response = await page.goto(address);
  expect(response?.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  // A refresh, an animation or an onload handler acts as the drawing loads: until the network has
  // been quiet for a while, whatever it asks for is seen.
  await page.waitForLoadState('networkidle');
  return acts;
}

for (const [name, start] of Object.entries(servers)) {
  test.describe(`drawings opened on their own under ${name}`, () => {
    const served: Served = { url: '', stop: async () => {} };
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      Object.assign(served, await start());
      // The first request of a dev server waits for its dependencies to be bundled.
      const page = await browser.newPage();
      await page.goto(new URL(fileName(0, 'clean'), served.url).href);
      await page.close();
    });
    test.afterAll(async () => served.stop());

    test('sends them with the pictures sandbox; each, cleaned and as it came, runs nothing, loads nothing and goes nowhere', async ({ context, request }) => {
      test.setTimeout(90_000);
      const response = await request.get(new URL(fileName(0, 'raw'), served.url).href);
      expect(response.headers()['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      const opened = drawings.flatMap(({ name }, index) =>
        (['clean', 'raw'] as const).map((kind) => ({ name: `${name} (${kind})`, path: fileName(index, kind) })),
      );
      const acts: Record<string, string[]> = {};
      // A few at a time: each waits for its network to be quiet, which is most of its time.
      for (let start = 0; start < opened.length; start += 12) {
        await Promise.all(
          opened.slice(start, start + 12).map(async ({ name, path }) => {
            const page = await context.newPage();
            const found = await openDrawing(page, new URL(path, served.url).href);
            if (found.length > 0) acts[name] = found;
            await page.close();
          }),
        );
      }
      expect(acts).toEqual({});
    });
  });
}
