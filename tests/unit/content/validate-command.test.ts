import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JsonReport } from '../../../src/content/report.ts';
import { runScript } from '../../support/run-script.ts';
import { SiteCopy } from '../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const validate = (...args: string[]) => runScript('validate.ts', ['--root', site.root, ...args]);

describe('npm run validate', () => {
  it('passes on valid content', () => {
    const { code, output } = validate();
    expect(code).toBe(0);
    expect(output).toContain('Content is valid: no problems found.');
    expect(output).toMatch(/^Checked in \d+ ms\.$/m);
  });

  it('fails with every problem, a code frame, a hint and a count — and no stack trace', () => {
    site.edit('pages/about.yaml', 'type: counters', 'type: counter');
    site.edit('pages/home.yaml', 'link: /services\n', 'link: /service\n');
    const { code, output } = validate();
    expect(code).toBe(1);
    expect(output).toContain('pages/about.yaml:21:11  error  unknown-block-type  at blocks[2].type\n  Unknown block type "counter".');
    expect(output).toContain('  > 21 |   - type: counter\n');
    expect(output).toContain('  How to fix: Did you mean "counters"?');
    expect(output).toContain('The link "/service" points to no page of this site.');
    expect(output).toContain('2 errors, 0 warnings.');
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  });

  it('prints GitHub Actions annotations on request, titled with the rule', () => {
    site.edit('pages/about.yaml', 'type: counters', 'type: counter');
    const { code, output } = validate('--format', 'github');
    expect(code).toBe(1);
    expect(output).toMatch(
      /^::error file=pages\/about\.yaml,line=21,col=11,title=unknown-block-type at blocks\[2\]\.type::Unknown block type "counter"\.%0AHow to fix: Did you mean "counters"\?/m,
    );
  });

  it('prints one JSON object and nothing else on request, failing as the text report does', () => {
    site.edit('pages/home.yaml', 'link: /services\n', 'link: /service\n');
    site.edit('locales/en/about.yaml', 'meta:\n', 'orphan: Nobody uses me\nmeta:\n');
    site.edit('locales/es/about.yaml', 'meta:\n', 'orphan: Nadie me usa\nmeta:\n');
    const { code, stdout } = validate('--format', 'json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as JsonReport;
    expect(Object.keys(report)).toEqual(['problems', 'errors', 'warnings', 'notices', 'durationMs']);
    expect(report).toMatchObject({ errors: 1, warnings: 1, notices: 1, durationMs: expect.any(Number) });
    // The test site's article dated in 2099 waits for its day: a notice, in file order with the problems.
    expect(report.problems.map((p) => [p.code, p.severity, p.file, p.line, p.column, p.path])).toEqual([
      ['unused-text', 'warning', 'locales/en/about.yaml', 2, 9, 'orphan'],
      ['scheduled-article', 'notice', 'pages/articles/futuremarker-plans.yaml', 3, 7, 'date'],
      ['dead-link', 'error', 'pages/home.yaml', 48, 15, 'blocks[2].cards[0].link'],
    ]);
  });

  it('passes with warnings only', () => {
    site.edit('locales/en/about.yaml', 'meta:\n', 'orphan: Nobody uses me\nmeta:\n');
    site.edit('locales/es/about.yaml', 'meta:\n', 'orphan: Nadie me usa\nmeta:\n');
    const { code, stdout } = validate('--format', 'json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ errors: 0, warnings: 1 });
  });

  it.each([
    [['--fromat', 'json'], "Unknown option '--fromat'."],
    [['--format', 'xml'], 'Unknown --format "xml".'],
    [['pages'], "Unexpected argument 'pages'."],
  ])('refuses %j in one line, with exit code 2', (args, message) => {
    const { code, output } = validate(...args);
    expect(code).toBe(2);
    expect(output).toBe(`${message} Usage: npm run validate -- [--format text|github|json] [--root <site folder>]\n`);
  });
});
