import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Manifest } from 'vite';
import { outputFolders } from '../../src/vite/output-folder.ts';
import { projectRoot } from './site-copy.ts';

const run = promisify(execFile);

/**
 * The production build of a site folder, as `SITE_DIR=<folder> vite build` makes it: into an empty
 * folder outside the project, or, `inProject`, into a folder inside it, over what is there, as
 * `npm run build` builds into dist/.
 */
export class Build {
  readonly dir: string;
  files: string[] = [];

  constructor(private readonly where: 'outside' | 'inProject' = 'outside') {
    const parent = where === 'outside' ? tmpdir() : join(projectRoot, 'node_modules/.cache');
    mkdirSync(parent, { recursive: true });
    this.dir = mkdtempSync(join(parent, 'dist-'));
  }

  /** `project`: where the renderer's code is read from, the repository unless a copy is given. */
  async run(siteDir: string, project = projectRoot): Promise<this> {
    // In a process of its own, as `vite build` runs: the first screen's renderer is imported from
    // a file whose name does not change between builds, so a second build in this process would
    // get the first one's. Vitest sets NODE_ENV=test, which would bundle React's development build.
    const folder = this.where === 'outside' ? ['--outDir', this.dir, '--emptyOutDir'] : ['--outDir', this.dir];
    await run(join(projectRoot, 'node_modules/.bin/vite'), ['build', ...folder, '--manifest', '--logLevel', 'error'], {
      cwd: project,
      env: { ...process.env, NODE_ENV: 'production', SITE_DIR: siteDir },
    });
    this.files = readdirSync(this.dir, { recursive: true, encoding: 'utf8' });
    return this;
  }

  read(file: string): string {
    return readFileSync(join(this.dir, file), 'utf8');
  }

  /** The scripts every page starts with, as index.html names them. */
  startupScripts(): string[] {
    return /data-entry="([^"]+)"/
      .exec(this.read('index.html'))![1]!
      .split(' ')
      .map((src) => src.replace(/^\.\//, ''));
  }

  /** Every script the home page loads before it shows: the start-up scripts, and the code of its blocks. */
  homeScripts(blockTypes: readonly string[]): string[] {
    const manifest = JSON.parse(this.read('.vite/manifest.json')) as Manifest;
    const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const blocks = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && blockTypes.some((type) => key.startsWith(`src/blocks/${type}/`)));
    const loaded = new Set<string>();
    const visit = (key: string) => {
      if (loaded.has(key)) return;
      loaded.add(key);
      manifest[key]!.imports?.forEach(visit);
    };
    [...this.startupScripts().map((file) => byFile.get(file)!), ...blocks].forEach(visit);
    return [...loaded].map((key) => manifest[key]!.file).sort();
  }

  bytes(files: readonly string[]): number {
    return files.reduce((sum, file) => sum + statSync(join(this.dir, file)).size, 0);
  }

  /** The folder, and the ones beside it that the build was written in before it was swapped in. */
  remove(): void {
    const { staging, swapping } = outputFolders(this.dir);
    for (const folder of [this.dir, staging, swapping]) rmSync(folder, { recursive: true, force: true });
  }
}
