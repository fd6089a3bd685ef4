import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmTranslations, translationReport } from '../../scripts/i18n-report.ts';
import { SiteCopy, projectRoot } from '../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy(projectRoot);
});
afterEach(() => site.remove());

const spanish = () => translationReport(site.root).languages.find((r) => r.language === 'es')!;

describe('npm run i18n:report', () => {
  it('reports nothing to do on the current site', () => {
    for (const report of translationReport(site.root).languages) {
      expect(report).toMatchObject({ missing: [], unused: [], stale: [], unconfirmed: [] });
    }
  });

  it('tells which Spanish texts were written for an English text that has since changed', () => {
    site.edit('locales/en/about.yaml', 'projects: completed projects', 'projects: projects delivered on time');
    expect(spanish().stale).toEqual([{ key: 'about.figures.projects', english: 'projects delivered on time', translation: 'proyectos completados' }]);
    confirmTranslations(site.root, ['about.figures.projects']);
    expect(spanish().stale).toEqual([]);
  });

  it('lists missing, unused and never-confirmed texts per language', () => {
    site.edit('locales/es/about.yaml', /  projects: proyectos completados\n/, '');
    site.edit('locales/en/about.yaml', 'meta:\n', 'spare: A text nobody uses\nmeta:\n');
    site.edit('locales/es/about.yaml', 'meta:\n', 'spare: Un texto que nadie usa\nmeta:\n');
    const report = spanish();
    expect(report.missing).toEqual(['about.figures.projects']);
    expect(report.unconfirmed).toEqual(['about.spare']);
  });
});
