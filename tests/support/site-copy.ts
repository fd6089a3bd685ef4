import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copyProject } from '../../scripts/support/project-copy.ts';

import { projectRoot } from '../../scripts/support/project-copy.ts';

export { projectRoot };
/** The small, stable site the renderer's tests run on (tests/fixtures/README.md). */
export const fixtureRoot = join(projectRoot, 'tests/fixtures/site');
/** A frozen copy of the live site, the sample that docs/EDITING.md's recipes quote (tests/fixtures/README.md). */
export const guideSiteRoot = join(projectRoot, 'tests/fixtures/guide-site');

/**
 * A throwaway copy of a site folder (the fixture site unless told otherwise), for tests that edit it
 * as an editor would; with `app`, of the renderer's code too, for tests that change it.
 */
export class SiteCopy {
  readonly root: string;

  constructor(from: string = fixtureRoot, what: 'content' | 'app' = 'content') {
    this.root = copyProject(what, { from });
  }

  read(file: string): string {
    return readFileSync(join(this.root, file), 'utf8');
  }

  write(file: string, text: string): void {
    mkdirSync(dirname(join(this.root, file)), { recursive: true });
    writeFileSync(join(this.root, file), text);
  }

  /** Replaces the first occurrence of `search` in `file` with `replacement`, taken literally ($' is two characters); fails loudly if it is not there. */
  edit(file: string, search: string | RegExp, replacement: string): void {
    const text = this.read(file);
    const next = text.replace(search, () => replacement);
    if (next === text) throw new Error(`${file} does not contain ${String(search)}`);
    this.write(file, next);
  }

  /** 1-based line and column of the first occurrence of `search`, for asserting positions. */
  positionOf(file: string, search: string): { line: number; column: number } {
    const text = this.read(file);
    const index = text.indexOf(search);
    if (index < 0) throw new Error(`${file} does not contain ${search}`);
    const before = text.slice(0, index).split('\n');
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
