import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root, whatever the current directory. */
export const projectRoot = resolve(import.meta.dirname, '../..');

/** What a site folder holds: the files editors change. */
const contentEntries = ['site.yaml', 'pages', 'locales', 'public'];
/** What the dev server and `vite build` read besides: the renderer's code, schemas, configuration and public files. */
const appEntries = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'schema', 'src', 'public'];

export interface CopyOptions {
  /** The site folder whose content is copied: the live site unless told otherwise. */
  from?: string;
  prefix?: string;
}

/**
 * Copies a site into a new temporary folder and returns its path, so a tool or a test can edit,
 * check or build it without touching the real one; the caller removes the folder. `content` copies
 * the site folder's content; `app` adds what Vite needs from the project, with node_modules linked
 * rather than copied (it is large, and only read).
 */
export function copyProject(what: 'content' | 'app', { from = projectRoot, prefix = 'site-' }: CopyOptions = {}): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  if (what === 'app') {
    for (const entry of appEntries) cpSync(join(projectRoot, entry), join(root, entry), { recursive: true });
    symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  }
  // After the project's files: the site's own public files (its images) go over the project's.
  for (const entry of contentEntries) cpSync(join(from, entry), join(root, entry), { recursive: true });
  return root;
}
