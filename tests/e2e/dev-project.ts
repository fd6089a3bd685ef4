import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { copyProject, projectRoot } from '../../scripts/support/project-copy.ts';
import { fixtureRoot } from '../support/site-copy.ts';

/**
 * `npm start` on a throwaway project: this project's code with the fixture site as its content, to
 * be edited the way an editor would. Each spec gets a copy of its own: the dev server writes its
 * outbox into the project it serves, and edits must not meet.
 */
export class DevProject {
  readonly root: string;
  private server?: ViteDevServer;
  url = '';

  constructor(prefix: string) {
    this.root = copyProject('app', { from: fixtureRoot, prefix });
  }

  /** Starts the dev server, then waits for a first page: Vite bundles the dependencies on the first visit, which takes a while on a busy machine. */
  async start(browser: Browser): Promise<void> {
    await this.startServer();
    const page = await browser.newPage();
    await page.goto(this.url);
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 110_000 });
    await page.close();
  }

  /** Starts the dev server only: for a spec that opens files of the site, not its pages. */
  async startServer(): Promise<void> {
    // node_modules is this project's, through a link, so the dev server must be allowed to serve from there (fonts).
    const fs = { allow: [this.root, join(projectRoot, 'node_modules')] };
    // Its own cache of pre-bundled dependencies: the shared node_modules/.vite would be rewritten by
    // another spec's dev server mid-load, and this page would then wait on bundles that are gone.
    const cacheDir = join(this.root, '.vite-cache');
    this.server = await createServer({
      root: this.root,
      configFile: join(this.root, 'vite.config.ts'),
      cacheDir,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1', fs },
    });
    await this.server.listen();
    this.url = this.server.resolvedUrls!.local[0]!;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    rmSync(this.root, { recursive: true, force: true });
  }

  read(file: string): string {
    return readFileSync(join(this.root, file), 'utf8');
  }

  /** Replaces the first `from` in `file` with `to`; fails loudly if it is not there. */
  edit(file: string, from: string, to: string): void {
    const text = this.read(file);
    if (!text.includes(from)) throw new Error(`${file} lacks ${from}`);
    writeFileSync(join(this.root, file), text.replace(from, to));
  }
}
