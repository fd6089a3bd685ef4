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
    expect(inTexts).toMatchObject({ ...site.positionOf('locales/en/about.yaml', 'projects delivered'), path: ['figures', 'projects'] });
    expect(inTexts.hint).toBe('Add "projects:" under "figures:" in locales/es/about.yaml, or delete it here if it is no longer needed.');
  });

  it('tells a text moved out of its group, which YAML reads without complaint, by its name in the other language', () => {
    site.edit('locales/es/about.yaml', '  web: Web\n', 'web: Web\n');
    const translations = textProblems().filter((p) => p.code === 'missing-translation');
    expect(translations.map((p) => [p.file, p.message, p.hint])).toEqual([
      [
        'locales/en/about.yaml',
        '"about.skills.web" has no Spanish text.',
        'Spanish has "about.web" instead: check the indentation of that line in locales/es/about.yaml, where "web:" is at the top of the file, not under "skills:".',
      ],
      [
        'locales/es/about.yaml',
        '"about.web" has no English text.',
        'English has "about.skills.web" instead: check the indentation of this line, which is at the top of the file, against locales/en/about.yaml, where "web:" is under "skills:".',
      ],
    ]);
  });

  it('points at a text whose key is a number', () => {
    site.edit('locales/es/about.yaml', 'meta:\n', 'figures2:\n  2024: Año de referencia\nmeta:\n');
    const problem = onlyProblemAt(
      site,
      textProblems().filter((p) => p.severity === 'error'),
      'locales/es/about.yaml',
      'Año de referencia',
    );
    expect(problem).toMatchObject({ code: 'missing-translation', message: '"about.figures2.2024" has no English text.' });
    expect(problem.hint).toBe('Add "2024:" under "figures2:" in locales/en/about.yaml, or delete it here if it is no longer needed.');
  });

  it('suggests the nearest key for a text key that exists nowhere', () => {
    site.edit('pages/about.yaml', 'label: about.figures.projects', 'label: about.figures.project');
    const problem = onlyProblemAt(
      site,
      textProblems().filter((p) => p.severity === 'error'),
      'pages/about.yaml',
      'about.figures.project\n',
    );
    expect(problem).toMatchObject({ code: 'missing-text', message: 'The text "about.figures.project" is missing in English and Spanish.' });
    expect(problem.hint).toBe('Did you mean "about.figures.projects"? Otherwise add it to locales/en/about.yaml and locales/es/about.yaml.');
  });

  it('refuses a key that names a group of texts', () => {
    site.edit('pages/about.yaml', 'label: about.figures.projects', 'label: about.figures');
    const problem = onlyProblemAt(
      site,
      textProblems().filter((p) => p.severity === 'error'),
      'pages/about.yaml',
      'about.figures\n',
    );
    expect(problem).toMatchObject({
      code: 'text-is-group',
      message: '"about.figures" is a group of texts, not a text.',
      hint: 'Name one of the texts inside it, such as "about.figures.heading".',
    });
  });

  it("refuses a missing text of the site's own controls, which no page names", () => {
    site.edit('locales/en/common.yaml', 'skipToContent: Skip to main content\n', '');
    site.edit('locales/es/common.yaml', 'skipToContent: Saltar al contenido principal\n', '');
    expect(textProblems()).toEqual([
      {
        code: 'missing-control-text',
        severity: 'error',
        file: 'locales/en/common.yaml',
        line: 1,
        column: 1,
        path: ['skipToContent'],
        message: 'The text "common.skipToContent", used by the site\'s controls, is missing in English.',
        hint: 'Add "skipToContent" to locales/en/common.yaml.',
      },
      {
        code: 'missing-control-text',
        severity: 'error',
        file: 'locales/es/common.yaml',
        line: 1,
        column: 1,
        path: ['skipToContent'],
        message: 'The text "common.skipToContent", used by the site\'s controls, is missing in Spanish.',
        hint: 'Add "skipToContent" to locales/es/common.yaml.',
      },
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
      {
        code: 'unused-text',
        severity: 'warning',
        file: 'locales/en/about.yaml',
        line: 2,
        column: 9,
        path: ['orphan'],
        message: 'The text "about.orphan" is not used by any page.',
        hint: 'Delete it in every language, or use it in a page.',
      },
    ]);
  });

  it('does not call a text unused while a file that may use it cannot be read', () => {
    site.edit('locales/en/about.yaml', 'meta:\n', 'orphan: Nobody uses me\nmeta:\n');
    site.edit('locales/es/about.yaml', 'meta:\n', 'orphan: Nadie me usa\nmeta:\n');
    site.edit('pages/contact.yaml', '  - type: title-banner\n    text:', '  - type: title-banner\n\ttext:');
    expect(textProblems()).toEqual([]);
  });
});

