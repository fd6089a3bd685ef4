import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir`, as a path relative to it with '/' between folders; none if `dir` does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** What Vite's emptyOutDir spares too: a deployment's own repository. */
const spared = '.git';

/**
 * Removes from `dir` every file that is not in `keep` (paths as `filesUnder` gives them), then every
 * folder left empty: what is left is exactly what the build wrote, as if it had started from an
 * empty folder.
 */
export function removeAllBut(dir: string, keep: ReadonlySet<string>): void {
  const isSpared = (path: string) => path === spared || path.startsWith(`${spared}/`);
  for (const file of filesUnder(dir)) {
    if (!keep.has(file) && !isSpared(file)) rmSync(join(dir, file));
  }
  const folders = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((folder) => !isSpared(relative(dir, folder).split(sep).join('/')));
  // Deepest first, so that a folder whose only content was empty folders goes too.
  for (const folder of folders.sort((a, b) => b.length - a.length)) {
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
}
