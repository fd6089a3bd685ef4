import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NewContentError, newArticle, newPage } from '../../scripts/new-content.ts';
import { today } from '../../src/content/model/publication.ts';
import { runPipeline } from '../../src/content/pipeline.ts';
import type { PageData } from '../../src/shared/content.ts';
import { runScript } from '../support/run-script.ts';
import { SiteCopy } from '../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

/** The command as editors run it. */
const create = (...args: string[]) => runScript('new-content.ts', [...args, '--root', site.root]);

/** Every file of the site copy and its content, to show that a refused command changed nothing. */
function snapshot(dir = site.root): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(site.root, path), readFileSync(path, 'utf8')];
      }),
  );
}

/** Compiles the copy, which must have no error, and reads `file` in every language the site has. */
function compiledInEveryLanguage(file: string): PageData[] {
  const { problems, compiled } = runPipeline(site.root);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  const languages = compiled!.site.languages.available.map((l) => l.code);
  expect(languages.length).toBeGreaterThan(1);
  return languages.map((language) => {
    const json = compiled!.files.get(`${language}/${file}`);
    expect(json, `${language}/${file} is compiled`).toBeDefined();
    return JSON.parse(json!) as PageData;
  });
}

/** Every text key written in a created file, such as `pages.servicesBackupPlans.title`. */
function textKeysIn(file: string): string[] {
  const keys: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string' && /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(value) && !value.includes('/')) keys.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(parse(site.read(file)));
  return keys;
}

describe('npm run new:page', () => {
  it('creates a page with its texts in every language, valid at once, with the right breadcrumb', () => {
    const { code, output } = create('page', 'services/backup-plans');
    expect(code, output).toBe(0);
    expect(output).toContain('Created pages/services/backup-plans.yaml');
    expect(site.read('pages/services/backup-plans.yaml')).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/schema\/page\.json\n/);
    const keys = textKeysIn('pages/services/backup-plans.yaml');
    expect(keys.length).toBeGreaterThan(2);
    for (const page of compiledInEveryLanguage('services/backup-plans.json')) {
      expect(page.breadcrumb.map((c) => c.href)).toEqual(['/', '/services', undefined]);
      // A formatted text (an article's body, a long text of a block) is compiled apart from the plain ones.
      expect(keys.filter((key) => !page.texts[key] && !page.formatted?.[key])).toEqual([]);
      expect(page.texts[page.title]).toBe('Backup plans');
    }
  });

  it('marks the starting texts of every language but the default as not yet translated: a warning each, until they change', () => {
    newPage(site.root, 'services/backup-plans');
    const untranslated = () => runPipeline(site.root).problems.filter((p) => p.code === 'untranslated-text');
    const warnings = untranslated();
    expect(warnings.map((p) => [p.severity, p.file, p.path])).toEqual(
      ['title', 'description', 'banner', 'heading', 'itemTitle', 'itemText'].map((name) => ['warning', 'locales/es/pages.yaml', `servicesBackupPlans.${name}`]),
    );
    expect(warnings[2]).toMatchObject({ message: 'The Spanish text of "pages.servicesBackupPlans.banner" is still the starting text that new:page wrote.' });
    expect(warnings[2]!.hint).toBe('Translate the English text: "One sentence that tells visitors what this page offers them."');

    site.edit('locales/es/pages.yaml', 'Una frase que explique a los visitantes qué les ofrece esta página.', 'Copias de seguridad que se prueban cada mes.');
    expect(untranslated().map((p) => p.path)).not.toContain('servicesBackupPlans.banner');
    expect(untranslated()).toHaveLength(5);
  });

  it('starts a text file that does not exist yet with the line that gives editors autocompletion', () => {
    expect(snapshot()['locales/en/pages.yaml']).toBeUndefined();
    newPage(site.root, 'services/backup-plans');
    for (const language of ['en', 'es']) {
      expect(site.read(`locales/${language}/pages.yaml`)).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/schema\/locale\.json\n/);
    }
  });

  it("adds a second page's texts to the same file, keeping the first page's and the file's comments", () => {
    newPage(site.root, 'services/backup-plans');
    const first = site.read('locales/es/pages.yaml');
    site.write('locales/es/pages.yaml', `${first.trimEnd()}\n# Revisado por el equipo de contenidos.\n`);
    newPage(site.root, 'privacy');
    const texts = site.read('locales/es/pages.yaml');
    expect(texts).toContain('# Revisado por el equipo de contenidos.');
    expect(Object.keys(parse(texts) as object)).toEqual(['servicesBackupPlans', 'privacy']);
    compiledInEveryLanguage('privacy.json');
  });

  it.each([
    ['about', 'file-exists', 'pages/about.yaml already exists.'],
    ['About Us', 'invalid-route', '"About Us" is not a valid route: use lowercase words joined by "-" and "/", such as "cloud-services/backup".'],
  ] as const)('refuses "%s" with a typed error that says why, creating nothing', (route, code, message) => {
    const before = snapshot();
    expect(() => newPage(site.root, route)).toThrow(new NewContentError(code, message));
    expect(snapshot()).toEqual(before);
  });

  it('writes nothing in any language when one language already has texts under the new name', () => {
    site.write('locales/es/pages.yaml', 'cloudBackup:\n  title: Copias en la nube\n');
    let error: unknown;
    try {
      newPage(site.root, 'cloud/backup');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(NewContentError);
    expect(error).toMatchObject({ code: 'texts-exist', message: 'locales/es/pages.yaml already has texts under "cloudBackup": choose another name.' });
    expect(existsSync(join(site.root, 'locales/en/pages.yaml'))).toBe(false);
    expect(existsSync(join(site.root, 'pages/cloud/backup.yaml'))).toBe(false);
  });

  it('from the command line, prints the reason and exits 1, or the usage and exits 2', () => {
    expect(create('page', 'about')).toMatchObject({ code: 1, output: 'pages/about.yaml already exists.\n' });
    const usage = create('page');
    expect(usage.code).toBe(2);
    expect(usage.output).toMatch(/^Give one route \(new:page\) or one slug \(new:article\)\.\n\nUsage: npm run new:page -- <route>/);
    expect(create('page', 'x', '--force').output).toMatch(/^Unknown option '--force'/);
  });
});

