/**
 * Writes schema/blocks.json, the schema of one block of a page, from the block schemas in
 * schema/blocks/: the list of block types is the list of those files, written nowhere else.
 *
 * Each block type gets an `if` (its `type`) / `then` (its schema) pair rather than a `oneOf`:
 * the content check and the editor's YAML extension then both pick a block's schema by its `type`
 * alone. With a `oneOf`, the editor guessed the block from its other fields, offered only a few
 * types to complete `type:` and explained fields of the wrong block. The `then` repeats the block's
 * description on `type`, where the editor shows it when completing or hovering `type:`.
 * `--check` fails when the file is stale.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readSchemaNode } from '../src/content/schema/schema-node.ts';
import { GeneratorError, runGenerator } from './generated-file.ts';

const root = resolve(import.meta.dirname, '..');
const target = join(root, 'schema/blocks.json');

/** The order blocks are listed in (docs/BLOCKS.md, the editor, error hints): as they tend to stand on a page. */
export const blockOrder = [
  'hero-slider',
  'title-banner',
  'media-text',
  'service-cards',
  'feature-lists',
  'skill-bars',
  'counters',
  'text-section',
  'call-to-action',
  'blog-cards',
  'article-body',
  'office-cards',
  'contact-form',
  'office-map',
];

/** A block schema of schema/blocks/: its file, and the `type` and description the union repeats. */
interface BlockSchema {
  file: string;
  type: string;
  description: string;
}

/** The block schemas of schema/blocks/, in `blockOrder`; throws, naming the file, on a schema that breaks the rules. */
function readBlockSchemas(dir: string): BlockSchema[] {
  const files = readdirSync(join(dir, 'blocks')).filter((name) => name.endsWith('.json'));
  const blocks = files.map((name) => {
    const file = `blocks/${name}`;
    const schema = readSchemaNode(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    const type = schema.properties?.type?.const;
    if (type !== name.replace(/\.json$/, '')) throw new GeneratorError(`schema/${file} must have "properties": { "type": { "const": "${name.replace(/\.json$/, '')}" } }, named like its file.`);
    if (!schema.title || !schema.description) throw new GeneratorError(`schema/${file} needs a "title" and a "description": editors see them when choosing a block.`);
    if (!blockOrder.includes(type)) throw new GeneratorError(`Add "${type}" to blockOrder in scripts/generate-block-union.ts, where it should be listed.`);
    return { file, type, description: schema.description };
  });
  const missing = blockOrder.filter((type) => !blocks.some((block) => block.type === type));
  if (missing.length) throw new GeneratorError(`blockOrder in scripts/generate-block-union.ts names blocks without a schema in schema/blocks/: ${missing.join(', ')}.`);
  return blocks.sort((a, b) => blockOrder.indexOf(a.type) - blockOrder.indexOf(b.type));
}

export function generateBlockUnion(schemaDir = join(root, 'schema')): string {
  const blocks = readBlockSchemas(schemaDir);
  const types = blocks.map(({ type }) => type);
  const union = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: 'Generated from schema/blocks/ by `npm run generate:blocks`. Do not edit: change or add a block schema there instead.',
    title: 'Block',
    description: "One section of a page. 'type' says which kind; each kind has its own fields (docs/BLOCKS.md).",
    type: 'object',
    required: ['type'],
    allOf: [
      ...blocks.map(({ file, type, description }) => ({
        // The editor titles its hover on `type:` with the title nearest to it: this one.
        if: { title: 'Block type', properties: { type: { const: type } }, required: ['type'] },
        // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then, not a promise-like object
        then: { properties: { type: { const: type, description } }, allOf: [{ $ref: file }] },
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

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await runGenerator({ target, sources: 'schema/blocks/', command: 'npm run generate:blocks', generate: generateBlockUnion });
}
