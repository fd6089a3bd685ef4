import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes `data` to `file`, making its folder only when it is missing: a rebuild writes over the
 * build before, whose folders are all there, and with path routing every page has a folder of its
 * own, so asking for each folder first cost one more call to the file system per page, on a disk
 * other work keeps busy (docs/PERFORMANCE.md#build-time).
 */
export async function writeFileInFolder(file: string, data: string): Promise<void> {
  try {
    await writeFile(file, data);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data);
  }
}
