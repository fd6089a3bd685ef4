/**
 * Writes docs/BLOCKS.md from schema/ alone: every block, what it shows, each of its fields and the
 * examples of its schema (`examples`, which the tests validate), so that no edit of the site's
 * content can make the page stale. `--check` fails when it is.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { blockEntries, type BlockUnion } from '../src/content/schema/block-union.ts';
import { runGenerator } from './generated-file.ts';

const root = resolve(import.meta.dirname, '..');
const target = join(root, 'docs/BLOCKS.md');

type Schema = {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  const?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  examples?: unknown[];
};

type SchemaFile = Schema & { definitions?: Record<string, Schema>; drawsPageHeading?: boolean };
const kindNames: Record<string, string> = { textKey: 'text key', link: 'link', image: 'image path', action: 'button', actions: 'list of buttons', eyebrow: 'text key', icon: 'icon name' };

/** The schema a property stands for, with its own title and description winning over the shared ones. */
function resolveRef(schema: Schema, definitions: Record<string, Schema>): { schema: Schema; kind?: string } {
  if (!schema.$ref) return { schema };
  const name = schema.$ref.split('/').at(-1)!;
  const shared = definitions[name] ?? {};
  return { schema: { ...shared, ...schema, description: schema.description ?? shared.description }, kind: kindNames[name] };
}

const typeNames: Record<string, string> = { string: 'text', integer: 'whole number', number: 'number', boolean: 'true or false', object: 'group of fields' };

function describeType(schema: Schema, kind?: string): string {
  if (kind === 'icon name' && schema.enum) return `icon: ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  if (kind) return kind;
  if (schema.enum) return `one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  const range = schema.minimum !== undefined || schema.maximum !== undefined ? ` (${schema.minimum ?? ''}–${schema.maximum ?? ''})` : '';
  if (schema.type === 'array') return `list${schema.minItems || schema.maxItems ? ` of ${schema.minItems ?? 0}–${schema.maxItems ?? 'any'}` : ''}`;
  return `${typeNames[schema.type ?? ''] ?? 'value'}${range}`;
}

/** One table row per field, nested fields (of list items and groups) under their parent's path. */
function fieldRows(properties: Record<string, Schema>, required: string[], definitions: Record<string, Schema>, prefix = ''): string[] {
  const rows: string[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    if (name === 'type' && !prefix) continue;
    const { schema, kind } = resolveRef(raw, definitions);
    const path = `${prefix}${name}`;
    const requirement = required.includes(name) ? 'yes' : `no${schema.default !== undefined ? `, default \`${String(schema.default)}\`` : ''}`;
    const cells = [`\`${path}\``, schema.title ?? '', requirement, describeType(schema, kind), schema.description ?? ''];
    rows.push(`| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`);
    const item = schema.items ? resolveRef(schema.items, definitions).schema : undefined;
    if (item?.properties) rows.push(...fieldRows(item.properties, item.required ?? [], definitions, `${path}[].`));
    else if (schema.properties) rows.push(...fieldRows(schema.properties, schema.required ?? [], definitions, `${path}.`));
  }
  return rows;
}

/** One block's section: its title and description, its fields, and its schema's examples as a page lists them. */
function blockSection(block: SchemaFile, definitions: Record<string, Schema>): string[] {
  const type = block.properties!.type!.const!;
  const lines = ['', `## ${type}`, '', `**${block.title}.** ${block.description ?? ''}`, ''];
  if (block.drawsPageHeading) lines.push('It draws the page\'s main heading (its `<h1>`): every page has exactly one block that does.', '');
  const rows = fieldRows(block.properties!, block.required ?? [], definitions);
  if (rows.length) lines.push('| Field | Title | Required | Kind | What it is |', '| --- | --- | --- | --- | --- |', ...rows, '');
  else lines.push('No fields besides `type`.', '');
  (block.examples ?? []).forEach((example, index) => {
    if (index > 0) lines.push('');
    lines.push('Example:', '', '```yaml', stringify([example], { lineWidth: 0 }).trimEnd(), '```');
  });
  return lines;
}

export function generateBlockDocs(schemaDir = join(root, 'schema')): string {
  const readJson = (file: string) => JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as SchemaFile;
  const definitions = readJson('definitions.json').definitions!;
  const blocks = blockEntries(readJson('blocks.json') as unknown as BlockUnion).map(({ file }) => readJson(file));
  const lines = [
    '# Blocks',
    '',
    '<!-- Generated from schema/ by `npm run generate:docs`. Do not edit: change the schema instead. -->',
    '',
    'A page is a list of blocks, top to bottom (`blocks:` in a file under `pages/`). Each block starts with',
    '`- type:` and one of the names below. Fields marked "yes" are required. Every *text key* names a text in',
    '`locales/en/` and `locales/es/`; every *link* is a route such as `/contact` or a web address.',
    '',
    ...blocks.map((block) => `- [\`${block.properties!.type!.const}\`](#${block.properties!.type!.const}) — ${block.title}`),
    ...blocks.flatMap((block) => blockSection(block, definitions)),
  ];
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await runGenerator({ target, sources: 'schema/', command: 'npm run generate:docs', generate: () => generateBlockDocs() });
}
