import { writeFile } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * fs's callback `writeFile`, as a promise: `node:fs/promises`' own opens a FileHandle and writes
 * through a chain of promises, which at 20,000 files cost each prerendering thread several seconds
 * of processor time more (docs/PERFORMANCE.md#build-time).
 */
const writeWhole = promisify(writeFile);

/**
 * Writes `data` to `file`, making its folder only when it is missing: a rebuild writes over the
 * build before, whose folders are all there, and with path routing every page has a folder of its
 * own, so asking for each folder first cost one more call to the file system per page, on a disk
 * other work keeps busy (docs/PERFORMANCE.md#build-time).
 */
export async function writeFileInFolder(file: string, data: string): Promise<void> {
  try {
    await writeWhole(file, data);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    await mkdir(dirname(file), { recursive: true });
    await writeWhole(file, data);
  }
}

/**
 * How many files are written at once while the work goes on: creating thousands of folders and
 * files keeps a busy disk waiting, and a thread that waited for each file in turn did nothing
 * meanwhile.
 */
export const filesWrittenAtOnce = 32;

/** Writes each of `files` (path relative to `dir` → contents) into `dir`, `filesWrittenAtOnce` at a time. */
export async function writeFilesInFolders(dir: string, files: ReadonlyMap<string, string>): Promise<void> {
  const pending = [...files];
  const writer = async () => {
    for (let next = pending.pop(); next; next = pending.pop()) await writeFileInFolder(join(dir, next[0]), next[1]);
  };
  await Promise.all(Array.from({ length: Math.min(filesWrittenAtOnce, pending.length) }, writer));
}
