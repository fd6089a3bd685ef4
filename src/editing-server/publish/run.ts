import { execFile } from 'node:child_process';

/** A program's outcome: whether it succeeded, and what it printed (stdout and stderr together). */
export interface Outcome {
  ok: boolean;
  output: string;
}

/** Runs `file` with `args`, without a shell, and resolves with its outcome whatever it was. */
export function run(file: string, args: readonly string[], { cwd, env = {} }: { cwd: string; env?: Record<string, string> }): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ ok: !error, output: `${stdout}${stderr}`.trim() });
    });
  });
}
