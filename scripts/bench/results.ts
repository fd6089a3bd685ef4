import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from './paths.ts';

/** Writes bench/results/bench-<timestamp>.json (git-ignored) and returns its path relative to the repository. */
export function writeResults(startedAt: string, results: unknown): string {
  const dir = join(projectRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  // Colons are not allowed in file names on every system.
  const file = join(dir, `bench-${startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return relative(projectRoot, file);
}
