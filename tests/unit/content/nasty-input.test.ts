import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../src/content/pipeline.ts';
import { formatReport } from '../../../src/content/report.ts';
import { terminalControls } from '../../support/content-check.ts';
import { SiteCopy } from '../../support/site-copy.ts';

/** Files an editor, a tool or an attacker might produce: each must give problems with a place, never an exception. */
const billionLaughs = [
  'a: &a [x, x, x, x, x, x, x, x, x]',
  ...'bcdefgh'.split('').map((name, index) => `${name}: &${name} [${Array(9).fill(`*${'abcdefg'[index]}`).join(', ')}]`),
].join('\n');
const nastyInputs: [string, string][] = [
  ['an empty file', ''],
  ['only a comment', '# nothing here\n'],
  ['NUL characters', '\u0000\u0000title: x\u0000\n'],
  ['a byte-order mark', '\uFEFFtitle: x\n'],
  ['two documents', 'title: x\n---\ntitle: y\n'],
  ['a YAML 1.1 directive', '%YAML 1.1\n---\ntitle: yes\n'],
  ['a tag directive', '%TAG !e! tag:example.com,2000:\n---\ntitle: !e!text x\n'],
  ['a text at the top', 'just a sentence\n'],
  ['a list at the top', '- a\n- b\n'],
  ['a number at the top', '42\n'],
  ['!!binary', 'title: !!binary aGVsbG8gd29ybGQ=\n'],
  ['!!set', 'title: !!set {a, b}\n'],
  ['!!omap', 'title: !!omap [a: 1, b: 2]\n'],
  ['!!timestamp', 'title: !!timestamp 2001-12-14t21:59:43.10-05:00\n'],
  ['a local tag', 'title: !shout hello\n'],
  ['an alias without its anchor', 'title: *nothing\n'],
  ['an alias inside its own anchor', 'title: &a [*a]\n'],
  ['a billion laughs', billionLaughs],
  ['a merge key', 'base: &b {x: 1}\ntitle:\n  <<: *b\n'],
  ['a complex key', '? [a, b]\n: c\n'],
  ['a key that is a group', '{a: 1}: b\n'],
  ['deep flow nesting', `title: ${'['.repeat(100_000)}`],
  ['deep block nesting', Array.from({ length: 3_000 }, (_, depth) => `${' '.repeat(depth)}k${depth}:`).join('\n')],
  ['a tab for indentation', 'meta:\n\ttitle: x\n'],
  ['an open double quote', 'title: "never closed\n'],
  ['an open single quote', "title: 'never closed\n"],
  ['an open bracket', 'title: [a, b\n'],
  ['an open brace', 'title: {a: b\n'],
  ['a stray bracket', ']]]\n'],
  ['a field inside a text', 'title: a: b: c\n'],
  ['a list in a text', 'title: - a\n'],
  ['a block text with text after "|"', 'title: | words\n'],
  ['a repeated key', 'title: a\ntitle: b\n'],
  ['__proto__', '__proto__:\n  polluted: yes\n'],
  ['constructor and prototype', 'constructor:\n  prototype:\n    x: y\n'],
  ['huge numbers', 'a: 1e999\nb: 123456789012345678901234567890\nc: .inf\nd: -.nan\ne: 0x1F\n'],
  ['a lone surrogate', 'title: "\\uD800"\n'],
  ['control characters', 'title: "\\x00\\x07\\e"\n'],
  ['terminal escapes', '"\u001b]0;pwned\u0007\u001b[2J": "\u001b[31mred\r\u009b1m"\n'],
  ['Windows line ends', 'meta:\r\n  title: x\r\n  description: y\r\n'],
  ['old Mac line ends', 'meta:\r  title: x\r'],
  ['a line separator', 'title: a\u2028b\n'],
  ['a very long key', `${'k'.repeat(100_000)}: x\n`],
  ['a very long text', `title: ${'x'.repeat(100_000)}\n`],
  ['a comment cutting a text', 'title: Best #1 partner\n'],
  ['an anchor in a text', 'title: &Co partners\n'],
  ['indented first line', '   title: x\nother: y\n'],
  ['emoji keys', '🙂: 🙂\n'],
];

let site: SiteCopy;
beforeAll(() => {
  site = new SiteCopy();
});
afterAll(() => site.remove());

describe('the content check never fails on its own, whatever a file holds', () => {
  it.each(nastyInputs)('%s: in a text file and in a page, problems with a place, and a report', (_name, text) => {
    site.write('locales/en/about.yaml', text);
    site.write('pages/about.yaml', text);
    const { problems } = runPipeline(site.root);
    const inFiles = problems.filter((p) => p.file === 'locales/en/about.yaml' || p.file === 'pages/about.yaml');
    expect(inFiles.map((p) => p.file)).toContain('pages/about.yaml');
    for (const problem of problems) {
      expect(problem.line).toBeGreaterThanOrEqual(1);
      expect(problem.column).toBeGreaterThanOrEqual(1);
      expect(problem.message.length).toBeGreaterThan(0);
    }
    expect(formatReport(problems, site.root)).toMatch(/\d+ errors?, \d+ warnings?\./);
    // Nothing a terminal would act on: only line feeds, every other control character shown.
    expect(formatReport(problems, site.root)).not.toMatch(terminalControls);
  });
});
