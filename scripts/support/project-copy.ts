import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root, whatever the current directory. */
export const projectRoot = resolve(import.meta.dirname, '../..');

/** What the content check reads: the files editors change. */
const contentEntries = ['site.yaml', 'pages', 'locales', 'schema', 'public'];
/** What the dev server and `vite build` read besides: the app's code and configuration. */
const appEntries = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'src'];

/**
 * Copies the project into a new temporary folder and returns its path, so a tool or a test can edit,
 * check or build it without touching the real one; the caller removes the folder. `content` copies
 * what the content check reads; `app` adds what Vite needs, with node_modules linked rather than
 * copied (it is large, and only read).
 */
export function copyProject(what: 'content' | 'app', prefix = 'site-'): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const entries = what === 'app' ? [...contentEntries, ...appEntries] : contentEntries;
  for (const entry of entries) cpSync(join(projectRoot, entry), join(root, entry), { recursive: true });
  if (what === 'app') symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}
