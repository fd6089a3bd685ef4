/**
 * Reading schema/blocks.json, the union of every block schema. It is generated from schema/blocks/
 * (scripts/generate-block-union.ts): one `if` (the block's `type`) / `then` (its schema) per block type.
 */

export interface BlockUnion {
  allOf: { if?: { properties: { type: { const: string } } }; then?: { allOf: { $ref: string }[] } }[];
}

export interface BlockEntry {
  type: string;
  /** Path of the block's schema, relative to schema/ ("blocks/counters.json"). */
  file: string;
}

/** Every block type of the union with its schema file, in the order the union lists them. */
export function blockEntries(union: BlockUnion): BlockEntry[] {
  return union.allOf.flatMap((entry) => {
    const ref = entry.then?.allOf.find((part) => part.$ref)?.$ref;
    return entry.if && ref ? [{ type: entry.if.properties.type.const, file: ref }] : [];
  });
}
