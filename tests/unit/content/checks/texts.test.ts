import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkTexts } from '../../../../src/content/checks/texts.ts';
import { runPipeline } from '../../../../src/content/pipeline.ts';
import { onlyProblemAt, stagesOf } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const textProblems = () => checkTexts(stagesOf(site.root).content);

describe('texts', () => {
  it('finds every text used in every language, and every text used', () => {
    expect(textProblems()).toEqual([]);
  });

  it('names the text key and the language that lacks it', () => {
    site.edit('locales/es/about.yaml', /  projects: proyectos entregados\n/, '');
    const found = textProblems();
    expect(found.map((p) => [p.code, p.message])).toEqual([
      ['missing-text', 'The text "about.figures.projects" is missing in Spanish.'],
      ['missing-translation', '"about.figures.projects" has no Spanish text.'],
    ]);
    const inPage = found.find((p) => p.file === 'pages/about.yaml')!;
    expect(inPage.line).toBe(site.positionOf('pages/about.yaml', 'about.figures.projects').line);
    expect(inPage.hint).toBe('Add it to locales/es/about.yaml.');
    const inTexts = found.find((p) => p.file === 'locales/en/about.yaml')!;
    expect(inTexts).toMatchObject({ ...site.positionOf('locales/en/about.yaml', 'projects delivered'), path: 'figures.projects' });
    expect(inTexts.hint).toBe('Add "projects:" under "figures:" in locales/es/about.yaml, or delete it here if it is no longer needed.');
  });

  it('tells a text moved out of its group, which YAML reads without complaint, by its name in the other language', () => {
    site.edit('locales/es/about.yaml', '  web: Web\n', 'web: Web\n');
    const translations = textProblems().filter((p) => p.code === 'missing-translation');
    expect(translations.map((p) => [p.file, p.message, p.hint])).toEqual([
      ['locales/en/about.yaml', '"about.skills.web" has no Spanish text.', 'Spanish has "about.web" instead: check the indentation of that line in locales/es/about.yaml, where "web:" is at the top of the file, not under "skills:".'],
      ['locales/es/about.yaml', '"about.web" has no English text.', 'English has "about.skills.web" instead: check the indentation of this line, which is at the top of the file, against locales/en/about.yaml, where "web:" is under "skills:".'],
    ]);
  });

  it('points at a text whose key is a number', () => {
    site.edit('locales/es/about.yaml', 'meta:\n', 'figures2:\n  2024: Año de referencia\nmeta:\n');
    const problem = onlyProblemAt(site, textProblems().filter((p) => p.severity === 'error'), 'locales/es/about.yaml', 'Año de referencia');
    expect(problem).toMatchObject({ code: 'missing-translation', message: '"about.figures2.2024" has no English text.' });
    expect(problem.hint).toBe('Add "2024:" under "figures2:" in locales/en/about.yaml, or delete it here if it is no longer needed.');
  });

  it('suggests the nearest key for a text key that exists nowhere', () => {
    site.edit('pages/about.yaml', 'label: about.figures.projects', 'label: about.figures.project');
    const problem = onlyProblemAt(site, textProblems().filter((p) => p.severity === 'error'), 'pages/about.yaml', 'about.figures.project\n');
    expect(problem).toMatchObject({ code: 'missing-text', message: 'The text "about.figures.project" is missing in English and Spanish.' });
    expect(problem.hint).toBe('Did you mean "about.figures.projects"? Otherwise add it to locales/en/about.yaml and locales/es/about.yaml.');
  });

  it('refuses a key that names a group of texts', () => {
    site.edit('pages/about.yaml', 'label: about.figures.projects', 'label: about.figures');
    const problem = onlyProblemAt(site, textProblems().filter((p) => p.severity === 'error'), 'pages/about.yaml', 'about.figures\n');
    expect(problem).toMatchObject({ code: 'text-is-group', message: '"about.figures" is a group of texts, not a text.', hint: 'Name one of the texts inside it, such as "about.figures.heading".' });
  });

  it("refuses a missing text of the site's own controls, which no page names", () => {
    site.edit('locales/en/common.yaml', 'skipToContent: Skip to main content\n', '');
    site.edit('locales/es/common.yaml', 'skipToContent: Saltar al contenido principal\n', '');
    expect(textProblems()).toEqual([
      { code: 'missing-control-text', severity: 'error', file: 'locales/en/common.yaml', line: 1, column: 1, path: 'skipToContent', message: 'The text "common.skipToContent", used by the site\'s controls, is missing in English.', hint: 'Add "skipToContent" to locales/en/common.yaml.' },
      { code: 'missing-control-text', severity: 'error', file: 'locales/es/common.yaml', line: 1, column: 1, path: 'skipToContent', message: 'The text "common.skipToContent", used by the site\'s controls, is missing in Spanish.', hint: 'Add "skipToContent" to locales/es/common.yaml.' },
    ]);
  });

  it('does not call missing the texts of a file that could not be read', () => {
    site.edit('locales/es/about.yaml', '  title: Nosotros\n', '  title: "Nosotros\n');
    expect(textProblems()).toEqual([]);
  });

  it('warns about a text no page uses, without failing', () => {
    site.edit('locales/en/about.yaml', 'meta:\n', 'orphan: Nobody uses me\nmeta:\n');
    site.edit('locales/es/about.yaml', 'meta:\n', 'orphan: Nadie me usa\nmeta:\n');
    const result = runPipeline(site.root);
    expect(result.compiled).not.toBeNull();
    expect(result.problems).toEqual([
      { code: 'unused-text', severity: 'warning', file: 'locales/en/about.yaml', line: 2, column: 9, path: 'orphan', message: 'The text "about.orphan" is not used by any page.', hint: 'Delete it in every language, or use it in a page.' },
    ]);
  });

  it('does not call a text unused while a file that may use it cannot be read', () => {
    site.edit('locales/en/about.yaml', 'meta:\n', 'orphan: Nobody uses me\nmeta:\n');
    site.edit('locales/es/about.yaml', 'meta:\n', 'orphan: Nadie me usa\nmeta:\n');
    site.edit('pages/contact.yaml', '  - type: title-banner\n    text:', '  - type: title-banner\n\ttext:');
    expect(textProblems()).toEqual([]);
  });
});
