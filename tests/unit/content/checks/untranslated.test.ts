import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkUntranslated } from '../../../../src/content/checks/untranslated.ts';
import { runPipeline } from '../../../../src/content/pipeline.ts';
import { fingerprint } from '../../../../src/content/parse/translation-state.ts';
import { stagesOf } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const untranslated = (state: Parameters<typeof checkUntranslated>[1]) => checkUntranslated(stagesOf(site.root).content, state);

describe('texts not yet translated', () => {
  it('warns about a text still as new:page wrote it, at the text, with the text of the default language to translate', () => {
    const [problem, ...others] = untranslated({
      es: { 'about.banner': { untranslated: fingerprint('Doce años de proyectos de nube, datos y web para empresas en España.'), writtenBy: 'new:page' } },
    });
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ code: 'untranslated-text', severity: 'warning', file: 'locales/es/about.yaml', line: 5, column: 9, path: ['banner'] });
    expect(problem!.hint).toBe('Translate the English text: "Twelve years of cloud, data and web projects for companies in Spain."');
  });

  it('says nothing once the text has changed, nor for confirmed translations, nor for the default language', () => {
    expect(
      untranslated({
        es: { 'about.banner': { untranslated: fingerprint('Otro texto'), writtenBy: 'new:page' }, 'about.meta.title': 'abc123' },
        en: { 'about.banner': { untranslated: fingerprint('Twelve years of cloud, data and web projects for companies in Spain.'), writtenBy: 'new:page' } },
      }),
    ).toEqual([]);
  });

  it('warns once, and still builds, when the record of translations cannot be read', () => {
    site.write('locales/translation-state.json', '<<<<<<< HEAD\n{}\n');
    const { problems, compiled } = runPipeline(site.root);
    expect(problems).toEqual([
      expect.objectContaining({ code: 'unreadable-translation-state', severity: 'warning', file: 'locales/translation-state.json', line: 1, column: 1 }),
    ]);
    expect(compiled).not.toBeNull();
  });
});
