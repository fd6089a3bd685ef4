/**
 * Writes src/blocks/registry.ts, the one map from a block's `type` to the component that draws it,
 * from the block folders: the folder `src/blocks/<type>/` draws its block with the component its
 * file `<Type>.tsx` exports under the same name (`hero-slider/HeroSlider.tsx` exports `HeroSlider`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blocksFolder, blockTypesIn } from '../../src/content/pipeline.ts';
import { GeneratorError, type Generator } from './generated-file.ts';

/** `hero-slider` → `HeroSlider`: the name of a block's component and of its file. */
export const componentName = (type: string) => type.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

function loaderLine(root: string, type: string): string {
  const name = componentName(type);
  const file = `${blocksFolder}/${type}/${name}.tsx`;
  if (!existsSync(join(root, file)))
    throw new GeneratorError(`${file} is missing: the folder of block "${type}" must hold its component, exported as ${name}.`);
  if (!new RegExp(`export (?:function|const) ${name}\\b`).test(readFileSync(join(root, file), 'utf8')))
    throw new GeneratorError(`${file} must export its component as ${name}.`);
  return `  '${type}': () => import('./${type}/${name}.tsx').then((module) => module.${name}),`;
}

function generateBlockRegistry(root: string): string {
  return [
    '// Generated from the block folders by `npm run generate`. Do not edit: add, change or remove a block folder instead.',

    "import type { BlockLoaders } from '../renderer/block-props.ts';",
    '',
    '/**',
    " * The one map from a block's `type` in YAML to the component that draws it, each its own chunk,",
    " * fetched only by pages that use it. Typed by the schema's block union: a block type without a",
    ' * component, or a component for a type the schema does not know, is a compile error.',
    ' */',
    'export const blockRegistry: BlockLoaders = {',
    ...blockTypesIn(root).map((type) => loaderLine(root, type)),
    '};',
    '',
  ].join('\n');
}

export const blockRegistry: Generator = {
  target: 'src/blocks/registry.ts',
  sources: 'the block folders (src/blocks/<type>/)',
  generate: generateBlockRegistry,
};
