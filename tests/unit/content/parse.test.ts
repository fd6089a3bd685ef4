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
  expect(problem).toMatchObject({ code: 'yaml-syntax', severity: 'error', path: '' });
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

  it('points at a line indented further than the field above it', () => {
    site.edit('pages/about.yaml', '    heading: about.skills.heading', '     heading: about.skills.heading');
    const problem = onlySyntaxErrorAt('pages/about.yaml', 'heading: about.skills.heading');
    expect(problem.message).toBe('YAML syntax error: this line is indented further than the field above it.');
    expect(problem.hint).toBe('Line it up with "eyebrow:" above (4 spaces), or remove the value after "eyebrow:" if this line belongs inside it.');
  });

  it('points at a line indented less than its group', () => {
    site.edit('pages/about.yaml', '  - type: skill-bars\n    eyebrow', '  - type: skill-bars\n  eyebrow');
    const problem = onlySyntaxErrorAt('pages/about.yaml', '  eyebrow: about.skills');
    expect(problem.message).toBe('YAML syntax error: this line is not indented like the lines around it.');
  });

  it.each([['"'], ["'"]])('points at the line where a %s quote is left open, not at the end of the file', (quote) => {
    site.edit('locales/en/about.yaml', '  title: About\n', `  title: ${quote}About\n`);
    const problem = onlySyntaxErrorAt('locales/en/about.yaml', `${quote}About`);
    expect(problem.message).toBe(`YAML syntax error: a quoted text is never closed (it opens with ${quote}).`);
    expect(problem.hint).toBe(`Add ${quote} at the end of the text on this line.`);
  });

  it('tells to quote a text that contains ": "', () => {
    site.edit('locales/en/about.yaml', 'banner: Twelve years', 'banner: Note: twelve years');
    const problem = onlySyntaxErrorAt('locales/en/about.yaml', 'Note: twelve years');
    expect(problem.message).toBe('YAML syntax error: this text contains ": ", which YAML reads as the start of another field.');
    expect(problem.hint).toMatch(/^Put the whole text in double quotes: banner: "Note: twelve years/);
  });

  it('tells to quote a text that starts with {{', () => {
    site.edit('locales/en/about.yaml', '  heading: "{{company}} in figures"', '  heading: {{company}} in figures');
    const problem = parsed().problems[0]!;
    expect(problem).toMatchObject({ file: 'locales/en/about.yaml', line: site.positionOf('locales/en/about.yaml', '{{company}} in figures').line });
    expect(problem.hint).toBe('Put the whole text in double quotes: heading: "{{company}} in figures"');
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
    expect(parsed().problems.map((p) => `${p.file}:${p.line}`)).toEqual([`pages/about.yaml:${site.positionOf('pages/about.yaml', '\teyebrow').line}`, 'locales/es/about.yaml:3']);
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
    expect(sources.items.get('articles')!.map((item) => item.file)).toEqual(['pages/articles/cloud-costs.yaml', 'pages/articles/data-culture.yaml', 'pages/articles/first-steps.yaml']);
    expect(sources.pages.map((page) => page.file)).toContain('pages/article.yaml');
    expect(sources.pages.map((page) => page.file)).not.toContain('pages/articles/first-steps.yaml');
  });

  it('reads the route of a page whose YAML is broken, so its items are still told apart', () => {
    site.edit('pages/article.yaml', '  - type: title-banner\n', '  - type: title-banner\n\t- bad\n');
    expect([...parsed().items.keys()]).toEqual(['articles']);
  });
});
