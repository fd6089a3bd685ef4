/**
 * A block's example (src/blocks/<type>/example.yaml): the block as a page lists it, and the text of
 * each of its text keys in every language. docs/BLOCKS.md shows it, the tests draw it on a page of
 * its own in every language, and it is what a new section of that type starts from.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { isRecord } from '../../shared/guards.ts';
import { blockExamplePath } from './block-folders.ts';

export interface BlockExample {
  /** The block, as an item of a page's `blocks:`. */
  block: Record<string, unknown>;
  /** Text key → language → text. */
  texts: Record<string, Record<string, string>>;
}

/** Reads the example of block `type` of the project at `root`; throws, naming the file, when it has another shape. */
export function readBlockExample(root: string, type: string): BlockExample {
  const file = blockExamplePath(type);
  const example: unknown = parse(readFileSync(join(root, file), 'utf8'));
  const shape = `${file} must hold "block:" (the block, starting with "type: ${type}") and "texts:" (each text key with its text in every language).`;
  if (!isRecord(example) || !isRecord(example.block) || example.block.type !== type) throw new Error(shape);
  const texts = example.texts ?? {};
  if (!isRecord(texts)) throw new Error(shape);
  const byKey = Object.entries(texts).map(([key, languages]) => {
    if (!isRecord(languages)) throw new Error(shape);
    const byLanguage = Object.entries(languages).map(([language, text]) => {
      if (typeof text !== 'string') throw new TypeError(shape);
      return [language, text] as const;
    });
    return [key, Object.fromEntries(byLanguage)] as const;
  });
  return { block: example.block, texts: Object.fromEntries(byKey) };
}
