/**
 * Writes schema/blocks.json, the schema of one block of a page, from the schema of every block
 * folder (src/blocks/<type>/schema.json): the list of block types is the list of those folders,
 * written nowhere else.
 *
 * Each block type gets an `if` (its `type`) / `then` (its schema) pair rather than a `oneOf`:
 * the content check and the editor's YAML extension then both pick a block's schema by its `type`
 * alone. With a `oneOf`, the editor guessed the block from its other fields, offered only a few
 * types to complete `type:` and explained fields of the wrong block. The `then` repeats the block's
 * description on `type`, where the editor shows it when completing or hovering `type:`.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { blockSchemaPath, blockTypesIn, readSchemaNode } from '../../src/content/pipeline.ts';
import { GeneratorError, type Generator } from './generated-file.ts';

/** A block folder's schema: its path, and the `type` and description the union repeats. */
interface BlockSchema {
  file: string;
  type: string;
  description: string;
}

/** The schema of every block folder, by type; throws, naming the file, on a schema that breaks the rules. */
function readBlockSchemas(root: string): BlockSchema[] {
  return blockTypesIn(root).map((type) => {
    const file = blockSchemaPath(type);
    const schema = readSchemaNode(JSON.parse(readFileSync(join(root, file), 'utf8')));
    if (schema.properties?.type?.const !== type)
      throw new GeneratorError(`${file} must have "properties": { "type": { "const": "${type}" } }, named like its folder.`);
    if (!schema.title || !schema.description) throw new GeneratorError(`${file} needs a "title" and a "description": editors see them when choosing a block.`);
    return { file, type, description: schema.description };
  });
}

function generateBlockUnion(root: string): string {
  const blocks = readBlockSchemas(root);
  const types = blocks.map(({ type }) => type);
  const union = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: 'Generated from the block folders (src/blocks/<type>/schema.json) by `npm run generate`. Do not edit: change or add a block folder instead.',
    title: 'Block',
    description: "One section of a page. 'type' says which kind; each kind has its own fields (docs/BLOCKS.md).",
    type: 'object',
    required: ['type'],
    allOf: [
      ...blocks.map(({ file, type, description }) => ({
        // The editor titles its hover on `type:` with the title nearest to it: this one.
        if: { title: 'Block type', properties: { type: { const: type } }, required: ['type'] },
        // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then, not a promise-like object
        then: { properties: { type: { const: type, description } }, allOf: [{ $ref: posix.relative('schema', file) }] },
      })),
      {
        properties: {
          type: {
            title: 'Block type',
            type: 'string',
            // A pattern rather than an enum: the editor would list every value of an enum in each hover on `type:`.
            pattern: `^(?:${types.join('|')})$`,
            patternErrorMessage: `Unknown block type. Valid types: ${types.join(', ')}.`,
          },
        },
      },
    ],
  };
  return `${JSON.stringify(union, null, 2)}\n`;
}

export const blockUnion: Generator = {
  target: 'schema/blocks.json',
  sources: 'the block folders (src/blocks/<type>/schema.json)',
  generate: generateBlockUnion,
};
