import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { FileVersions } from '../protocol.ts';
import { writeAtomically } from '../../content/pipeline.ts';
import { Refusal } from './http.ts';

/**
 * What the editor may write, relative to the site folder (docs/BEHAVIOUR.md#editing-on-the-page):
 * the page and text files, the pictures, and site.yaml. Never the code, the schemas, or anything
 * outside the site folder.
 */
const writableFolders = ['pages', 'locales', 'public/images'];
const writableFiles = ['site.yaml'];

/** The version of a file that does not exist: a save that expects it absent conflicts with one made since. */
const absentVersion = 'absent';

/** The file's bytes, or null when there is none. */
export function readBytes(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export const versionOfBytes = (bytes: Buffer | null): string => (bytes === null ? absentVersion : createHash('sha256').update(bytes).digest('hex'));

/** Each of `files` (relative to the site folder) → the sha-256 of its bytes now. */
export function versionsOf(root: string, files: readonly string[]): FileVersions {
  return Object.fromEntries(files.map((file) => [file, versionOfBytes(readBytes(writablePath(root, file)))]));
}

/**
 * Where `file` (relative to the site folder, forward slashes) is written, as its real path; a 403
 * refusal unless that is inside one of the writable folders of the site folder's real path. The
 * check is made on the path as named, then on what it resolves to: the file itself when it exists
 * (a link leading out is refused), else the nearest folder above it that exists (a linked folder
 * leading out is refused; the missing folders below it are made when the file is written).
 */
export function writablePath(root: string, file: string): string {
  const refused = new Refusal(
    403,
    `The editor writes only the site's pages/, locales/, public/images/ and site.yaml: ${file} is not among them, or leads out of the site folder.`,
  );
  const segments = file.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[\\\0:]/.test(segment)) || !isWritable(file)) throw refused;
  const realRoot = realpathSync(root);
  let existing = join(realRoot, ...segments);
  const missing: string[] = [];
  for (;;) {
    try {
      existing = realpathSync(existing);
      break;
    } catch (error) {
      if (!isMissing(error)) throw error;
      missing.unshift(basename(existing));
      existing = dirname(existing);
    }
  }
  const real = join(existing, ...missing);
  // `../` and another drive's absolute path are never writable.
  if (!isWritable(relative(realRoot, real).split(sep).join('/'))) throw refused;
  return real;
}

function isWritable(file: string): boolean {
  return writableFiles.includes(file) || writableFolders.some((folder) => file.startsWith(`${folder}/`));
}

/** What the content check reads besides pictures: the text files a save plans from. */
const textEntries = ['site.yaml', 'pages', 'locales'];

/**
 * The versions of the site's text files now, as a lookup: a file under `textEntries` → its version
 * (`absent` when it was not there), undefined for any other file. Taken before a save's plan, it
 * tells whether a file the plan read was written by someone else before the save writes it.
 */
export function textVersionsNow(root: string): (file: string) => string | undefined {
  const versions = new Map<string, string>();
  const visit = (file: string, path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const inside = join(path, entry.name);
      // A link is read when it leads to a file; a linked folder is not walked: one leading to a folder above would never end.
      if (entry.isDirectory()) visit(`${file}/${entry.name}`, inside);
      else if (entry.isFile() || statSync(inside, { throwIfNoEntry: false })?.isFile())
        versions.set(`${file}/${entry.name}`, versionOfBytes(readFileSync(inside)));
    }
  };
  for (const entry of textEntries) {
    const path = join(root, entry);
    const stats = statSync(path, { throwIfNoEntry: false });
    if (stats?.isDirectory()) visit(entry, path);
    else if (stats?.isFile()) versions.set(entry, versionOfBytes(readFileSync(path)));
  }
  return (file) => versions.get(file) ?? (textEntries.some((entry) => file === entry || file.startsWith(`${entry}/`)) ? absentVersion : undefined);
}

/** Makes `path` hold `bytes`, or removes it for null. */
export function putBytes(path: string, bytes: Buffer | null): void {
  if (bytes === null) rmSync(path, { force: true });
  else writeAtomically(path, bytes);
}

const isMissing = (error: unknown): boolean => error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
