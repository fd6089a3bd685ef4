import { afterAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../src/content/pipeline.ts';
import { problem, type Problem } from '../../../src/content/problem.ts';
import { codeFrame, formatProblemLine, formatReport, jsonReport, reportFormats } from '../../../src/content/report.ts';
import { terminalControls } from '../../support/content-check.ts';
import { fixtureRoot, SiteCopy } from '../../support/site-copy.ts';

const deadLink: Problem = problem({
  code: 'dead-link',
  file: 'pages/about.yaml',
  line: 38,
  column: 19,
  path: ['blocks', 3, 'lists', 0, 'items', 0, 'link'],
  message: 'The link "/x" points to no page of this site.',
  hint: 'Did you mean "/about"?',
});
const unused: Problem = problem({
  code: 'unused-text',
  file: 'locales/en/about.yaml',
  line: 5,
  column: 9,
  path: ['banner'],
  message: 'The text "about.banner" is not used by any page.',
});

describe('the report', () => {
  it('takes the severity from the rule', () => {
    expect([deadLink.severity, unused.severity]).toEqual(['error', 'warning']);
  });

  it('shows editors each problem with its place, rule, code frame and fix, then a count', () => {
    const text = formatReport([deadLink, unused], fixtureRoot);
    expect(text).toContain('pages/about.yaml:38:19  error  dead-link  at blocks[3].lists[0].items[0].link\n  The link "/x" points to no page of this site.\n');
    expect(text).toContain('  > 38 |             link: /services/consulting\n       |                   ^\n');
    expect(text).toContain('  How to fix: Did you mean "/about"?');
    expect(text).toContain('locales/en/about.yaml:5:9  warning  unused-text  at banner');
    expect(text.endsWith('1 error, 1 warning. Fix the errors above, then run the check again.')).toBe(true);
  });

  it('says so when all is well', () => {
    expect(formatReport([], fixtureRoot)).toBe('Content is valid: no problems found.');
  });

  it('puts the code in the title of a GitHub annotation, and escapes what GitHub would misread', () => {
    const annotation = formatReport([{ ...deadLink, message: 'A: 100%, b' }], fixtureRoot, 'github');
    expect(annotation).toBe(
      '::error file=pages/about.yaml,line=38,col=19,title=dead-link at blocks[3].lists[0].items[0].link::A: 100%25, b%0AHow to fix: Did you mean "/about"?',
    );
    expect(formatReport([unused], fixtureRoot, 'github')).toMatch(/^::warning file=locales\/en\/about\.yaml,line=5,col=9,title=unused-text at banner::/);
  });

  it('gives tools one JSON object with every field of every problem, the counts and the time taken', () => {
    expect(JSON.parse(formatReport([deadLink, unused], fixtureRoot, 'json', 123.4))).toEqual({
      problems: [
        {
          code: 'dead-link',
          severity: 'error',
          file: 'pages/about.yaml',
          line: 38,
          column: 19,
          path: 'blocks[3].lists[0].items[0].link',
          message: 'The link "/x" points to no page of this site.',
          hint: 'Did you mean "/about"?',
        },
        {
          code: 'unused-text',
          severity: 'warning',
          file: 'locales/en/about.yaml',
          line: 5,
          column: 9,
          path: 'banner',
          message: 'The text "about.banner" is not used by any page.',
          hint: '',
        },
      ],
      errors: 1,
      warnings: 1,
      notices: 0,
      durationMs: 123,
    });
    expect(Object.keys(jsonReport([deadLink], 0).problems[0]!)).toEqual(['code', 'severity', 'file', 'line', 'column', 'path', 'message', 'hint']);
  });

  it('has a one-line form for logs', () => {
    expect(formatProblemLine(deadLink)).toBe(
      'pages/about.yaml:38:19 [dead-link] (blocks[3].lists[0].items[0].link) The link "/x" points to no page of this site. Did you mean "/about"?',
    );
  });

  it('frames a line with the two before and the one after, tabs made visible', () => {
    expect(codeFrame(['a', 'b', '\tc', 'd', 'e'], 3, 2)).toBe(['  1 | a', '  2 | b', '> 3 | →c', '    |  ^', '  4 | d'].join('\n'));
  });

  it('frames a line with control characters in it visibly, the caret still under its column', () => {
    expect(codeFrame(['a', 'x\u001b[2Jy\u0085z', 'b'], 2, 8)).toBe(
      ['  1 | a', '> 2 | x␛[2Jy\\u0085z', `    | ${' '.repeat('x␛[2Jy\\u0085'.length)}^`, '  3 | b'].join('\n'),
    );
  });
});

describe('a report of a file holding terminal escapes', () => {
  const site = new SiteCopy();
  // Retitles the window, clears the screen, turns the text red, rings the bell: what a terminal would do with them raw.
  const escapes = '\u001b]0;pwned\u0007\u001b[2J\u001b[31m\r\u009b1m\u2028';
  site.edit('locales/en/about.yaml', 'banner: Twelve years', `banner: Twelve${escapes} years`);
  site.edit('pages/about.yaml', 'suffix: "+"', `suff${escapes}ix: "+"`);
  const { problems } = runPipeline(site.root);
  afterAll(() => site.remove());

  it('is about those lines', () => {
    expect(problems.map((p) => p.file)).toEqual(expect.arrayContaining(['locales/en/about.yaml', 'pages/about.yaml']));
    expect(problems.some((p) => terminalControls.test(p.message))).toBe(true);
  });

  it.each(reportFormats)('prints none of them raw in the %s format', (format) => {
    const report = formatReport(problems, site.root, format);
    expect(report).not.toMatch(terminalControls);
    expect(formatProblemLine(problems[0]!)).not.toMatch(terminalControls);
  });

  it('shows them in the code frame', () => {
    expect(formatReport(problems, site.root)).toContain('> 5 | banner: Twelve␛]0;pwned␇␛[2J␛[31m␍\\u009b1m\\u2028 years');
  });

  it('keeps them in the JSON, escaped', () => {
    const json = formatReport(problems, site.root, 'json');
    expect((JSON.parse(json) as { problems: Problem[] }).problems.map((p) => p.message)).toEqual(problems.map((p) => p.message));
  });
});
