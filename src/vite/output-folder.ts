import { existsSync, lstatSync, readdirSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The folders of a build into `out` (docs/PERFORMANCE.md#build-time). */
export interface OutputFolders {
  out: string;
  /** Beside `out`: where the build is written, over the build before the previous one, then swapped in whole. */
  staging: string;
  /** Where the previous build waits between the two renames of the swap. */
  swapping: string;
}

/** `dist` → `.dist-staging` and `.dist-swap` beside it: hidden, on the same file system, so a rename moves them. */
export function outputFolders(out: string): OutputFolders {
  const name = basename(out);
  return { out, staging: join(dirname(out), `.${name}-staging`), swapping: join(dirname(out), `.${name}-swap`) };
}

/**
 * Puts the build written in `staging` in place of `out` with two renames, so `out` always holds a
 * whole build, the previous one or this one (docs/BEHAVIOUR.md#deployments); the previous one
 * becomes the staging folder that the next build writes over. A deployment's `.git` in `out` moves
 * into the new build first. Between the two renames there is no `out` for an instant: a build
 * stopped just then leaves the previous build in `swapping`, and the next build puts it back first
 * (`recoverOutput`).
 */
export function swapIn({ out, staging, swapping }: OutputFolders): void {
  moveIfAbsent(join(out, spared), join(staging, spared));
  if (existsSync(out)) renameSync(out, swapping);
  renameSync(staging, out);
  if (existsSync(swapping)) renameSync(swapping, staging);
}

/**
 * Puts back what a build stopped in the middle of `swapIn` left: the previous build, when `out` is
 * gone; the staging folder, when the swap was done but the last rename was not; a `.git` moved
 * into the staging folder for a swap that never happened.
 */
export function recoverOutput({ out, staging, swapping }: OutputFolders): void {
  if (existsSync(swapping)) {
    if (!existsSync(out)) renameSync(swapping, out);
    else if (!existsSync(staging)) renameSync(swapping, staging);
    else rmSync(swapping, { recursive: true, force: true });
  }
  if (existsSync(out)) moveIfAbsent(join(staging, spared), join(out, spared));
}

/** Never over something: a `.git` folder is someone's repository. */
function moveIfAbsent(from: string, to: string): void {
  if (existsSync(from) && !existsSync(to)) renameSync(from, to);
}

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
