import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.ts';

/**
 * A temporary folder removed when the bench ends. Registered before the servers that use it, so
 * on exit it is removed after they stop (cleanups run newest first).
 */
export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));
  return dir;
}
