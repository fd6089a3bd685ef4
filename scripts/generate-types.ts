/**
 * Writes src/generated/content-types.ts from the JSON Schemas, so block props and site settings
 * are typed by the same file editors are validated against. `--check` fails when the file is stale.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { blockEntries } from '../src/content/schema/block-union.ts';
import { readSchemaNode } from '../src/content/schema/schema-node.ts';
import { runGenerator } from './generated-file.ts';

const root = resolve(import.meta.dirname, '..');
const target = resolve(root, 'src/generated/content-types.ts');

/**
 * schema/blocks.json as TypeScript should read it: one of the block schemas. The generator does not
 * follow the union's `if`/`then` pairs, which pick the same schema by `type`.
 */
function blockUnionForTypes(): string {
  const union: unknown = JSON.parse(readFileSync(resolve(root, 'schema/blocks.json'), 'utf8'));
  const { title, description } = readSchemaNode(union);
  return JSON.stringify({ title, description, oneOf: blockEntries(union).map(({ file }) => ({ $ref: file })) });
}

export async function generateContentTypes(): Promise<string> {
  const wrapper: Parameters<typeof compile>[0] = {
    title: 'Content',
    type: 'object',
    additionalProperties: false,
    properties: {
      site: { $ref: 'site.json' },
      page: { $ref: 'page.json' },
      article: { $ref: 'article.json' },
      block: { $ref: 'blocks.json' },
    },
  };
  const body = await compile(wrapper, 'Content', {
    cwd: resolve(root, 'schema'),
    bannerComment: '/* Generated from schema/ by `npm run generate:types`. Do not edit: change the schema instead. */',
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 120 },
    $refOptions: {
      resolve: { blockUnion: { order: 1, canRead: (file: { url: string }) => file.url.endsWith('/schema/blocks.json'), read: blockUnionForTypes } },
    },
  });
  return body;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await runGenerator({ target, sources: 'schema/', command: 'npm run generate:types', generate: generateContentTypes });
}
