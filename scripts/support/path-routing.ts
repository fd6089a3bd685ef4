import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

/** The public address a copy gets when its site.yaml names none: path routing needs one. */
const placeholderUrl = 'https://www.example.com';

/**
 * Turns path routing on in the site folder `root`, a copy (the bench and the end-to-end tests build a
 * site both ways): `routing: path` in its site.yaml, and a placeholder `url` if it has none. Comments
 * and the order of the other settings stay as they are.
 */
export function turnOnPathRouting(root: string): void {
  const file = join(root, 'site.yaml');
  const settings = parseDocument(readFileSync(file, 'utf8'));
  settings.set('routing', 'path');
  if (!settings.has('url')) settings.set('url', placeholderUrl);
  writeFileSync(file, settings.toString());
}
