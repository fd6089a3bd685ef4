import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLanguages } from '../../../../src/content/checks/languages.ts';
import { onlyProblemAt, stagesOf } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const languageProblems = () => checkLanguages(stagesOf(site.root).content);

describe('languages', () => {
  it('accepts languages that each have their folder of texts', () => {
    expect(languageProblems()).toEqual([]);
  });

  it('refuses a default language that is not available', () => {
    site.edit('site.yaml', '  default: en', '  default: fr');
    const problem = onlyProblemAt(site, languageProblems(), 'site.yaml', 'fr');
    expect(problem).toMatchObject({
      code: 'unknown-default-language',
      path: ['languages', 'default'],
      message: 'The default language "fr" is not among the available ones.',
      hint: 'Use one of: en, es.',
    });
  });

  it('refuses a language without its folder of texts', () => {
    site.edit('site.yaml', '    - code: es\n      label: Español\n', '    - code: es\n      label: Español\n    - code: fr\n      label: Français\n');
    const problem = onlyProblemAt(site, languageProblems(), 'site.yaml', 'fr\n');
    expect(problem).toMatchObject({
      code: 'missing-language-folder',
      path: ['languages', 'available', 2, 'code'],
      message: 'There is no folder locales/fr/ for French.',
      hint: 'Create locales/fr/ with the same files as the other languages.',
    });
  });
});
