import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { callInWorker, shareOut } from '../../../src/prerender/threads.ts';

describe('sharing the prerendering out between threads', () => {
  const jobs = (count: number) => Array.from({ length: count }, (_, index) => index);

  it('keeps a small site in one thread, however many cores there are', () => {
    expect(shareOut(jobs(499), 8)).toEqual([jobs(499)]);
  });

  it('gives a big site one thread per core, at least 250 jobs each, every job once', () => {
    const shares = shareOut(jobs(1001), 2);
    expect(shares.map((share) => share.length)).toEqual([501, 500]);
    expect(shares.flat().sort((a, b) => a - b)).toEqual(jobs(1001));
    expect(shareOut(jobs(600), 8)).toHaveLength(2);
    expect(shareOut(jobs(1001), 1)).toHaveLength(1);
  });
});

describe('a call in a worker thread', () => {
  const folder = mkdtempSync(join(tmpdir(), 'threads-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  /** An ES module exporting `run`, whose body is `body`. */
  const moduleWith = (name: string, body: string) => {
    writeFileSync(join(folder, `${name}.mjs`), `import { writeFileSync } from 'node:fs';\nexport async function run(argument) {\n${body}\n}\n`);
    return pathToFileURL(join(folder, `${name}.mjs`)).href;
  };

  it('runs the function with its argument and settles once it has finished', async () => {
    const out = join(folder, 'out.txt');
    await callInWorker(moduleWith('writes', 'await new Promise((done) => setTimeout(done, 50)); writeFileSync(argument.file, argument.text);'), 'run', {
      file: out,
      text: 'written',
    });
    expect(readFileSync(out, 'utf8')).toBe('written');
  });

  it('fails with the error the function threw, where it was thrown', async () => {
    await expect(callInWorker(moduleWith('throws', "throw new Error('no page at scale/page-0042');"), 'run', null)).rejects.toThrow(
      /A prerendering thread failed:\nError: no page at scale\/page-0042\n\s+at Module.run \(.*throws.mjs:3:\d+\)/,
    );
  });

  it('fails when the worker stops before its function has finished', async () => {
    await expect(callInWorker(moduleWith('never-ends', 'await new Promise(() => {});'), 'run', null)).rejects.toThrow(
      'A prerendering thread stopped (exit code 0) before it had finished.',
    );
  });

  it('fails when the module cannot be loaded', async () => {
    await expect(callInWorker(pathToFileURL(join(folder, 'missing.mjs')).href, 'run', null)).rejects.toThrow(
      /A prerendering thread failed:\nError \[ERR_MODULE_NOT_FOUND\]: Cannot find module .*missing.mjs/,
    );
  });
});
