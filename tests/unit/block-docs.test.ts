import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateBlockDocs } from '../../scripts/generate-block-docs.ts';
import { Schemas } from '../../src/content/schema/schemas.ts';
import { projectRoot } from '../support/site-copy.ts';

const schemas = new Schemas(join(projectRoot, 'schema'));

interface BlockSchema {
  properties?: Record<string, BlockSchema>;
  items?: BlockSchema;
  examples?: Record<string, unknown>[];
}
const blockSchema = (type: string) => schemas.documents.get(`blocks/${type}.json`) as BlockSchema;

/** Paths of the fields a schema declares itself (not those of shared definitions it refers to), such as "slides[].title". */
function declaredFields(schema: BlockSchema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const nested = field.items ?? field;
    return [path, ...declaredFields(nested, field.items ? `${path}[].` : `${path}.`)];
  });
}

/** Paths of the fields a value fills in, in the same form. */
function filledFields(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => filledFields(item, prefix.replace(/\.$/, '[].')));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, field]) => [`${prefix}${name}`, ...filledFields(field, `${prefix}${name}.`)]);
}

describe('docs/BLOCKS.md', () => {
  it('is written from schema/ alone, so that no content edit can make it stale', () => {
    const schemaOnly = mkdtempSync(join(tmpdir(), 'schema-'));
    try {
      cpSync(join(projectRoot, 'schema'), schemaOnly, { recursive: true });
      expect(readFileSync(join(projectRoot, 'docs/BLOCKS.md'), 'utf8')).toBe(generateBlockDocs(schemaOnly));
    } finally {
      rmSync(schemaOnly, { recursive: true, force: true });
    }
  });

  it.each(schemas.blockTypes())('shows an example of "%s" that is a valid block and fills in every field its schema declares', (type) => {
    const examples = blockSchema(type).examples ?? [];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const { errors } = schemas.check('page', { route: 'example', title: 'pages.example.title', blocks: [example] });
      expect(errors.map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
      expect(example.type).toBe(type);
    }
    const filled = new Set(examples.flatMap((example) => filledFields(example)));
    expect(declaredFields(blockSchema(type)).filter((field) => !filled.has(field))).toEqual([]);
  });
});
