import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { contentIcons } from '../../src/blocks/shared/Icon.tsx';
import { Schemas } from '../../src/content/schemas.ts';
import { generateContentTypes } from '../../scripts/generate-types.ts';
import { projectRoot } from '../support/site-copy.ts';

const schemas = new Schemas(join(projectRoot, 'schema'));

describe('block registry and schema stay in step', () => {
  it('has exactly one component for each block type of the schema', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(schemas.blockTypes().sort());
  });

  it('draws every icon name the schema allows, and no other', () => {
    const definitions = schemas.documents.get('definitions.json') as { definitions: { icon: { enum: string[] } } };
    expect(Object.keys(contentIcons).sort()).toEqual([...definitions.definitions.icon.enum].sort());
  });

  it('has TypeScript types generated from the current schema', async () => {
    const current = readFileSync(join(projectRoot, 'src/generated/content-types.ts'), 'utf8');
    expect(current).toBe(await generateContentTypes());
  });

  it('documents every property of every schema for editors', () => {
    const undocumented: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (name !== 'type' && !property.description && !property.$ref) undocumented.push(`${path}.${name}`);
        visit(property, `${path}.${name}`);
      }
      if (schema.items) visit(schema.items, `${path}[]`);
      for (const [name, definition] of Object.entries((schema.definitions ?? {}) as Record<string, unknown>)) visit(definition, `${path}#${name}`);
    };
    for (const [file, document] of schemas.documents) visit(document, file);
    expect(undocumented).toEqual([]);
  });
});
