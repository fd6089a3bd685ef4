/**
 * The end of every generator: write the file, or with `--check` (as npm test runs it) fail when
 * the file on disk differs from what its sources give.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export function writeOrCheck(target: string, fresh: string, sources: string, command: string): void {
  const name = relative(root, target);
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== fresh) {
      console.error(`${name} is out of date with ${sources}. Run: ${command}`);
      process.exit(1);
    }
  } else {
    writeFileSync(target, fresh);
    console.log(`Wrote ${name}`);
  }
}
