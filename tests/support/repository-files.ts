import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ignore, { type Ignore } from 'ignore';

/** The rules of one .gitignore, for the paths under the folder that holds it. */
interface Scope {
  /** The folder, relative to the root, with a trailing '/' ('' for the root). */
  base: string;
  rules: Ignore;
}

/**
 * Every file of the repository at `root`, committed or not yet added, as paths relative to it with
 * '/' between folders: the tree without `.git` and without what its .gitignore files exclude, as
 * git lists it (`ls-files --cached --others --exclude-standard`). Read from the files alone, it
 * needs neither git nor a `.git` folder: a downloaded archive or an exported tree lists the same.
 * Links are neither followed nor listed.
 */
export function repositoryFiles(root: string): string[] {
  const files: string[] = [];
  const visit = (folder: string, scopes: readonly Scope[]) => {
    const own = scopeOf(root, folder);
    const inScope = own ? [...scopes, own] : scopes;
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = `${folder}${entry.name}`;
      if (entry.name === '.git' || entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        if (!isIgnored(`${path}/`, inScope)) visit(`${path}/`, inScope);
      } else if (!isIgnored(path, inScope)) files.push(path);
    }
  };
  visit('', []);
  return files.sort();
}

function scopeOf(root: string, folder: string): Scope | undefined {
  const file = join(root, folder, '.gitignore');
  return existsSync(file) ? { base: folder, rules: ignore().add(readFileSync(file, 'utf8')) } : undefined;
}

/** As git decides: the deepest .gitignore with a rule for the path has the last word. */
function isIgnored(path: string, scopes: readonly Scope[]): boolean {
  for (const { base, rules } of scopes.toReversed()) {
    const { ignored, unignored } = rules.test(path.slice(base.length));
    if (ignored || unignored) return ignored;
  }
  return false;
}

/**
 * A copy of the repository at `root` as an archive of it holds it (its files, no `.git`), in a new
 * temporary folder, with `node_modules` linked rather than copied; the caller removes it.
 */
export function exportRepository(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'exported-'));
  for (const file of repositoryFiles(root)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}
