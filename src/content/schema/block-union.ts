/**
 * Reading schema/blocks.json, the union of every block schema. It is generated from the block
 * folders (scripts/generate.ts): one `if` (the block's `type`) / `then` (its schema) per block type.
 */
import { posix } from 'node:path';
import { memberOf } from '../../shared/guards.ts';

export interface BlockEntry {
  type: string;
  /** Path of the block's schema, relative to the project's root ("src/blocks/counters/schema.json"). */
  file: string;
}

/**
 * Every block type of the union with its schema file, in the order the union lists them. Takes the
 * file as parsed: an entry of another shape is no block type.
 */
export function blockEntries(union: unknown): BlockEntry[] {
  const entries: unknown = memberOf(union, 'allOf');
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) => {
    const type = memberOf(memberOf(memberOf(memberOf(entry, 'if'), 'properties'), 'type'), 'const');
    const parts: unknown = memberOf(memberOf(entry, 'then'), 'allOf');
    const ref = (Array.isArray(parts) ? parts : []).map((part: unknown) => memberOf(part, '$ref')).find((value) => typeof value === 'string');
    return typeof type === 'string' && typeof ref === 'string' ? [{ type, file: posix.join('schema', ref) }] : [];
  });
}
