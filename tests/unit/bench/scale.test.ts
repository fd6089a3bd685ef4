import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BenchError } from '../../../scripts/bench/processes.ts';
import { readValidateReport } from '../../../scripts/bench/scale.ts';
import { addScalePages, countPageFiles } from '../../../scripts/bench/scale-site.ts';
import { copyProject } from '../../../scripts/support/project-copy.ts';
import { runPipeline } from '../../../src/content/pipeline.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the scale study', () => {
  it('adds N valid pages and articles, in both languages, that the pipeline compiles without a new problem', () => {
    root = copyProject('content', { prefix: 'scale-test-' });
    const before = runPipeline(root, { compile: false }).problems;
    const pageFiles = countPageFiles(root);

    addScalePages(root, 12);

    expect(countPageFiles(root)).toBe(pageFiles + 12);
    const result = runPipeline(root);
    expect(result.problems).toEqual(before);
    expect(existsSync(join(root, 'locales/es/scale001.yaml')), 'one text file per section of 100 pages').toBe(true);
    for (const page of ['scale/page-00001', 'scale/page-00012', 'blog-details/scale-article-00010']) {
      for (const language of ['en', 'es']) expect(result.compiled!.files.has(`${language}/${page}.json`), `${language}/${page}.json`).toBe(true);
    }
  });

  it("reads the check's own time and counts from the JSON report of npm run validate -- --format json", () => {
    const report = {
      problems: [
        {
          code: 'unused-text',
          severity: 'warning',
          file: 'locales/en/home.yaml',
          line: 3,
          column: 5,
          path: 'hero.old',
          message: 'Not used by any page.',
          hint: 'Delete it.',
        },
      ],
      errors: 0,
      warnings: 1,
      durationMs: 123,
    };
    expect(readValidateReport(JSON.stringify(report))).toEqual(report);
  });

  it('stops with what validate printed when it is not that report', () => {
    expect(() => readValidateReport('Checked in 123 ms.\n')).toThrow(
      new BenchError('npm run validate -- --format json did not print the JSON report the bench reads. It printed:\nChecked in 123 ms.\n'),
    );
    expect(() => readValidateReport('{"problems":[],"errors":0,"warnings":0}')).toThrow(BenchError);
  });
});
