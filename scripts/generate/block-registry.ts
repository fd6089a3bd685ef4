/**
 * Writes src/blocks/registry.ts, the one map from a block's `type` to the component that draws it,
 * from the block folders: the folder `src/blocks/<type>/` draws its block with the component its
 * file `<Type>.tsx` exports under the same name (`hero-slider/HeroSlider.tsx` exports `HeroSlider`).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/**
 * What makes a block's code needed in the browser once it is drawn: state, effects, refs (objects or
 * callbacks), form actions or event handlers, in its folder or in the project's modules it imports.
 * A block without them draws markup and links only (docs/PERFORMANCE.md#blocks-drawn-once).
 */
const actsInBrowser =
  /\buse(?:State|Reducer|Effect|LayoutEffect|InsertionEffect|Ref|SyncExternalStore|Transition|ActionState|FormStatus|Optimistic|ImperativeHandle)\b|\b(?:on[A-Z][A-Za-z]*|ref|action|formAction)=\{/;
/** A module a file imports from this project: `from './Part.tsx'`, `from '../../kit/Section.tsx'`. */
const localImport = /\bfrom\s+'(\.{1,2}\/[^']+\.tsx?)'/g;

/** The block types whose code acts in the browser: the files of their folder (tests left out) and the project's modules those import, all the way down. */
function interactiveBlockTypes(root: string): string[] {
  const isCode = (file: string) => /\.tsx?$/.test(file) && !/\.(?:test|e2e)\.tsx?$/.test(file);
  const read = new Map<string, { acts: boolean; imports: string[] }>();
  const readFile = (file: string) => {
    if (!read.has(file)) {
      const code = existsSync(file) ? readFileSync(file, 'utf8') : '';
      read.set(file, { acts: actsInBrowser.test(code), imports: [...code.matchAll(localImport)].map((match) => join(dirname(file), match[1]!)) });
    }
    return read.get(file)!;
  };
  const acts = (start: string[]) => {
    const seen = new Set<string>();
    for (let file = start.pop(); file !== undefined; file = start.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const { acts: itActs, imports } = readFile(file);
      if (itActs) return true;
      start.push(...imports);
    }
    return false;
  };
  return blockTypesIn(root).filter((type) => {
    const folder = join(root, blocksFolder, type);
    return acts(
      readdirSync(folder)
        .filter(isCode)
        .map((file) => join(folder, file)),
    );
  });
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

function generateInteractiveBlocks(root: string): string {
  return [
    "// Generated from the block folders by `npm run generate`. Do not edit: a block is listed when its folder's code acts in the browser.",
    "import type { BlockType } from '../shared/content.ts';",
    '',
    '/**',
    ' * The block types whose code acts once they are drawn (state, effects or event handlers in their',
    ' * folder: a form, a slider, a map). Every other block draws markup and links only: on the page a',
    ' * visitor opens first, it stays as prerendered and its code is not loaded (docs/PERFORMANCE.md#blocks-drawn-once).',
    ' */',
    'export const interactiveBlocks: ReadonlySet<BlockType> = new Set([',
    ...interactiveBlockTypes(root).map((type) => `  '${type}',`),
    ']);',
    '',
  ].join('\n');
}

export const interactiveBlocks: Generator = {
  target: 'src/blocks/interactive-blocks.ts',
  sources: 'the code of the block folders (src/blocks/<type>/)',
  generate: generateInteractiveBlocks,
};
