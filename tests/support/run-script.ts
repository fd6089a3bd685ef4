import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from './site-copy.ts';

/** Runs scripts/<name> with tsx, as `npm run` would, and returns its exit code and everything it printed. */
export function runScript(name: string, args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync(join(projectRoot, 'node_modules/.bin/tsx'), [join(projectRoot, 'scripts', name), ...args], { encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, output };
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string };
    return { code: failure.status, output: failure.stdout + failure.stderr };
  }
}
