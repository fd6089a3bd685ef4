import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmTranslations, translationReport } from '../../../scripts/i18n-report.ts';
import { newPage } from '../../../scripts/new-content.ts';
import { runScript } from '../../support/run-script.ts';
import { SiteCopy } from '../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
  confirmTranslations(site.root);
});
afterEach(() => site.remove());

const spanish = () => translationReport(site.root).languages.find((r) => r.language === 'es')!;
const addSpareText = () => {
  site.edit('locales/en/about.yaml', 'meta:\n', 'spare: A text nobody uses\nmeta:\n');
  site.edit('locales/es/about.yaml', 'meta:\n', 'spare: Un texto que nadie usa\nmeta:\n');
};

describe('npm run i18n:report', () => {
  it('reports nothing to do once every translation is confirmed', () => {
    const report = translationReport(site.root);
    expect(report.contentErrors).toBe(0);
    expect(report.languages.map((r) => r.language)).toEqual(['en', 'es']);
    for (const language of report.languages) expect(language).toMatchObject({ missing: [], unused: [], stale: [], unconfirmed: [] });
  });

  it('tells which Spanish texts were written for an English text that has since changed', () => {
    site.edit('locales/en/about.yaml', 'projects: projects delivered', 'projects: projects delivered on time');
    expect(spanish().stale).toEqual([{ key: 'about.figures.projects', english: 'projects delivered on time', translation: 'proyectos entregados' }]);
    confirmTranslations(site.root, ['about.figures.projects']);
    expect(spanish().stale).toEqual([]);
  });

  it('lists missing, unused and never-confirmed texts per language', () => {
    site.edit('locales/es/about.yaml', /  projects: proyectos entregados\n/, '');
    addSpareText();
    const report = spanish();
    expect(report.missing).toEqual(['about.figures.projects']);
    expect(report.unused).toEqual(['about.spare']);
    expect(report.unconfirmed).toEqual(['about.spare']);
  });

  it('counts the starting texts of a new page as never confirmed, until confirmed', () => {
    newPage(site.root, 'privacy');
    expect([...spanish().unconfirmed].sort()).toEqual([
      'pages.privacy.banner',
      'pages.privacy.description',
      'pages.privacy.heading',
      'pages.privacy.itemText',
      'pages.privacy.itemTitle',
      'pages.privacy.title',
    ]);
    confirmTranslations(site.root, ['pages.privacy.title']);
    expect(spanish().unconfirmed).not.toContain('pages.privacy.title');
  });

  it('no longer lists a starting text of a new page once it is translated, without npm run i18n:confirm', () => {
    newPage(site.root, 'privacy');
    site.edit('locales/es/pages.yaml', '  heading: Título de la sección\n', '  heading: Lo que hacemos con sus datos\n');
    expect(spanish().unconfirmed).not.toContain('pages.privacy.heading');
    expect(spanish().unconfirmed).toContain('pages.privacy.banner');
    expect(spanish().stale).toEqual([]);
  });

  it('exits with 0 for stale and never-confirmed translations: they are to review, not errors', () => {
    addSpareText();
    site.edit('locales/en/about.yaml', 'projects: projects delivered', 'projects: projects delivered on time');
    const { code, output } = runScript('i18n-report.ts', ['--root', site.root]);
    expect(output).toContain('English changed since the translation: 1');
    expect(output).toContain('never confirmed: 1');
    expect(code).toBe(0);
  });

  it('exits with 1 when the content check finds errors, and says where to see them', () => {
    site.edit('locales/es/about.yaml', /  projects: proyectos entregados\n/, '');
    const { code, output } = runScript('i18n-report.ts', ['--root', site.root]);
    expect(output).toContain('missing: 1\n    about.figures.projects');
    expect(output).toContain('The content check finds 2 errors: run npm run validate to see and fix them.');
    expect(code).toBe(1);
  });

  it('refuses an unknown option in one line, with exit code 2', () => {
    const { code, output } = runScript('i18n-report.ts', ['--root', site.root, '--stale']);
    expect(code).toBe(2);
    expect(output).toBe("Unknown option '--stale'. Usage: npm run i18n:report [-- --root <site folder>], or npm run i18n:confirm [-- <key> …]\n");
  });
});

describe('npm run i18n:confirm', () => {
  it('records the given translations, or all of them', () => {
    addSpareText();
    expect(spanish().unconfirmed).toEqual(['about.spare']);
    const { code, output } = runScript('i18n-report.ts', ['--confirm', '--root', site.root, 'about.spare']);
    expect(code).toBe(0);
    expect(output).toBe('Recorded 1 translation as matching the current English.\n');
    expect(spanish().unconfirmed).toEqual([]);
  });
});