describe('invisible control characters (docs/EDITING.md)', () => {
  const controlProblems = () => runPipeline(site.root).problems.filter((p) => p.code === 'control-character');
  const fix =
    'Delete it; it is invisible and a web page cannot show it. It usually comes with text copied from another program: if your editor does not show it either, type the text around this column again.';

  it('refuses one in a text, naming it, where it stands', () => {
    site.edit('locales/en/about.yaml', 'banner: Twelve years', 'banner: Twelve\u0007 years');
    const problem = onlyProblemAt(site, controlProblems(), 'locales/en/about.yaml', '\u0007');
    expect(problem).toMatchObject({ severity: 'error', path: ['banner'], message: 'This text holds an invisible control character: U+0007 BELL.', hint: fix });
  });

  it('refuses one written as an escape in double quotes, at the escape', () => {
    site.edit('locales/en/about.yaml', /banner: .*/, 'banner: "Twelve \\e[2J years of projects"');
    const problem = onlyProblemAt(site, controlProblems(), 'locales/en/about.yaml', '\\e[2J');
    expect(problem).toMatchObject({
      path: ['banner'],
      message: 'The escape "\\e" puts an invisible control character in this text: U+001B ESCAPE.',
      hint: 'Delete "\\e"; it stands for a character that is invisible and that a web page cannot show.',
    });
  });

  it.each([
    ['NUL', '\u0000', 'U+0000 NULL'],
    ['a lone carriage return', '\r', 'U+000D CARRIAGE RETURN'],
    ['DEL', '\u007f', 'U+007F DELETE'],
    ['a C1 control', '\u009b', 'U+009B CONTROL SEQUENCE INTRODUCER'],
    ['a line separator', '\u2028', 'U+2028 LINE SEPARATOR'],
    ['a paragraph separator', '\u2029', 'U+2029 PARAGRAPH SEPARATOR'],
  ])('refuses %s', (_name, char, named) => {
    site.edit('locales/es/about.yaml', '  title: Nosotros', `  title: Noso${char}tros`);
    const problem = onlyProblemAt(site, controlProblems(), 'locales/es/about.yaml', char);
    expect(problem.message).toBe(`This text holds an invisible control character: ${named}.`);
  });

  it.each([
    ['\\x07', 'U+0007 BELL'],
    ['\\u0000', 'U+0000 NULL'],
    ['\\a', 'U+0007 BELL'],
    ['\\0', 'U+0000 NULL'],
    ['\\N', 'U+0085 NEXT LINE'],
    ['\\L', 'U+2028 LINE SEPARATOR'],
  ])('refuses the escape %s', (escape, named) => {
    site.edit('locales/es/about.yaml', '  title: Nosotros', `  title: "Noso${escape}tros"`);
    const problem = onlyProblemAt(site, controlProblems(), 'locales/es/about.yaml', escape);
    expect(problem.message).toBe(`The escape "${escape}" puts an invisible control character in this text: ${named}.`);
  });

  it('refuses them in every other string that reaches the page: site.yaml, pages, and names', () => {
    site.edit('site.yaml', 'name: Northwind & Partners', 'name: Northwind\u001b[31m & Partners');
    site.edit('pages/about.yaml', 'suffix: "+"', 'suffix: "+\u0085"');
    site.edit('locales/en/about.yaml', 'banner:', 'ban\u0008ner:');
    const problems = controlProblems();
    expect(problems.map((p) => [p.file, p.line, p.column, p.message])).toEqual([
      [
        'locales/en/about.yaml',
        ...Object.values(site.positionOf('locales/en/about.yaml', '\u0008')),
        'This text holds an invisible control character: U+0008 BACKSPACE.',
      ],
      [
        'pages/about.yaml',
        ...Object.values(site.positionOf('pages/about.yaml', '\u0085')),
        'This text holds an invisible control character: U+0085 NEXT LINE.',
      ],
      ['site.yaml', ...Object.values(site.positionOf('site.yaml', '\u001b')), 'This text holds an invisible control character: U+001B ESCAPE.'],
    ]);
    expect(runPipeline(site.root).compiled).toBeNull();
  });

  it('takes tabs and new lines, and Windows line ends', () => {
    site.edit(
      'locales/en/about.yaml',
      'banner: Twelve years',
      'banner: |\n  Twelve\tyears\n  of "cloud"\nbanner2: "Twelve\\tyears\\nof\n  cloud"\nbanner3: Twelve',
    );
    site.write(
      'locales/es/about.yaml',
      site.read('locales/es/about.yaml').replace(/\n/g, '\r\n').replace('banner:', 'banner2: "a\r\n  b"\r\nbanner3: a\r\nbanner:'),
    );
    expect(controlProblems()).toEqual([]);
  });
});
