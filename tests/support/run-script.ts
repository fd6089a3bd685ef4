import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from './site-copy.ts';

/** Runs scripts/<name> with tsx, as `npm run` would: its exit code, its standard output alone, and everything it printed. */
export function runScript(name: string, args: string[]): { code: number; stdout: string; output: string } {
  const result = spawnSync(join(projectRoot, 'node_modules/.bin/tsx'), [join(projectRoot, 'scripts', name), ...args], { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { code: result.status ?? 1, stdout: result.stdout, output: result.stdout + result.stderr };
}
