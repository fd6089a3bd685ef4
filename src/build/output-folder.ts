import { existsSync, lstatSync, readdirSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `dir`, as a path relative to it with '/' between folders; none if `dir` does not
 * exist. A link is listed as a file of its own unless `followLinks`, when the folder it leads to is
 * listed as if it were there (as Vite copies the public folder).
 */
export function filesUnder(dir: string, { followLinks = false } = {}): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  const visit = (folder: string, prefix: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if ((followLinks ? statSync(path) : lstatSync(path)).isDirectory()) visit(path, `${prefix}${name}/`);
      else files.push(`${prefix}${name}`);
    }
  };
  visit(dir, '');
  return files;
}

/** What Vite's emptyOutDir spares too: a deployment's own repository. */
const spared = '.git';

/** On the file systems macOS and Windows use by default, `About/` and `about/` are one folder. */
const asCompared = process.platform === 'darwin' || process.platform === 'win32' ? (path: string) => path.toLowerCase() : (path: string) => path;

/**
 * Removes from `dir` every file that is not in `keep` (paths as `filesUnder` gives them), and every
 * folder left empty: what is left is exactly what the build wrote, as if it had started from an
 * empty folder. A link is removed as a file, never followed.
 */
export function removeAllBut(dir: string, keep: ReadonlySet<string>): void {
  const kept = new Set([...keep].map(asCompared));
  const sweep = (folder: string, prefix: string) => {
    for (const name of readdirSync(folder)) {
      const path = `${prefix}${name}`;
      const full = join(folder, name);
      if (path === spared) continue;
      if (lstatSync(full).isDirectory()) {
        // Its content first, so that a folder holding only empty folders goes too.
        sweep(full, `${path}/`);
        if (readdirSync(full).length === 0) rmdirSync(full);
      } else if (!kept.has(asCompared(path))) rmSync(full);
    }
  };
  sweep(dir, '');
}
