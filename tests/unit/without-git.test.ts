import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { exportRepository, repositoryFiles } from '../support/repository-files.ts';
import { projectRoot } from '../support/site-copy.ts';

/**
 * `npm test` runs in a copy of the repository that is not a git checkout (a downloaded archive, a
 * CI that exports the tree): nothing it runs asks git anything. The files of the repository are
 * listed from the tree and its .gitignore files (tests/support/repository-files.ts).
 */
const run = promisify(execFile);
const scratch: string[] = [];
const folder = (prefix: string) => {
  const path = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(path);
  return path;
};
afterEach(() => {
  for (const path of scratch.splice(0)) rmSync(path, { recursive: true, force: true });
});

/** A command line that starts git: a string that is the word alone, or that starts with it and a space. */
const startsGit = /(['"`])git(?:\1|\s)/;
/** Where `npm test` runs code from: the app, the scripts, the tests, and the configuration at the top. */
const runByNpmTest = /^(src|scripts|tests)\/|^[^/]+\.(ts|json|jsonc)$/;
/** Not part of `npm test`: `npm run bench` records the commit it measured, or "unknown" without git. */
const allowed = new Set(['scripts/bench.ts']);
/**
 * The team's editing server keeps its draft as git commits: it, its tests and their set-up
 * (tests/support/editing-team.ts, which `npm run test:engines` uses too) run the git command on
 * repositories they make, never on this checkout's .git.
 */
const gitTool = /^((src|tests\/unit|tests\/e2e)\/editing-server\/|tests\/support\/editing-team\.ts$)/;

describe("the list of the repository's files", () => {
  it('leaves out .git and what the .gitignore files exclude, the deepest one having the last word', () => {
    const root = folder('listed-');
    const files = {
      '.gitignore': 'dist/\n*.log\n',
      'src/app.ts': '',
      'src/debug.log': '',
      'dist/index.html': '',
      'docs/.gitignore': '!keep.log\ndrafts/\n',
      'docs/keep.log': '',
      'docs/drafts/plan.md': '',
      'docs/guide.md': '',
      '.git/HEAD': 'ref: refs/heads/main',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    symlinkSync(join(root, 'src'), join(root, 'linked'), 'dir');
    expect(repositoryFiles(root)).toEqual(['.gitignore', 'docs/.gitignore', 'docs/guide.md', 'docs/keep.log', 'src/app.ts']);
  });
});

describe('a copy of the repository without .git and without git', () => {
  it('runs nothing that starts git, but for the commands outside npm test', () => {
    const found = repositoryFiles(projectRoot)
      .filter((file) => runByNpmTest.test(file) && !allowed.has(file) && !gitTool.test(file) && file !== 'package-lock.json')
      .filter((file) => startsGit.test(readFileSync(join(projectRoot, file), 'utf8')));
    expect(found, 'list the files from the tree (tests/support/repository-files.ts), or say here why it may ask git').toEqual([]);
  });

  it("passes the tests that read the repository's files", async () => {
    const tests = repositoryFiles(projectRoot).filter((file) => /^tests\/.*\.test\.tsx?$/.test(file) && file !== 'tests/unit/without-git.test.ts');
    const readingRepository = tests.filter((file) => readFileSync(join(projectRoot, file), 'utf8').includes('/repository-files.ts'));
    expect(readingRepository).toContain('tests/unit/repository-references.test.ts');
    const copy = exportRepository(projectRoot);
    scratch.push(copy);
    expect(existsSync(join(copy, '.git'))).toBe(false);
    // Commands are found on a PATH that holds node alone.
    const bin = folder('bin-');
    symlinkSync(process.execPath, join(bin, 'node'));
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_') && !name.startsWith('VITEST')));
    const result = await run(process.execPath, [join(copy, 'node_modules/vitest/vitest.mjs'), 'run', ...readingRepository], {
      cwd: copy,
      env: { ...env, PATH: bin },
    }).catch((error: { stdout: string; stderr: string }) => ({ ...error, failed: true }));
    expect('failed' in result, `${result.stdout}${result.stderr}`).toBe(false);
  }, 120_000);
});
