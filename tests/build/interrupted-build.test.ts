import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, outputFolders } from '../../src/vite/output-folder.ts';
import { SiteCopy, fixtureRoot, projectRoot } from '../support/site-copy.ts';

/**
 * `npm run build` stopped part-way, as a CI time-out or Ctrl+C stops it (docs/BEHAVIOUR.md#deployments):
 * whenever it stops, the output folder holds the whole previous build, byte for byte, and nothing
 * writes into it afterwards; a build that runs to its end leaves the whole new one.
 */
type Snapshot = Map<string, string>;

/** Every file of `dir` and a hash of its bytes. */
function snapshot(dir: string): Snapshot {
  return new Map(
    filesUnder(dir)
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(join(dir, file)))
          .digest('hex'),
      ]),
  );
}

/** Every file under the output folder and the folders beside it that a build uses, with the time it was last written. */
function writes(out: string): { file: string; time: number }[] {
  const { staging, swapping } = outputFolders(out);
  return [out, staging, swapping].flatMap((folder) =>
    filesUnder(folder).map((file) => ({ file, time: statSync(join(folder, file), { throwIfNoEntry: false })?.mtimeMs ?? 0 })),
  );
}

interface Moment {
  name: string;
  signal: NodeJS.Signals;
  /** The build's last steps follow within milliseconds: it may have ended before the check saw the moment. */
  mayEnd?: true;
  /** True once the build has gone far enough, from what it wrote since it started (`started`: the time it did). */
  reached: (written: { file: string; time: number }[], started: number, previous: Snapshot) => boolean;
}

const moments: Moment[] = [
  { name: 'half a second in', signal: 'SIGKILL', reached: (_written, started) => Date.now() - started > 500 },
  { name: 'when it writes its first file', signal: 'SIGKILL', reached: (written, started) => written.some(({ time }) => time >= started) },
  {
    name: 'when the new content appears',
    signal: 'SIGTERM',
    reached: (written, _started, previous) => written.some(({ file }) => file.startsWith('content/') && !previous.has(file)),
  },
  {
    name: 'when the first new screen appears',
    signal: 'SIGKILL',
    mayEnd: true,
    reached: (written, _started, previous) => written.some(({ file }) => file.startsWith('prerendered/') && !previous.has(file)),
  },
  {
    name: 'when index.html is written again',
    signal: 'SIGINT',
    mayEnd: true,
    reached: (written, started) => written.some(({ file, time }) => file === 'index.html' && time >= started),
  },
];

let out: string;
let site: SiteCopy;

/** `vite build` of `siteDir` into `out`, as `npm run build` runs it; stopped with `moment.signal` once `moment` is reached. */
async function build(
  siteDir: string,
  moment?: Moment,
  previous: Snapshot = new Map(),
): Promise<{ code: number | null; signal: NodeJS.Signals | null; killed: boolean }> {
  const started = Date.now();
  const child = spawn(join(projectRoot, 'node_modules/.bin/vite'), ['build', '--outDir', out, '--logLevel', 'error'], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production', SITE_DIR: siteDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const killed = moment ? await stopAt(child, moment, started, previous) : false;
  const ended = await exited;
  // The first-screen renderer's scratch folder, which a stopped build leaves behind (src/vite/prerender.ts).
  rmSync(join(projectRoot, 'node_modules/.cache/prerender', String(child.pid)), { recursive: true, force: true });
  if (!killed && ended.code !== 0) throw new Error(`vite build failed (${ended.code ?? ended.signal}):\n${errors}`);
  return { ...ended, killed };
}

/** Stops `child` once `moment` is reached, looking every few milliseconds; false if it ended first. */
async function stopAt(child: ChildProcess, moment: Moment, started: number, previous: Snapshot): Promise<boolean> {
  while (child.exitCode === null && child.signalCode === null) {
    if (moment.reached(writes(out), started, previous)) return child.kill(moment.signal);
    await delay(5);
  }
  return false;
}

beforeAll(async () => {
  const parent = join(projectRoot, 'node_modules/.cache');
  mkdirSync(parent, { recursive: true });
  out = join(mkdtempSync(join(parent, 'interrupted-')), 'dist');
  // The next version of the site: a text changed and a page added, so its content and screens are new files.
  site = new SiteCopy(fixtureRoot);
  site.edit('locales/en/about.yaml', /title: About\b/, 'title: About us, again');
  site.write('pages/added.yaml', site.read('pages/about.yaml').replace('route: about', 'route: added'));
  // The previous build, whole, with a deployment's repository in it.
  await build(fixtureRoot);
  mkdirSync(join(out, '.git'));
  writeFileSync(join(out, '.git/HEAD'), 'ref: refs/heads/main');
}, 240_000);
afterAll(() => {
  if (out) rmSync(dirname(out), { recursive: true, force: true });
  site?.remove();
});

describe('a build stopped part-way', () => {
  it.each(moments)(
    'leaves the whole previous build when stopped $name ($signal), and nothing writes after',
    async (moment) => {
      const previous = snapshot(out);
      expect(previous.has('index.html')).toBe(true);
      const { killed } = await build(site.root, moment, previous);
      const after = snapshot(out);
      await delay(1000);
      expect(snapshot(out), 'written after the build was stopped').toEqual(after);
      expect(killed || moment.mayEnd === true, 'the build ended before it was stopped').toBe(true);
      // Stopped, the previous build, whole; ended before it could be stopped (the last moments), the new one.
      expect(after).toEqual(killed ? previous : after);
      expect([...after.keys()].some((file) => file.endsWith('/en/added.json'))).toBe(!killed);
    },
    120_000,
  );

  it('is repaired by the next build, even when stopped between the two renames of the swap, and keeps .git', async () => {
    const { staging, swapping } = outputFolders(out);
    // As if stopped just after the previous build was moved aside, before the new one was moved in.
    rmSync(swapping, { recursive: true, force: true });
    renameSync(out, swapping);
    expect(existsSync(out)).toBe(false);
    await build(site.root);
    const built = snapshot(out);
    expect(readFileSync(join(out, '.git/HEAD'), 'utf8')).toBe('ref: refs/heads/main');
    expect([...built.keys()].filter((file) => file.startsWith('content/')).some((file) => file.endsWith('/en/added.json'))).toBe(true);
    expect(existsSync(swapping)).toBe(false);
    expect(existsSync(staging)).toBe(true);
  }, 120_000);
});
