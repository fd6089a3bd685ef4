import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { projectRoot } from '../../scripts/support/project-copy.ts';

// `npm start` and `npm run preview` (vite.config.ts) asked by a page of another origin on this
// machine (docs/BEHAVIOUR.md#development-server): Vite's default CORS would grant any localhost
// origin a read of the project's files.
const configFile = join(projectRoot, 'vite.config.ts');
const otherPage = 'http://localhost:9999';
let dev: ViteDevServer;
let built: PreviewServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cors-'));
  // A cache of its own: the shared node_modules/.vite may be in use by another dev server. No
  // discovery of dependencies: a request for a module would start the optimizer again, in the
  // background, and it could still be writing into that cache as the folder is removed.
  const cacheDir = join(dist, '.vite-cache');
  dev = await createServer({
    root: projectRoot,
    configFile,
    cacheDir,
    logLevel: 'silent',
    optimizeDeps: { noDiscovery: true },
    server: { port: 0, host: '127.0.0.1' },
  });
  await dev.listen();
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Built</title>');
  built = await preview({ root: projectRoot, configFile, logLevel: 'silent', build: { outDir: dist }, preview: { port: 0, host: '127.0.0.1' } });
}, 60_000);
afterAll(async () => {
  await dev.close();
  await built.close();
  // The optimizer's first run (the dependencies plugins name) may still be renaming its folder.
  rmSync(dist, { recursive: true, force: true, maxRetries: 5 });
});

const ask = (base: string, path: string, init: RequestInit = {}) =>
  fetch(new URL(path, base), { ...init, headers: { Origin: otherPage, ...(init.headers as Record<string, string>) } });

describe('the development server', () => {
  it.each(['/site.yaml', '/package.json', '/src/main.tsx', '/'])('answers %s to a page of another origin with no CORS grant', async (path) => {
    const answer = await ask(dev.resolvedUrls!.local[0]!, path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('grants no preflight either', async () => {
    const answer = await ask(dev.resolvedUrls!.local[0]!, '/site.yaml', { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'GET' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-methods')).toBeNull();
  });
});

describe('the preview server', () => {
  it('answers a page of another origin with no CORS grant', async () => {
    const answer = await ask(built.resolvedUrls!.local[0]!, '/');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
