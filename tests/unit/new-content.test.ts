import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/content/pipeline.ts';
import type { PageData } from '../../src/shared/content.ts';
import { runScript } from '../support/run-script.ts';
import { SiteCopy, projectRoot } from '../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy(projectRoot);
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
    expect(site.read('pages/cloud-services/backup-plans.yaml')).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/schema\/page\.json\n/);
    expect(site.read('locales/en/pages.yaml')).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/schema\/locale\.json\n\n?cloudServicesBackupPlans:\n {2}title: Backup plans\n/);
  });

  it('refuses a route that exists or is malformed, creating nothing', () => {
    expect(create('page', 'about-us').output).toContain('pages/about-us.yaml already exists.');
    expect(create('page', 'About Us').output).toContain('"About Us" is not a valid route');
    expect(runPipeline(site.root).problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
});

describe('npm run new:article', () => {
  it('creates an article that the blog lists at once', () => {
    expect(create('article', 'Cloud-costs-2025').code).toBe(0);
    const result = runPipeline(site.root);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const blog = JSON.parse(result.compiled!.files.get('en/blog.json')!) as PageData;
    expect(blog.articles?.map((a) => a.slug)).toContain('Cloud-costs-2025');
    expect(site.read('pages/blog-details/Cloud-costs-2025.yaml')).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/schema\/article\.json\n/);
  });
});
