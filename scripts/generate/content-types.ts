/**
 * Writes src/generated/content-types.ts from the JSON Schemas, so block props and site settings
 * are typed by the same files editors are validated against.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { blockEntries, readSchemaNode } from '../../src/content/pipeline.ts';
import type { Generator } from './generated-file.ts';

/**
 * schema/blocks.json as TypeScript should read it: one of the block schemas. The generator does not
 * follow the union's `if`/`then` pairs, which pick the same schema by `type`.
 */
function blockUnionForTypes(root: string): string {
  const union: unknown = JSON.parse(readFileSync(join(root, 'schema/blocks.json'), 'utf8'));
  const { title, description } = readSchemaNode(union);
  return JSON.stringify({ title, description, oneOf: blockEntries(union).map(({ file }) => ({ $ref: posix.relative('schema', file) })) });
}

async function generateContentTypes(root: string): Promise<string> {
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
    cwd: join(root, 'schema'),
    bannerComment: '/* Generated from schema/ and the block folders by `npm run generate`. Do not edit: change the schemas instead. */',
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 120 },
    $refOptions: {
      resolve: { blockUnion: { order: 1, canRead: (file: { url: string }) => file.url.endsWith('/schema/blocks.json'), read: () => blockUnionForTypes(root) } },
    },
  });
  return body;
}

export const contentTypes: Generator = { target: 'src/generated/content-types.ts', sources: 'schema/ and the block schemas', generate: generateContentTypes };
