import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFiles } from '../../../src/content/load/load-files.ts';
import { parseSources } from '../../../src/content/parse/parse-sources.ts';
import type { Problem } from '../../../src/content/problem.ts';
import { onlyProblemAt } from '../../support/content-check.ts';
import { SiteCopy } from '../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const parsed = () => parseSources(loadFiles(site.root));

/** The only syntax error, which must be in `file` at the place of `marker`. */
function onlySyntaxErrorAt(file: string, marker: string): Problem {
  const problem = onlyProblemAt(site, parsed().problems, file, marker);
  expect(problem).toMatchObject({ code: 'yaml-syntax', severity: 'error', path: [] });
  return problem;
}

describe('YAML syntax errors', () => {
  it('points at a tab used for indentation', () => {
    site.edit('pages/about.yaml', '  - type: skill-bars\n    eyebrow:', '  - type: skill-bars\n\teyebrow:');
    const problem = onlySyntaxErrorAt('pages/about.yaml', '\teyebrow');
    expect(problem.message).toBe('YAML syntax error: a tab character is used for indentation.');
    expect(problem.hint).toBe('YAML only accepts spaces for indentation: replace the tab with spaces (2 per level).');
  });

  it('points at a repeated field', () => {
    site.edit('pages/about.yaml', 'title: about.meta.title\n', 'title: about.meta.title\ntitle: about.meta.description\n');
    const problem = onlySyntaxErrorAt('pages/about.yaml', 'title: about.meta.description');
    expect(problem.message).toBe('YAML syntax error: the same field appears twice in this group.');
    expect(problem.hint).toBe('Keep one of them: delete or rename the repeated line.');
  });

  it('points at a field repeated inside a block of a list', () => {
    site.edit('pages/about.yaml', '    heading: about.skills.heading\n', '    heading: about.skills.heading\n    heading: about.skills.text\n');
    const problem = onlySyntaxErrorAt('pages/about.yaml', 'heading: about.skills.text');
    expect(problem.message).toBe('YAML syntax error: the same field appears twice in this group.');
  });

  it('points at a field repeated deep inside a group, after many others', () => {
    const many = Array.from({ length: 300 }, (_, index) => `    extra${index}: Text ${index}`).join('\n');
    site.edit('locales/en/about.yaml', '  outside:\n', `  outside:\n${many}\n    extra7: Again\n`);
    const problem = onlySyntaxErrorAt('locales/en/about.yaml', 'extra7: Again');
    expect(problem.message).toBe('YAML syntax error: the same field appears twice in this group.');
  });

  it('accepts the same field name in different groups', () => {
    site.edit('locales/en/about.yaml', '  outside:\n', '  outside:\n    heading2: One\n  other:\n    heading2: Two\n  outside2:\n');
    expect(parsed().problems).toEqual([]);
  });

  it.each([['"'], ["'"]])('points at the line where a %s quote is left open, not at the end of the file', (quote) => {
    site.edit('locales/en/about.yaml', '  title: About\n', `  title: ${quote}About\n`);
    const problem = onlySyntaxErrorAt('locales/en/about.yaml', `${quote}About`);
    expect(problem.message).toBe(`YAML syntax error: a quoted text is never closed (it opens with ${quote}).`);
    expect(problem.hint).toBe(`Add ${quote} at the end of the text on this line.`);
  });

  it('explains a character YAML did not expect, in a sentence that starts with a capital', () => {
    site.edit('locales/en/notFound.yaml', 'suggestions: These pages may help\n', 'suggestions: These pages may help\n]\n');
    const problem = onlySyntaxErrorAt('locales/en/notFound.yaml', ']');
    expect(problem.message).toBe('YAML syntax error: a character appears where YAML did not expect it.');
    expect(problem.hint).toBe('Texts containing ": ", "#", "[" or "{" must be quoted.');
  });

  it('reports only the first error of a file, and every file with errors', () => {
    site.edit('pages/about.yaml', '  - type: skill-bars\n    eyebrow:', '  - type: skill-bars\n\teyebrow:');
    site.edit('pages/about.yaml', '  - type: counters\n    heading:', '  - type: counters\n\theading:');
    site.edit('locales/es/about.yaml', '  title: Nosotros\n', '  title: "Nosotros\n');
    expect(parsed().problems.map((p) => `${p.file}:${p.line}`)).toEqual([
      `pages/about.yaml:${site.positionOf('pages/about.yaml', '\teyebrow').line}`,
      'locales/es/about.yaml:3',
    ]);
  });
});

/** The only problem of the parse, which must be `code` in `file` at the place of `marker` (plus `offset` columns). */
function onlyProblemOfCode(code: string, file: string, marker: string, offset = 0): Problem {
  const problem = onlyProblemAt(site, parsed().problems, file, marker, offset);
  expect(problem.code).toBe(code);
  return problem;
}

