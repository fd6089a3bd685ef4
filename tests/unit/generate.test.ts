import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blockDocs } from '../../scripts/generate/block-docs.ts';
import { blockRegistry, interactiveBlocks } from '../../scripts/generate/block-registry.ts';
import { blockUnion } from '../../scripts/generate/block-union.ts';
import { staleness } from '../../scripts/generate/generated-file.ts';
import { generators } from '../../scripts/generate.ts';
import { projectRoot } from '../support/site-copy.ts';

/** A project holding only what the generators of the blocks read: schema/ and the block folders. */
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'generate-'));
  for (const folder of ['schema', 'src/blocks', 'docs']) cpSync(join(projectRoot, folder), join(root, folder), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a block folder `type` with a schema of `schema`'s shape. */
function addBlock(type: string, schema: Record<string, unknown>) {
  mkdirSync(join(root, 'src/blocks', type), { recursive: true });
  writeFileSync(join(root, 'src/blocks', type, 'schema.json'), JSON.stringify(schema));
}
const quote = (type = 'made-up-quote', description = 'A customer quote.') => ({
  title: 'Quote',
  description,
  type: 'object',
  properties: { type: { const: type } },
});

describe('npm run generate', () => {
  it.each(generators.map((generator) => [generator.target, generator] as const))('has written %s from its current sources', async (_, generator) => {
    expect(await staleness(projectRoot, generator)).toBeUndefined();
  });

  it('writes docs/BLOCKS.md and the block registry from the block folders and schema/ alone, so that no content edit can make them stale', async () => {
    expect(await staleness(root, blockDocs)).toBeUndefined();
    expect(await staleness(root, blockRegistry)).toBeUndefined();
  });

  it("refuses a block schema whose type is not its folder's name", () => {
    addBlock('made-up-quote', quote('made-up-quotes'));
    expect(() => blockUnion.generate(root)).toThrow(
      'src/blocks/made-up-quote/schema.json must have "properties": { "type": { "const": "made-up-quote" } }, named like its folder.',
    );
  });

  it('refuses a block schema without the description editors choose by', () => {
    addBlock('made-up-quote', quote('made-up-quote', ''));
    expect(() => blockUnion.generate(root)).toThrow(
      'src/blocks/made-up-quote/schema.json needs a "title" and a "description": editors see them when choosing a block.',
    );
  });

  it('asks for the component of a block folder that has none', () => {
    addBlock('made-up-quote', quote());
    expect(() => blockRegistry.generate(root)).toThrow(
      'src/blocks/made-up-quote/MadeUpQuote.tsx is missing: the folder of block "made-up-quote" must hold its component, exported as MadeUpQuote.',
    );
  });

  it('lists as interactive the blocks whose own code keeps state, runs effects or handles events, tests left out', async () => {
    addBlock('made-up-quote', quote());
    const folder = join(root, 'src/blocks/made-up-quote');
    writeFileSync(join(folder, 'MadeUpQuote.tsx'), 'export function MadeUpQuote() {\n  return <blockquote>{useTexts().quote}</blockquote>;\n}\n');
    writeFileSync(join(folder, 'MadeUpQuote.test.tsx'), 'const [shown, show] = useState(false);\n');
    const listed = async () => (await interactiveBlocks.generate(root)).includes("'made-up-quote'");
    expect(await listed()).toBe(false);
    expect(await interactiveBlocks.generate(root)).toContain("'contact-form'");
    writeFileSync(join(folder, 'Reveal.tsx'), 'export const Reveal = () => <button onClick={() => {}}>More</button>;\n');
    expect(await listed()).toBe(true);
  });

  it('lists as interactive a block that imports, however indirectly, a module of the project that acts', async () => {
    addBlock('made-up-quote', quote());
    const folder = join(root, 'src/blocks/made-up-quote');
    mkdirSync(join(root, 'src/kit'), { recursive: true });
    writeFileSync(join(folder, 'MadeUpQuote.tsx'), "import { Quote } from '../../kit/Quote.tsx';\nexport const MadeUpQuote = () => <Quote />;\n");
    writeFileSync(join(root, 'src/kit/Quote.tsx'), "import { Mark } from './Mark.tsx';\nexport const Quote = () => <blockquote><Mark /></blockquote>;\n");
    writeFileSync(join(root, 'src/kit/Mark.tsx'), 'export const Mark = () => <span>“</span>;\n');
    const listed = async () => (await interactiveBlocks.generate(root)).includes("'made-up-quote'");
    expect(await listed()).toBe(false);
    writeFileSync(join(root, 'src/kit/Mark.tsx'), 'export const Mark = () => <span ref={(mark) => mark?.focus()}>“</span>;\n');
    expect(await listed()).toBe(true);
  });

  it('leaves nothing of a block whose folder is gone', async () => {
    rmSync(join(root, 'src/blocks/counters'), { recursive: true });
    for (const generator of [blockUnion, blockRegistry, interactiveBlocks]) expect(await generator.generate(root)).not.toContain('counters');
  });
});