describe('npm run new:article', () => {
  it('creates an article in the collection of the site, dated today, with its texts in every language, listed at once', () => {
    const dayBefore = today();
    const { code, output } = create('article', 'Cloud-costs-2025');
    expect(code, output).toBe(0);
    const dayAfter = today();
    expect(output).toContain('Created pages/articles/Cloud-costs-2025.yaml');
    expect(output).toContain('It is at #/articles/Cloud-costs-2025');
    expect(site.read('pages/articles/Cloud-costs-2025.yaml')).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/schema\/article\.json\n/);
    const keys = textKeysIn('pages/articles/Cloud-costs-2025.yaml');
    expect(keys.length).toBeGreaterThanOrEqual(4);
    // The texts go with those of the other articles of the collection.
    expect(keys.every((key) => key.startsWith('news.cloudCosts2025.'))).toBe(true);
    for (const page of compiledInEveryLanguage('articles/Cloud-costs-2025.json')) {
      expect([dayBefore, dayAfter]).toContain(page.item?.date);
      // A formatted text (an article's body, a long text of a block) is compiled apart from the plain ones.
      expect(keys.filter((key) => !page.texts[key] && !page.formatted?.[key])).toEqual([]);
      expect(page.texts[page.item!.title]).toBe('Cloud costs 2025');
    }
    for (const list of compiledInEveryLanguage('news.json')) expect(list.articles?.map((a) => a.slug)).toContain('Cloud-costs-2025');
  });

  it('marks the Spanish starting texts as not yet translated', () => {
    newArticle(site.root, 'Cloud-costs-2025');
    const warnings = runPipeline(site.root).problems.filter((p) => p.code === 'untranslated-text');
    expect(warnings.map((p) => p.path)).toEqual(['cloudCosts2025.title', 'cloudCosts2025.teaser', 'cloudCosts2025.body', 'cloudCosts2025.imageAlt']);
    expect(warnings[0]!.message).toBe('The Spanish text of "news.cloudCosts2025.title" is still the starting text that new:article wrote.');
  });

  describe('on a site with several collections', () => {
    beforeEach(() => {
      site.write('pages/case-study.yaml', 'route: cases/:study\ntitle: about.meta.title\nblocks:\n  - type: title-banner\n  - type: article-body\n');
    });

    it('asks which, creating nothing', () => {
      const before = snapshot();
      const message =
        'This site has several collections of articles: articles, cases. Say which with --collection, such as: npm run new:article -- Cloud-costs-2025 --collection articles';
      expect(() => newArticle(site.root, 'Cloud-costs-2025')).toThrow(new NewContentError('which-collection', message));
      expect(create('article', 'Cloud-costs-2025')).toMatchObject({ code: 1, output: `${message}\n` });
      expect(snapshot()).toEqual(before);
    });

    it('creates the article in the one given, making its folder, with its texts beside those its page uses', () => {
      const { code, output } = create('article', 'Migration-study', '--collection', 'cases');
      expect(code, output).toBe(0);
      expect(site.read('pages/cases/Migration-study.yaml')).toContain('title: about.migrationStudy.title');
      compiledInEveryLanguage('cases/Migration-study.json');
    });

    it('refuses a collection the site does not have, naming those it has', () => {
      expect(() => newArticle(site.root, 'Migration-study', 'case')).toThrow(
        new NewContentError('unknown-collection', 'This site has no collection "case". Its collections: articles, cases.'),
      );
    });
  });

  it('refuses, saying why, on a site without a collection', () => {
    rmSync(join(site.root, 'pages/article.yaml'));
    const message =
      'This site has no collection of articles: a page whose route ends in a parameter, such as "blog/:slug", with one file per article in the folder pages/blog/.';
    expect(() => newArticle(site.root, 'Cloud-costs-2025')).toThrow(new NewContentError('no-collection', message));
  });

  it.each([
    ['Cloud-costs-2025', 'pages/articles/Cloud-costs-2025.yaml already exists.'],
    ['Cloud costs', '"Cloud costs" cannot be an address'],
  ])('refuses "%s", saying why and creating nothing', (slug, message) => {
    newArticle(site.root, 'Cloud-costs-2025');
    const before = snapshot();
    expect(create('article', slug)).toMatchObject({ code: 1, output: expect.stringContaining(message) });
    expect(snapshot()).toEqual(before);
  });

  it('refuses a slug that cannot be an address', () => {
    expect(() => newArticle(site.root, 'costs 2025')).toThrow(NewContentError);
  });
});
