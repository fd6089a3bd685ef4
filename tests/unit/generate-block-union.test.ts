import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateBlockUnion } from '../../scripts/generate-block-union.ts';
import { projectRoot } from '../support/site-copy.ts';

let schemaDir: string;
beforeEach(() => {
  schemaDir = mkdtempSync(join(tmpdir(), 'schema-'));
  cpSync(join(projectRoot, 'schema'), schemaDir, { recursive: true });
});
afterEach(() => rmSync(schemaDir, { recursive: true, force: true }));

const addBlock = (file: string, type: string, description = 'A customer quote.') =>
  writeFileSync(join(schemaDir, 'blocks', file), JSON.stringify({ title: 'Quote', description, type: 'object', properties: { type: { const: type } } }));

describe('schema/blocks.json, the union of the block schemas', () => {
  it('is generated from the current block schemas', () => {
    expect(readFileSync(join(projectRoot, 'schema/blocks.json'), 'utf8')).toBe(generateBlockUnion());
  });

  it('asks where to list a new block schema', () => {
    addBlock('quote.json', 'quote');
    expect(() => generateBlockUnion(schemaDir)).toThrow('Add "quote" to blockOrder in scripts/generate-block-union.ts, where it should be listed.');
  });

  it('refuses a block schema whose type is not its file name', () => {
    addBlock('quote.json', 'quotes');
    expect(() => generateBlockUnion(schemaDir)).toThrow('schema/blocks/quote.json must have "properties": { "type": { "const": "quote" } }, named like its file.');
  });

  it('refuses a block schema without the description editors choose by', () => {
    addBlock('quote.json', 'quote', '');
    expect(() => generateBlockUnion(schemaDir)).toThrow('schema/blocks/quote.json needs a "title" and a "description": editors see them when choosing a block.');
  });

  it('names a listed block whose schema is gone', () => {
    rmSync(join(schemaDir, 'blocks/counters.json'));
    expect(() => generateBlockUnion(schemaDir)).toThrow('blockOrder in scripts/generate-block-union.ts names blocks without a schema in schema/blocks/: counters.');
  });
});
