import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Writes `bytes` to `path` all at once, as far as anyone reading it can tell: into a temporary file
 * in the same folder, flushed to the disk, then renamed over the file. The file keeps its
 * permissions; missing folders are made. A cache, which a crash may lose at no cost but speed, is
 * not flushed (`flush: false`): flushing a large one would cost more than it saves.
 */
export function writeAtomically(path: string, bytes: Buffer | string, { flush = true } = {}): void {
  const folder = dirname(path);
  mkdirSync(folder, { recursive: true });
  const mode = statSync(path, { throwIfNoEntry: false })?.mode ?? 0o644;
  // A name the content check does not read (a dot file, not .yaml), should it see it meanwhile: what
  // write-file-atomic does not give (its `about.yaml.<hash>` is a content file to the server's watch).
  const temporary = join(folder, `.${basename(path)}.${randomUUID()}.tmp`);
  const descriptor = openSync(temporary, 'wx', mode & 0o777);
  try {
    try {
      writeSync(descriptor, typeof bytes === 'string' ? Buffer.from(bytes) : bytes);
      if (flush) fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
