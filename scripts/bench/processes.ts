import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { listeningPort } from '../support/listening-port.ts';
import { projectRoot } from '../support/project-copy.ts';

/** A failure the person running the bench can act on (a build, a server or a check that failed): printed without a stack trace. */
export class BenchError extends Error {
  override name = 'BenchError';
}

/**
 * Each command runs in a process group of its own (`detached`), because it starts more processes
 * (Lighthouse CI starts Lighthouse, which starts Chromium): the group is stopped as Ctrl+C would,
 * with SIGINT, on which Lighthouse closes the Chromium it started in a group of its own.
 */
function stop(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGINT');
  } catch {
    // Already gone.
  }
}

/**
 * Commands still running and temporary files still there when the bench ends, however it ends:
 * bench.ts turns Ctrl+C into an exit, so this runs then too.
 */
const running = new Set<ChildProcess>();
const leftovers = new Set<string>();
process.on('exit', () => {
  for (const child of running) stop(child);
  // Newest first: a file registered inside a folder registered before it goes before that folder.
  for (const path of [...leftovers].reverse()) rmSync(path, { recursive: true, force: true });
});

/** Registers a temporary folder or file to be removed when the bench ends, and returns its path. */
export function removeOnExit(path: string): string {
  leftovers.add(path);
  return path;
}

function track<T extends ChildProcess>(child: T): T {
  running.add(child);
  child.on('close', () => running.delete(child));
  return child;
}

/** The last lines of a command's output: enough to see why it failed without flooding the terminal. */
const tail = (output: string, lines = 25): string => output.trimEnd().split('\n').slice(-lines).join('\n');

/**
 * Runs a command to completion and returns its exit code, what it printed on stdout and its wall time.
 * An exit code not in `exitCodes` is a BenchError with the end of its output. `echo` also shows its
 * stdout as it runs (progress).
 */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; echo?: boolean; exitCodes?: number[]; env?: Record<string, string> },
): Promise<{ code: number; stdout: string; ms: number; usage: Usage | null }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const usage = usageRecorder();
    const [program, ...programArgs] = usage ? [...usage.prefix, command, ...args] : [command, ...args];
    const child = track(
      spawn(program!, programArgs, { cwd: options.cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } }),
    );
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      output += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => reject(new BenchError(`${command} did not start: ${error.message}`)));
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if ((options.exitCodes ?? [0]).includes(code ?? -1)) resolve({ code: code!, stdout, ms, usage: usage?.read() ?? null });
      else reject(new BenchError(`${[command, ...args].join(' ')} failed (exit code ${code}) in ${options.cwd}:\n${tail(output)}`));
    });
  });
}

const gnuTime = '/usr/bin/time';

/** What GNU time measured of a command: its largest resident memory and its processor time. */
export interface Usage {
  peakMemoryBytes: number;
  /** User and system time of the command and every process it started: on a shared machine, what other work disturbs least. */
  cpuMs: number;
}

/**
 * GNU time, where there is one, wrapped around a command: it writes the largest resident memory of
 * the command or of any process it started (npm's Node, vite's, each counted with its worker
 * threads) and their processor time to a file of its own. Elsewhere the bench reports neither.
 */
function usageRecorder(): { prefix: string[]; read: () => Usage | null } | null {
  if (!existsSync(gnuTime)) return null;
  const file = join(removeOnExit(mkdtempSync(join(tmpdir(), 'bench-time-'))), 'usage');
  return {
    prefix: [gnuTime, '--format', '%M %U %S', '--output', file],
    read: () => {
      const [kib, user, system] = (readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '').split(' ').map(Number);
      return [kib, user, system].every((n) => Number.isFinite(n)) ? { peakMemoryBytes: kib! * 1024, cpuMs: (user! + system!) * 1000 } : null;
    },
  };
}

/** A tool from the project's node_modules/.bin, started directly so that timings do not include npx. */
export const bin = (name: string): string => join(projectRoot, 'node_modules', '.bin', name);

/**
 * `vite build` in `root` (into `outDir` when given), of the site folder `siteDir` when given (as
 * SITE_DIR). The build runs the content pipeline and stops on any content error.
 */
export async function viteBuild(root: string, outDir?: string, siteDir?: string): Promise<{ ms: number; usage: Usage | null }> {
  const { ms, usage } = await run(bin('vite'), ['build', ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : [])], {
    cwd: root,
    ...(siteDir ? { env: { SITE_DIR: siteDir } } : {}),
  });
  return { ms, usage };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const port = listeningPort(probe);
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The development server (`vite`) on a free port in the project copy `root`: how long from its
 * start until it answers `path` (the compiled content, which it makes on start). The caller stops it.
 */
export async function startDevServer(root: string, path: string): Promise<SiteServer & { readyMs: number }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = track(
    spawn(bin('vite'), ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: root, detached: true, stdio: ['ignore', 'ignore', 'pipe'] }),
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const server = { origin, stop: () => stop(child) };
  try {
    await waitFor(
      `${origin}${path}`,
      () => true,
      () => child.exitCode === null,
    );
  } catch (error) {
    server.stop();
    throw new BenchError(`The development server in ${root} did not answer ${path}: ${String(error)}\n${tail(errors)}`);
  }
  return { ...server, readyMs: performance.now() - started };
}

/** Asks `url` every 50 ms for up to 5 minutes until it answers with a body that `done` accepts, while `alive`. */
export async function waitFor(url: string, done: (body: string) => boolean, alive: () => boolean = () => true): Promise<void> {
  for (const deadline = Date.now() + 300_000; Date.now() < deadline; await delay(50)) {
    if (!alive()) throw new Error('the server stopped');
    const body = await fetch(url, { signal: AbortSignal.timeout(60_000) }).then(
      (response) => (response.ok ? response.text() : null),
      () => null,
    );
    if (body !== null && done(body)) return;
  }
  throw new Error(`no answer from ${url} within 5 minutes`);
}

export interface SiteServer {
  origin: string;
  stop: () => void;
}

/**
 * Serves a built site with scripts/serve.ts on a free port, as the end-to-end tests do: the headers
 * of public/_headers (Content-Security-Policy, caching) and gzip, as on the real host. Ready once it
 * answers; the caller stops it.
 */
export async function serveSite(dir: string): Promise<SiteServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--dir', dir, '--port', String(port)], {
      cwd: projectRoot,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await delay(100)) {
    if (child.exitCode !== null) throw new BenchError(`scripts/serve.ts stopped before answering on ${origin}:\n${tail(errors)}`);
    const answered = await fetch(origin, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { origin, stop: () => stop(child) };
  }
  stop(child);
  throw new BenchError(`scripts/serve.ts did not answer on ${origin} within 30 s:\n${tail(errors)}`);
}