describe('a line indented unlike the lines it belongs with', () => {
  it.each([
    [
      'pulled in by one space',
      '   heading: about.skills.heading',
      'this line has 3 spaces; the fields around it have 4.',
      'Add 1 space before "heading:", to line it up with "eyebrow:" on line 10.',
    ],
    [
      'pushed out by one space',
      '     heading: about.skills.heading',
      'this line has 5 spaces; the fields around it have 4.',
      'Remove 1 space before "heading:", to line it up with "eyebrow:" on line 10.',
    ],
    [
      'moved to column 0',
      'heading: about.skills.heading',
      'this line has 0 spaces; the fields around it have 4.',
      'Add 4 spaces before "heading:", to line it up with "eyebrow:" on line 10.',
    ],
  ])("a field of a block %s: points at it, with its spaces and its neighbours'", (_name, line, message, hint) => {
    site.edit('pages/about.yaml', '    heading: about.skills.heading', line);
    const problem = onlySyntaxErrorAt('pages/about.yaml', line.trimStart());
    expect(problem.message).toBe(`YAML syntax error: ${message}`);
    expect(problem.hint).toBe(hint);
  });

  it('a field pulled out to the indentation of its block\'s "- type:": names "type:" as the field to line up with', () => {
    site.edit('pages/about.yaml', '  - type: skill-bars\n    eyebrow', '  - type: skill-bars\n  eyebrow');
    const problem = onlySyntaxErrorAt('pages/about.yaml', 'eyebrow: about.skills');
    expect(problem.message).toBe('YAML syntax error: this line has 2 spaces; the fields around it have 4.');
    expect(problem.hint).toBe('Add 2 spaces before "eyebrow:", to line it up with "type:" on line 9.');
  });

  it.each([
    ['the first text of a group', '  title: Nosotros', 'title: Nosotros', 'Add 2 spaces before "title:", to line it up with "description:" on line 4.'],
    [
      'a text inside a group',
      '  heading: En qué somos buenos',
      'heading: En qué somos buenos',
      'Add 2 spaces before "heading:", to line it up with "eyebrow:" on line 7.',
    ],
  ])('%s of a Spanish text file moved to column 0: points at that line, not at the next one', (_name, from, to, hint) => {
    site.edit('locales/es/about.yaml', from, to);
    const problem = onlySyntaxErrorAt('locales/es/about.yaml', to);
    expect(problem.message).toBe('YAML syntax error: this line has 0 spaces; the fields around it have 2.');
    expect(problem.hint).toBe(hint);
  });

  it.each([
    [
      '4',
      '    - type: counters',
      'this line has 4 spaces; the other items of its list have 2.',
      'Remove 2 spaces before "- type:", to line it up with "- type:" on line 30.',
    ],
    [
      '0',
      '- type: counters',
      'this line has 0 spaces; the other items of its list have 2.',
      'Add 2 spaces before "- type:", to line it up with "- type:" on line 30.',
    ],
  ])('"- type:" indented %s spaces instead of 2: points at it, not at the blank line above', (_spaces, line, message, hint) => {
    site.edit('pages/about.yaml', '  - type: counters', line);
    const problem = onlySyntaxErrorAt('pages/about.yaml', line.trimStart());
    expect(problem.message).toBe(`YAML syntax error: ${message}`);
    expect(problem.hint).toBe(hint);
  });

  it.each([
    ['7', '       value: 90', 'this line has 7 spaces; the fields around it have 8.', 'Add 1 space before "value:", to line it up with "label:" on line 14.'],
    [
      '9',
      '         value: 90',
      'this line has 9 spaces; the fields around it have 8.',
      'Remove 1 space before "value:", to line it up with "label:" on line 14.',
    ],
  ])('a field of a list item indented %s spaces instead of lining up with the field after its "- "', (_spaces, line, message, hint) => {
    site.edit('pages/about.yaml', '        value: 90', line);
    const problem = onlySyntaxErrorAt('pages/about.yaml', line.trimStart());
    expect(problem.message).toBe(`YAML syntax error: ${message}`);
    expect(problem.hint).toBe(hint);
  });

  it('never blames quotes or brackets that are not there', () => {
    site.edit('pages/about.yaml', '    heading: about.skills.heading', '   heading: about.skills.heading');
    const [problem] = parsed().problems;
    expect(`${problem!.message} ${problem!.hint}`).not.toMatch(/quote|bracket/);
  });
});

