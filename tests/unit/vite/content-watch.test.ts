import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { savedSince } from '../../../src/vite/content-watch.ts';

/**
 * The development server's watcher can still be making its first pass over a large site when a
 * file is saved; once the pass is done, the server looks for a content file saved since it started
 * and takes it as the edit the pass could not tell apart (src/vite/content-watch.ts).
 */
describe('the edit saved during the watcher’s first pass', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** A site folder whose files were all saved at `at` (ms): site.yaml and two pages, one in a sub-folder. */
  function site(at: number) {
    const root = mkdtempSync(join(tmpdir(), 'content-watch-'));
    folders.push(root);
    mkdirSync(join(root, 'pages', 'services'), { recursive: true });
    for (const file of ['site.yaml', 'pages/home.yaml', 'pages/services/cloud.yaml']) {
      writeFileSync(join(root, file), 'x: 1\n');
      utimesSync(join(root, file), at / 1000, at / 1000);
    }
    const save = (file: string, when: number) => utimesSync(join(root, file), when / 1000, when / 1000);
    return { root, save, paths: [join(root, 'site.yaml'), join(root, 'pages'), join(root, 'locales')] };
  }
  const started = Date.UTC(2026, 10, 28, 12);
  const every = () => true;

  it('finds a file saved after the server started, in a sub-folder or at the top, and nothing when none was', async () => {
    const { root, save, paths } = site(started - 60_000);
    expect(await savedSince(paths, started, every)).toBeUndefined();
    save('pages/services/cloud.yaml', started + 1_000);
    expect(await savedSince(paths, started, every)).toBe(join(root, 'pages/services/cloud.yaml'));
    save('pages/services/cloud.yaml', started - 1_000);
    save('site.yaml', started + 1_000);
    expect(await savedSince(paths, started, every)).toBe(join(root, 'site.yaml'));
  });

  it('passes over files that are not content (an editor’s temporary file) and folders that do not exist', async () => {
    const { root, paths } = site(started - 60_000);
    writeFileSync(join(root, 'pages', '.home.yaml.1.tmp'), 'x: 2\n');
    const isContent = (file: string) => !file.split('/').at(-1)!.startsWith('.');
    expect(await savedSince(paths, started, isContent)).toBeUndefined();
    expect(await savedSince(paths, started, every)).toBe(join(root, 'pages', '.home.yaml.1.tmp'));
  });
});
