/**
 * `npm run generate [-- --check]`: writes every file of the repository that is made from others, in
 * order (each may read the ones before it): the block union schema/blocks.json and the block
 * registry and the list of blocks whose code acts in the browser from the block folders, the TypeScript types from the schemas, docs/BLOCKS.md, and the
 * list of rules in docs/EDITING.md. With `--check` (as npm test runs it) it writes nothing and fails,
 * naming each file, when one is out of date.
 */
import { resolve } from 'node:path';
import { blockDocs } from './generate/block-docs.ts';
import { blockRegistry, interactiveBlocks } from './generate/block-registry.ts';
import { blockUnion } from './generate/block-union.ts';
import { contentTypes } from './generate/content-types.ts';
import { editingRules } from './generate/editing-rules.ts';
import { GeneratorError, staleness, writeGenerated } from './generate/generated-file.ts';
import { parseCommandLine, runCli } from './support/cli.ts';

const root = resolve(import.meta.dirname, '..');
export const generators = [blockUnion, blockRegistry, interactiveBlocks, contentTypes, blockDocs, editingRules];

const usage = `Usage: npm run generate [-- --check]

Writes ${generators.map(({ target }) => target).join(', ')}.
  --check   write nothing; fail if a file is out of date (npm test runs this)`;

async function main() {
  const { values } = parseCommandLine({ options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }, usage);
  if (values.help) return console.log(usage);
  if (values.check) {
    const stale = (await Promise.all(generators.map((generator) => staleness(root, generator)))).filter((message) => message !== undefined);
    if (stale.length) throw new GeneratorError(`${stale.join('\n')}\nRun: npm run generate`);
    return undefined;
  }
  for (const generator of generators) if (await writeGenerated(root, generator)) console.log(`Wrote ${generator.target}`);
  return undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await runCli(main, [GeneratorError]);