describe('a text that YAML reads as something else', () => {
  it.each([
    ['*New* offer', 'This text starts with "*", which YAML reads as a reference to another value (an alias).'],
    ['*New', 'This text starts with "*", which YAML reads as a reference to another value (an alias).'],
    ['& partners', 'This text starts with "&", which YAML reads as the name of an anchor (a value to repeat elsewhere).'],
    ['&Co partners', 'This text starts with "&", which YAML reads as the name of an anchor (a value to repeat elsewhere), and leaves "&Co" out of the text.'],
    [
      "&Co$' partners",
      'This text starts with "&", which YAML reads as the name of an anchor (a value to repeat elsewhere), and leaves "&Co$\'" out of the text.',
    ],
    ['@home first', 'This text starts with "@", which YAML reads as a character kept for its own future use.'],
    ['`code` first', 'This text starts with "`", which YAML reads as a character kept for its own future use.'],
    ['%50 off', 'This text starts with "%", which YAML reads as the start of a directive.'],
    ['| twelve years', 'This text starts with "|", which YAML reads as the start of a text written on the lines below.'],
    ['> twelve years', 'This text starts with ">", which YAML reads as the start of a text written on the lines below.'],
    ['[Draft] twelve years', 'This text starts with "[", which YAML reads as the start of a list.'],
    ['{{company}} in figures', 'This text starts with "{", which YAML reads as the start of a group of fields.'],
    ['- twelve years', 'This text starts with "-", which YAML reads as a list item.'],
    ['? twelve years', 'This text starts with "?", which YAML reads as the start of a field name.'],
    ['Note: twelve years', 'This text contains ": ", which YAML reads as the start of another field.'],
  ])('"banner: %s": at the text, showing the line with the text in quotes', (text, message) => {
    site.edit('locales/en/about.yaml', /^banner: .*$/m, `banner: ${text}`);
    const problem = onlyProblemOfCode('text-needs-quotes', 'locales/en/about.yaml', `banner: ${text}`, 'banner: '.length);
    expect(problem.message).toBe(message);
    expect(problem.hint).toBe(`Put the whole text in double quotes: banner: ${JSON.stringify(text)}`);
  });

  it('a text inside a group: the hint shows the line without its indentation', () => {
    site.edit('locales/en/about.yaml', '  title: About', '  title: *About*');
    const problem = onlyProblemOfCode('text-needs-quotes', 'locales/en/about.yaml', '*About*');
    expect(problem.hint).toBe('Put the whole text in double quotes: title: "*About*"');
  });

  it('a text cut short by " #": YAML reads the rest of the line as a comment', () => {
    site.edit('locales/en/about.yaml', /^banner: .*$/m, 'banner: Partner #1 in Madrid');
    const problem = onlyProblemOfCode('text-needs-quotes', 'locales/en/about.yaml', '#1');
    expect(problem).toMatchObject({
      severity: 'error',
      path: ['banner'],
      message: 'YAML reads the rest of this line, from " #", as a comment: the text stops at "Partner".',
    });
    expect(problem.hint).toBe('Put the whole text in double quotes: banner: "Partner #1 in Madrid"');
  });

  it('warns about a note after a text on the same line, which may be meant as part of it', () => {
    site.edit('locales/en/about.yaml', /^banner: .*$/m, 'banner: Twelve years # check with sales');
    const problem = onlyProblemOfCode('comment-after-text', 'locales/en/about.yaml', '# check');
    expect(problem).toMatchObject({
      severity: 'warning',
      path: ['banner'],
      message: 'The note after this text ("# check with sales") is easily taken for part of it.',
    });
    expect(problem.hint).toBe(
      'Move the note to a line of its own above. If it is part of the text, put the whole text in double quotes: banner: "Twelve years # check with sales"',
    );
  });

  it('reads a text with its note still, so that the rest of the check goes on', () => {
    site.edit('locales/en/about.yaml', /^banner: .*$/m, 'banner: Twelve years # check with sales');
    expect(
      parsed()
        .locales.get('en')!
        .find((file) => file.file === 'locales/en/about.yaml')!.data,
    ).toMatchObject({ banner: 'Twelve years' });
  });

  it('reports a tag such as "!Important" at the start of a text, which YAML would silently drop', () => {
    site.edit('locales/en/about.yaml', /^banner: .*$/m, 'banner: !Important twelve years');
    const problem = onlyProblemOfCode('unsupported-tag', 'locales/en/about.yaml', '!Important');
    expect(problem.message).toBe('YAML reads "!Important" as a tag, which content files do not use.');
    expect(problem.hint).toBe(
      'If "!Important" is part of the text, put the whole text in double quotes (banner: "!Important twelve years"); otherwise remove it.',
    );
  });
});

describe('parsed sources', () => {
  it('gives each file its data, and none to a file with syntax errors', () => {
    site.edit('pages/contact.yaml', '  - type: title-banner\n    text:', '  - type: title-banner\n\ttext:');
    const sources = parsed();
    expect(sources.site?.data).toMatchObject({ company: { name: 'Northwind & Partners' } });
    expect(sources.pages.find((page) => page.file === 'pages/contact.yaml')?.data).toBeUndefined();
  });

  it("tells a collection's items (the files in the folder of a route ending in a parameter) from pages", () => {
    const sources = parsed();
    expect([...sources.items.keys()]).toEqual(['articles']);
    expect(sources.items.get('articles')!.map((item) => item.file)).toEqual([
      'pages/articles/cloud-costs.yaml',
      'pages/articles/data-culture.yaml',
      'pages/articles/draftmarker-notes.yaml',
      'pages/articles/first-steps.yaml',
      'pages/articles/futuremarker-plans.yaml',
    ]);
    expect(sources.pages.map((page) => page.file)).toContain('pages/article.yaml');
    expect(sources.pages.map((page) => page.file)).not.toContain('pages/articles/first-steps.yaml');
  });

  it('reads the route of a page whose YAML is broken, so its items are still told apart', () => {
    site.edit('pages/article.yaml', '  - type: title-banner\n', '  - type: title-banner\n\t- bad\n');
    expect([...parsed().items.keys()]).toEqual(['articles']);
  });
});
