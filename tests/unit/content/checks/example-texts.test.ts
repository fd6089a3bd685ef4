import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../../src/content/pipeline.ts';
import { fingerprint } from '../../../../src/content/parse/translation-state.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const banner = 'Twelve years of cloud, data and web projects for companies in Spain.';
const warnings = () => runPipeline(site.root, { compile: false }).problems.filter((p) => p.severity !== 'error');

describe('texts still the example they were written as', () => {
  it('warns about each, at the text, naming it, what wrote it and how to fix it', () => {
    site.write('locales/example-texts.json', JSON.stringify({ en: { 'about.banner': { example: fingerprint(banner), writtenBy: 'Add section' } } }));
    const [problem, ...others] = warnings();
    expect(others).toEqual([]);
    const at = site.positionOf('locales/en/about.yaml', banner);
    expect(problem).toEqual({
      code: 'example-text',
      severity: 'warning',
      file: 'locales/en/about.yaml',
      line: at.line,
      column: at.column,
      path: ['banner'],
      message:
        'The English text of "about.banner" is still the example text that Add section wrote: "Twelve years of cloud, data and web projects for companies…".',
      hint: 'Write this page’s own words in its place: click the text in Edit mode (it is marked "Example text — replace it"), or change it in this file. The warning goes once the text changes.',
    });
  });

  it('says nothing once the text has changed', () => {
    site.write('locales/example-texts.json', JSON.stringify({ en: { 'about.banner': { example: fingerprint(banner), writtenBy: 'Add section' } } }));
    site.edit('locales/en/about.yaml', banner, 'Our own words.');
    expect(warnings()).toEqual([]);
  });

  it('warns once about a starting text that waits for its translation too', () => {
    const spanish = site.read('locales/es/about.yaml').match(/^banner: (.+)$/m)![1]!;
    const mark = { example: fingerprint(spanish), writtenBy: 'new:page' };
    site.write('locales/example-texts.json', JSON.stringify({ es: { 'about.banner': mark } }));
    site.write('locales/translation-state.json', JSON.stringify({ es: { 'about.banner': { untranslated: fingerprint(spanish), writtenBy: 'new:page' } } }));
    expect(warnings().map(({ code }) => code)).toEqual(['untranslated-text']);
  });

  it('warns once, and still builds, when the record cannot be read', () => {
    site.write('locales/example-texts.json', '{ "en": [] }');
    const { problems, compiled } = runPipeline(site.root);
    expect(problems).toEqual([
      {
        code: 'unreadable-example-record',
        severity: 'warning',
        file: 'locales/example-texts.json',
        line: 1,
        column: 1,
        path: [],
        message: 'locales/example-texts.json cannot be read: it is not the record that edit mode, npm run new:page and new:article write.',
        hint: 'Restore it from version control, or delete it: the check then no longer knows which texts are still examples.',
      },
    ]);
    expect(compiled).not.toBeNull();
  });
});
