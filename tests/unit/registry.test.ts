import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { contentIcons } from '../../src/kit/Icon.tsx';
import { Schemas } from '../../src/content/schema/schemas.ts';
import { contentTypes } from '../../scripts/generate/content-types.ts';
import { projectRoot } from '../support/site-copy.ts';

const schemas = new Schemas(projectRoot);

describe('block registry and schema stay in step', () => {
  it('has exactly one component for each block type of the schema', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(schemas.blockTypes().sort());
  });

  it('draws every icon name the schema allows, and no other', () => {
    const definitions = schemas.documents.get('schema/definitions.json') as { definitions: { icon: { enum: string[] } } };
    expect(Object.keys(contentIcons).sort()).toEqual([...definitions.definitions.icon.enum].sort());
  });

  it('has TypeScript types generated from the current schema', async () => {
    const current = readFileSync(join(projectRoot, 'src/generated/content-types.ts'), 'utf8');
    expect(current).toBe(await contentTypes.generate(projectRoot));
  });

  it('gives every property of every schema a title, a description and, for values typed by hand, examples', () => {
    const shared = (schemas.documents.get('schema/definitions.json') as { definitions: Record<string, Record<string, unknown>> }).definitions;
    const gaps: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      for (const [name, raw] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (name === 'type' && raw.const) continue;
        const property = { ...(typeof raw.$ref === 'string' ? shared[raw.$ref.split('/').at(-1)!] : {}), ...raw };
        if (!property.title) gaps.push(`${path}.${name}: title`);
        if (!property.description) gaps.push(`${path}.${name}: description`);
        if (['string', 'integer', 'number'].includes(String(property.type)) && !property.enum && !property.examples) gaps.push(`${path}.${name}: examples`);
        visit(raw, `${path}.${name}`);
        if (raw.items) visit(raw.items, `${path}.${name}[]`);
      }
      for (const [name, definition] of Object.entries((schema.definitions ?? {}) as Record<string, unknown>)) visit(definition, `${path}#${name}`);
    };
    for (const [file, document] of schemas.documents) visit(document, file);
    expect(gaps).toEqual([]);
  });
});
