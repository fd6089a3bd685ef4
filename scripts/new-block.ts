/**
 * `npm run new:block -- <type> [--title "Quote wall"]`: creates the folder src/blocks/<type>/ with
 * everything a block is (docs/ADD-A-BLOCK.md): its schema, its example with texts in every language
 * of site.yaml, its component, its styles and a test; then writes what is made from the block
 * folders (npm run generate). The new block draws a heading and a short text, and can be used on a
 * page at once. `--root <dir>` works on another copy of the project.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parse, stringify } from 'yaml';
import { blocksFolder, blockTypesIn } from '../src/content/pipeline.ts';
import { isArray, isRecord } from '../src/shared/guards.ts';
import { componentName } from './generate/block-registry.ts';
import { generators } from './generate.ts';
import { GeneratorError, writeGenerated } from './generate/generated-file.ts';
import { UsageError, parseCommandLine, runCli } from './support/cli.ts';

/** Why a block could not be created; nothing has been written when it is thrown. */
export class NewBlockError extends Error {
  override name = 'NewBlockError';
}

const blockType = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** `quote-wall` → `Quote wall`. */
const titleOf = (type: string) => `${type[0]!.toUpperCase()}${type.slice(1).replaceAll('-', ' ')}`;

/** `quote-wall` → `quoteWall`: the first part of its example's text keys. */
const keyPrefix = (type: string) => type.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());

function schemaOf(type: string, title: string, description: string) {
  const textKey = '../../../schema/definitions.json#/definitions/textKey';
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title,
    description,
    type: 'object',
    additionalProperties: false,
    required: ['type', 'heading'],
    properties: {
      type: { const: type },
      heading: { title: 'Heading', description: "Text key of the section's heading.", $ref: textKey },
      text: { title: 'Text', description: 'Text key of a short text under the heading.', $ref: textKey },
    },
  };
}

function exampleOf(type: string, title: string, languages: string[]): string {
  const prefix = keyPrefix(type);
  const texts = {
    [`${prefix}.heading`]: Object.fromEntries(languages.map((language) => [language, title])),
    [`${prefix}.text`]: Object.fromEntries(languages.map((language) => [language, `The short text of the ${title.toLowerCase()} block.`])),
  };
  const comment = [
    '# The example of this block: docs/BLOCKS.md shows it, the tests draw it in every language,',
    '# and the editor inserts it. Its texts are under `texts`, each in every language.',
  ].join('\n');
  return `${comment}\n\n${stringify({ block: { type, heading: `${prefix}.heading`, text: `${prefix}.text` }, texts }, { lineWidth: 0 })}`;
}

function componentOf(type: string, description: string): string {
  const name = componentName(type);
  return `import { useTexts } from '../../i18n/use-texts.ts';
import type { BlockProps } from '../../renderer/block-props.ts';
import { Section } from '../../kit/Section.tsx';
import './${type}.css';

/** ${description} */
export function ${name}({ block }: BlockProps<'${type}'>) {
  const { t } = useTexts();
  return (
    <Section heading={block.heading} className="${type}">
      {block.text && <p className="${type}__text">{t(block.text)}</p>}
    </Section>
  );
}
`;
}

const stylesOf = (type: string) => `/* The ${type} block (${componentName(type)}.tsx): its own classes start with "${type}". */
.${type}__text { max-width: 65ch; color: var(--color-muted); }
`;

function testOf(type: string, title: string): string {
  return `import { describe, expect, it } from 'vitest';
import { renderBlockExample } from '../../../tests/support/block-example.tsx';

describe('the ${type} block', () => {
  it('draws its heading as the heading of its section, and its text under it', () => {
    const html = renderBlockExample('${type}', 'en');
    expect(html).toMatch(/<h2 [^>]*>${title}<\\/h2>/);
    expect(html).toContain('<p class="${type}__text">');
  });
});
`;
}

/** The languages of the site at `root` (site.yaml), the default first. */
function siteLanguages(root: string): string[] {
  const site: unknown = parse(readFileSync(join(root, 'site.yaml'), 'utf8'));
  const available = isRecord(site) && isRecord(site.languages) && isArray(site.languages.available) ? site.languages.available : [];
  return available.flatMap((language) => (isRecord(language) && typeof language.code === 'string' ? [language.code] : []));
}

/** `text` as npm run format writes it, so that npm run lint takes the new files as they are. */
async function formatted(path: string, text: string): Promise<string> {
  if (!/\.(tsx?|css)$/.test(path)) return text;
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

/** Creates the folder of block `type` in the project at `root`, and returns the files written. */
export async function newBlock(root: string, type: string, title = titleOf(type)): Promise<string[]> {
  if (!blockType.test(type))
    throw new NewBlockError(`"${type}" cannot name a block: use lower-case letters and digits, words joined by "-" (such as quote-wall).`);
  if (blockTypesIn(root).includes(type) || existsSync(join(root, blocksFolder, type)))
    throw new NewBlockError(`${blocksFolder}/${type}/ already exists: choose another name, or edit that block.`);
  const description = 'A section with a heading and a short text.';
  const name = componentName(type);
  const files: Record<string, string> = {
    'schema.json': `${JSON.stringify(schemaOf(type, title, description), null, 2)}\n`,
    'example.yaml': exampleOf(type, title, siteLanguages(root)),
    [`${name}.tsx`]: componentOf(type, description),
    [`${type}.css`]: stylesOf(type),
    [`${name}.test.tsx`]: testOf(type, title),
  };
  const folder = join(root, blocksFolder, type);
  mkdirSync(folder);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), await formatted(join(folder, file), text));
  return Object.keys(files).map((file) => `${blocksFolder}/${type}/${file}`);
}

const usage = `Usage: npm run new:block -- <type> [--title "<title>"] [--root <dir>]

Creates ${blocksFolder}/<type>/ (schema, example, component, styles, test), then runs npm run generate.
  <type>    the name pages use after "- type:", such as quote-wall
  --title   what editors see when they choose a block (default: from the name)`;

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await runCli(async () => {
    const { values, positionals } = parseCommandLine({ allowPositionals: true, options: { title: { type: 'string' }, root: { type: 'string' } } }, usage);
    const [type] = positionals;
    if (!type || positionals.length > 1) throw new UsageError('Give one block type.', usage);
    const root = resolve(values.root ?? join(import.meta.dirname, '..'));
    for (const file of await newBlock(root, type, values.title)) console.log(`Created ${file}`);
    for (const generator of generators) if (await writeGenerated(root, generator)) console.log(`Wrote ${generator.target}`);
    console.log(`\nUse it on a page: "- type: ${type}". Next steps: docs/ADD-A-BLOCK.md`);
  }, [NewBlockError, GeneratorError]);
}
