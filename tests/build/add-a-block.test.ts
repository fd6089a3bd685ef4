import { execFile } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../scripts/support/project-copy.ts';
import { editOf, fencesIn, type Fence } from '../support/guide-fences.ts';
import { fixtureRoot, projectRoot } from '../support/site-copy.ts';

const run = promisify(execFile);
const guide = readFileSync(join(projectRoot, 'docs/ADD-A-BLOCK.md'), 'utf8');

/**
 * Runs docs/ADD-A-BLOCK.md as written on a copy of the project whose site is the fixture's: its
 * commands, its edits, then the new block's own test, the project's type check, a build, and the
 * guide's check of what the page shows.
 */
let root: string;
let checks: Fence[];
const inCopy = (command: string, args: string[], env: Record<string, string> = {}) =>
  run(join(projectRoot, 'node_modules/.bin', command), args, { cwd: root, env: { ...process.env, ...env } });

/** Runs a `sh run` block of the guide: only the commands it may hold. */
async function runCommand(body: string): Promise<void> {
  const newBlock = /^npm run new:block -- (\S+)$/.exec(body.trim());
  if (newBlock) await inCopy('tsx', ['scripts/new-block.ts', newBlock[1]!]);
  else if (body.trim() === 'npm run generate') await inCopy('tsx', ['scripts/generate.ts']);
  else throw new Error(`Not a command the guide's test can run: ${body}`);
}

beforeAll(async () => {
  root = copyProject('app', { from: fixtureRoot, prefix: 'add-a-block-' });
  for (const entry of ['scripts', 'docs', 'tests', 'vitest.config.ts']) cpSync(join(projectRoot, entry), join(root, entry), { recursive: true });
  checks = [];
  let pending: { file: string; before: string } | null = null;
  for (const fence of fencesIn(guide)) {
    const step = editOf(fence, pending);
    pending = step.pending;
    if (step.edit) {
      const file = join(root, step.edit.file);
      const text = readFileSync(file, 'utf8');
      if (!text.includes(step.edit.before)) throw new Error(`${step.edit.file} does not contain:\n${step.edit.before}`);
      writeFileSync(
        file,
        text.replace(step.edit.before, () => step.edit!.after),
      );
    } else if (fence.info === 'sh run') await runCommand(fence.body);
    else if (fence.info.startsWith('text check')) checks.push(fence);
  }
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('docs/ADD-A-BLOCK.md, followed step by step', () => {
  it('leaves nothing for npm run generate to write', async () => {
    await expect(inCopy('tsx', ['scripts/generate.ts', '--check'])).resolves.toBeDefined();
  });

  it('gives a block whose own test and example checks pass', async () => {
    const { stdout } = await inCopy('vitest', ['run', 'src/blocks/quote-wall', 'tests/unit/block-examples.test.tsx'], { NODE_ENV: 'test', NO_COLOR: '1' });
    expect(stdout).toMatch(/Tests +\d+ passed/);
    expect(stdout).not.toMatch(/failed/);
  });

  it('type-checks', async () => {
    await expect(inCopy('tsc', ['--noEmit', '-p', '.'])).resolves.toBeDefined();
  });

  it('builds a site whose page shows the new block with its field', async () => {
    expect(checks.length).toBeGreaterThan(0);
    await inCopy('vite', ['build', '--logLevel', 'error'], { NODE_ENV: 'production' });
    for (const check of checks) {
      const [, route, language] = /route=\/(\S*) language=(\S+)/.exec(check.info)!;
      const screens = join(root, 'dist/prerendered');
      const [version] = readdirSync(screens);
      const text = readFileSync(join(screens, version!, language!, `${route || 'index'}.html`), 'utf8').replace(/<[^>]+>/g, '\n');
      for (const line of check.body.trim().split('\n')) expect(text, `${check.info}: ${line}`).toContain(line);
    }
  });
});
