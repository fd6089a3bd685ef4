/**
 * What every generator is: a file of the repository written from its sources. `npm run generate`
 * writes them all, in order; with `--check` (as npm test runs it) it writes nothing and fails when
 * a file on disk differs from what its sources give.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A generated file that no longer matches its sources, or sources a generator cannot use: the person running it can fix either. */
export class GeneratorError extends Error {
  override name = 'GeneratorError';
}

export interface Generator {
  /** The file written, relative to the project's root. */
  target: string;
  /** What the file is made from, for messages ("the block folders"). */
  sources: string;
  /** The file's content, from the project at `root`. */
  generate: (root: string) => string | Promise<string>;
}

/** A sentence as Markdown shows it as written: "*", "_", "`", "|" and brackets stand for themselves. */
export const literally = (text: string) => text.replace(/[\\`*_[\]<>|]/g, (char) => `\\${char}`);

const onDisk = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/** Writes `generator`'s file in the project at `root`; returns whether it changed. */
export async function writeGenerated(root: string, { target, generate }: Generator): Promise<boolean> {
  const fresh = await generate(root);
  const path = join(root, target);
  if (onDisk(path) === fresh) return false;
  writeFileSync(path, fresh);
  return true;
}

/** The message for a generated file that differs from its sources, or undefined when it is current. */
export async function staleness(root: string, { target, sources, generate }: Generator): Promise<string | undefined> {
  return onDisk(join(root, target)) === (await generate(root)) ? undefined : `${target} is out of date with ${sources}.`;
}
