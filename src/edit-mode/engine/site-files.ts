import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileOverlay } from '../../content/pipeline.ts';

/**
 * The files of a site as the changes planned so far leave them: what a change reads is what the
 * changes before it in the same save wrote, and the disk for every other file. Nothing is written.
 */
export class SiteFiles {
  /** Path relative to the site root → its new text, or null for a file removed or renamed away. */
  readonly changed = new Map<string, string | null>();

  constructor(
    readonly root: string,
    overlay: FileOverlay = new Map(),
  ) {
    for (const [file, text] of overlay) this.changed.set(file, text);
  }

  /** The text of `file` (relative to the root); null when there is none. */
  read(file: string): string | null {
    if (this.changed.has(file)) return this.changed.get(file)!;
    const path = join(this.root, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : null;
  }

  exists(file: string): boolean {
    return this.read(file) !== null;
  }

  /** Plans `file`'s new text; null removes it. A text equal to the file's on disk is planned too: the check reads it all the same. */
  write(file: string, text: string | null): void {
    this.changed.set(file, text);
  }
}
