import { spawn, type ChildProcess } from 'node:child_process';
import { onCleanup } from './cleanup.ts';

export interface Finished {
  code: number | null;
  output: string;
  /** Wall time from spawn to exit. */
  ms: number;
}

/**
 * Each child gets its own process group (`detached`), because tsx and vite start further node
 * processes: killing the group stops the whole tree, not only the first process.
 */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // The group has already exited.
  }
}

/** Runs a command to completion, keeping stdout and stderr interleaved for error messages. */
export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const dispose = onCleanup(() => killGroup(child));
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      dispose();
      reject(error);
    });
    child.on('close', (code) => {
      dispose();
      resolve({ code, output, ms: performance.now() - started });
    });
  });
}

export interface Background {
  child: ChildProcess;
  /** Everything the process printed so far, for error messages. */
  output: () => string;
  stop: () => void;
}

/** Starts a long-running command (a server); `stop()` or the bench's exit ends it. */
export function start(command: string, args: string[], options: { cwd: string }): Background {
  const child = spawn(command, args, { cwd: options.cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const dispose = onCleanup(() => killGroup(child));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('close', () => dispose());
  return {
    child,
    output: () => output,
    stop: () => {
      killGroup(child);
      dispose();
    },
  };
}

/** The last lines of a command's output: enough to see why it failed without flooding the terminal. */
export const tail = (output: string, lines = 25): string => output.trimEnd().split('\n').slice(-lines).join('\n');
