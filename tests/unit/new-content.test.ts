import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NewContentError, newArticle, newPage } from '../../scripts/new-content.ts';
import { runPipeline } from '../../src/content/pipeline.ts';
import type { PageData } from '../../src/shared/content.ts';
import { runScript } from '../support/run-script.ts';
import { SiteCopy } from '../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const create = (...args: string[]) => runScript('new-content.ts', [...args, '--root', site.root]);

describe('npm run new:page', () => {
  it('creates a page and its texts in both languages that validate at once, with the right breadcrumb', () => {
    const { code, output } = create('page', 'cloud-services/backup-plans');
    expect(code).toBe(0);
    expect(output).toContain('Created pages/cloud-services/backup-plans.yaml');
    const result = runPipeline(site.root);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const page = JSON.parse(result.compiled!.files.get('es/cloud-services/backup-plans.json')!) as PageData;
    expect(page.breadcrumb.map((c) => c.href)).toEqual(['/', '/cloud-services', undefined]);
    expect(page.texts['pages.cloudServicesBackupPlans.title']).toBe('Backup plans');
    expect(site.read('locales/en/pages.yaml')).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/schema\/locale\.json\n\n?cloudServicesBackupPlans:\n {2}title: Backup plans\n/);
  });

  it('refuses a route that exists or is malformed with a typed error, creating nothing', () => {
    expect(() => newPage(site.root, 'about-us')).toThrow(new NewContentError('file-exists', 'pages/about-us.yaml already exists.'));
    expect(() => newPage(site.root, 'About Us')).toThrow(
      new NewContentError('invalid-route', '"About Us" is not a valid route: use lowercase words joined by "-" and "/", such as "cloud-services/backup".'),
    );
    expect(runPipeline(site.root).problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('writes nothing in any language when one language already has texts under the new name', () => {
    site.write('locales/es/pages.yaml', 'cloudBackup:\n  title: Copias en la nube\n');
    const error = (() => {
      try {
        newPage(site.root, 'cloud/backup');
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(NewContentError);
    expect(error).toMatchObject({ code: 'texts-exist', message: 'locales/es/pages.yaml already has texts under "cloudBackup": choose another name.' });
    expect(existsSync(join(site.root, 'locales/en/pages.yaml'))).toBe(false);
    expect(existsSync(join(site.root, 'pages/cloud/backup.yaml'))).toBe(false);
  });

  it('from the command line, prints the reason and exits 1, or the usage and exits 2', () => {
    expect(create('page', 'about-us')).toEqual({ code: 1, output: 'pages/about-us.yaml already exists.\n' });
    const usage = create('page');
    expect(usage.code).toBe(2);
    expect(usage.output).toMatch(/^Give one route \(new:page\) or one slug \(new:article\)\.\n\nUsage: npm run new:page -- <route>/);
    expect(create('page', 'x', '--force').output).toMatch(/^Unknown option '--force'/);
  });
});

describe('npm run new:article', () => {
  it('creates an article that the blog lists at once', () => {
    expect(create('article', 'Cloud-costs-2025').code).toBe(0);
    const result = runPipeline(site.root);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const blog = JSON.parse(result.compiled!.files.get('en/blog.json')!) as PageData;
    expect(blog.articles?.map((a) => a.slug)).toContain('Cloud-costs-2025');
  });

  it('refuses a slug that cannot be an address', () => {
    expect(() => newArticle(site.root, 'costs 2025')).toThrow(NewContentError);
  });
});
