import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFiles } from '../../../src/content/load/load-files.ts';
import { SiteCopy } from '../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

describe('loading a site folder', () => {
  it('reads site.yaml, every page file at any depth and every text file per language', () => {
    site.write('pages/services/deep/inner.yml', 'route: services/deep/inner\n');
    site.write('pages/notes.txt', 'not content');
    const loaded = loadFiles(site.root);
    expect(loaded.site?.file).toBe('site.yaml');
    expect(loaded.pages.map((page) => page.file)).toContain('pages/services/deep/inner.yml');
    expect(loaded.pages.map((page) => page.file)).toContain('pages/articles/first-steps.yaml');
    expect(loaded.pages.map((page) => page.file)).not.toContain('pages/notes.txt');
    expect([...loaded.locales.keys()].sort()).toEqual(['en', 'es']);
    expect(loaded.locales.get('es')!.map((file) => file.file)).toContain('locales/es/about.yaml');
    expect(loaded.files).toContain(join(site.root, 'locales/en/common.yaml'));
    expect(loaded.problems).toEqual([]);
  });

  it('reports a missing site.yaml and still reads everything else', () => {
    rmSync(join(site.root, 'site.yaml'));
    const loaded = loadFiles(site.root);
    expect(loaded.site).toBeNull();
    expect(loaded.pages.length).toBeGreaterThan(0);
    expect(loaded.problems).toEqual([
      {
        code: 'missing-site-file',
        severity: 'error',
        file: 'site.yaml',
        line: 1,
        column: 1,
        path: [],
        message: 'site.yaml is missing.',
        hint: 'Restore it from version control: every page needs its menu and footer.',
      },
    ]);
  });
});
