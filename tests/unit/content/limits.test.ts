import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentLimits } from '../../../src/content/limits.ts';
import { runPipeline } from '../../../src/content/pipeline.ts';
import { formatReport } from '../../../src/content/report.ts';
import { onlyProblemAt } from '../../support/content-check.ts';
import { SiteCopy } from '../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const problems = () => runPipeline(site.root, { compile: false }).problems;

describe('limits on what a content file may hold', () => {
  it('refuses a text longer than the limit, at its line', () => {
    site.edit('locales/en/about.yaml', 'banner: Twelve years', `banner: ${'x'.repeat(60_000)} Twelve years`);
    const problem = onlyProblemAt(site, problems(), 'locales/en/about.yaml', 'xxx');
    expect(problem).toMatchObject({ code: 'text-too-long', path: ['banner'], message: 'This text has 60,069 characters; a text may have at most 50,000.' });
    expect(problem.hint).toBe('Shorten it, or split it into several texts. A text this long is usually something pasted by mistake.');
  });

  it('refuses a file larger than the limit without reading it as YAML, pointing at the pasted text that makes it so', () => {
    site.edit('locales/en/about.yaml', 'banner: Twelve years', `banner: ${'x'.repeat(20 * 1024 * 1024)}`);
    const problem = onlyProblemAt(site, problems(), 'locales/en/about.yaml', 'xxx');
    expect(problem).toMatchObject({ code: 'text-too-long', path: [], message: 'This text has 20,971,576 characters; a text may have at most 50,000.' });
    const report = formatReport(problems(), site.root);
    expect(report).toContain(`  > 5 | banner: ${'x'.repeat(70)}…\n`);
    expect(report.length).toBeLessThan(2_000);
  });

  it('refuses a file larger than the limit', () => {
    const many = Array.from({ length: 70_000 }, (_, index) => `extra${index}: An ordinary sentence, repeated to make the file large.`).join('\n');
    site.write('locales/en/big.yaml', `${many}\n`);
    const problem = onlyProblemAt(
      site,
      problems().filter((p) => p.file === 'locales/en/big.yaml'),
      'locales/en/big.yaml',
      'extra0',
    );
    expect(problem).toMatchObject({ code: 'file-too-large', message: 'This file has 4.5 MB; a content file may have at most 4 MB.' });
    expect(problem.hint).toBe('Split it into several files, or remove what was pasted into it by mistake.');
  });

  it('refuses groups nested more deeply than the limit, at the first line too deep', () => {
    const levels = Array.from({ length: contentLimits.depth + 3 }, (_, depth) => `${'  '.repeat(depth)}level${depth}:`).join('\n');
    site.edit('locales/en/about.yaml', 'meta:\n', `${levels} deep\nmeta:\n`);
    const problem = onlyProblemAt(site, problems(), 'locales/en/about.yaml', `level${contentLimits.depth}:`);
    expect(problem).toMatchObject({ code: 'too-deep', message: 'Groups and lists are nested more than 20 levels deep here.' });
    expect(problem.hint).toBe('No content needs this many levels: check the indentation of the lines above.');
  });

  it('refuses nesting too deep for the YAML reader itself, without failing', () => {
    site.edit('locales/en/about.yaml', 'banner: Twelve years', `banner: ${'['.repeat(50_000)}`);
    const problem = onlyProblemAt(site, problems(), 'locales/en/about.yaml', '[[[', contentLimits.depth - 1);
    expect(problem.code).toBe('too-deep');
  });

  it('refuses aliases that repeat more values than the limit (a "billion laughs" file), at the alias that goes over it', () => {
    const laughs = ['lol: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (const [name, previous] of [
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'c'],
      ['e', 'd'],
      ['f', 'e'],
    ])
      laughs.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
    site.write('locales/en/laughs.yaml', `${laughs.join('\n')}\n`);
    const found = problems().filter((p) => p.file === 'locales/en/laughs.yaml');
    const problem = onlyProblemAt(site, found, 'locales/en/laughs.yaml', '*d, *d, *d, *d, *d, *d, *d, *d');
    expect(problem).toMatchObject({
      code: 'too-many-aliases',
      message: 'By this alias, the aliases of this file repeat 15,670 values; a file may repeat at most 10,000.',
    });
    expect(problem.hint).toBe('Write the values out instead of repeating them with "*": content files rarely need aliases.');
  });

  it('reports each unsupported tag once, at its line, and nothing else about its value', () => {
    site.edit('locales/en/about.yaml', 'banner: Twelve years', `banner: !!binary ${Buffer.alloc(160).toString('base64')}`);
    site.edit('locales/en/about.yaml', '  cloud: Cloud', '  cloud: !!binary Q2xvdWQ=');
    const found = problems();
    expect(found.map((p) => [p.code, p.file, p.line, p.column])).toEqual([
      ['unsupported-tag', 'locales/en/about.yaml', 5, 9],
      ['unsupported-tag', 'locales/en/about.yaml', 12, 10],
    ]);
    expect(found[0]).toMatchObject({
      path: ['banner'],
      message: 'YAML reads "!!binary" as a tag, which content files do not use.',
      hint: 'Remove "!!binary": a value is a text, a number, true or false, a list or a group of fields.',
    });
  });
});
