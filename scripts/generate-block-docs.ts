/**
 * Writes docs/BLOCKS.md from schema/ alone: every block, what it shows, each of its fields and the
 * examples of its schema (`examples`, which the tests validate), so that no edit of the site's
 * content can make the page stale. `--check` fails when it is.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { blockEntries } from '../src/content/schema/block-union.ts';
import { readSchemaNode, type SchemaNode } from '../src/content/schema/schema-node.ts';
import { runGenerator } from './generated-file.ts';

const root = resolve(import.meta.dirname, '..');
const target = join(root, 'docs/BLOCKS.md');

const kindNames: Record<string, string> = { textKey: 'text key', link: 'link', image: 'image path', action: 'button', actions: 'list of buttons', eyebrow: 'text key', icon: 'icon name' };

/** The schema a property stands for, with its own title and description winning over the shared ones. */
function resolveRef(schema: SchemaNode, definitions: Record<string, SchemaNode>): { schema: SchemaNode; kind?: string } {
  if (!schema.$ref) return { schema };
  const name = schema.$ref.split('/').at(-1)!;
  const shared = definitions[name] ?? {};
  return { schema: { ...shared, ...schema, description: schema.description ?? shared.description }, kind: kindNames[name] };
}

const typeNames: Record<string, string> = { string: 'text', integer: 'whole number', number: 'number', boolean: 'true or false', object: 'group of fields' };

function describeType(schema: SchemaNode, kind?: string): string {
  if (kind === 'icon name' && schema.enum) return `icon: ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  if (kind) return kind;
  if (schema.enum) return `one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  const range = schema.minimum !== undefined || schema.maximum !== undefined ? ` (${schema.minimum ?? ''}–${schema.maximum ?? ''})` : '';
  if (schema.type === 'array') return `list${schema.minItems || schema.maxItems ? ` of ${schema.minItems ?? 0}–${schema.maxItems ?? 'any'}` : ''}`;
  return `${typeNames[schema.type ?? ''] ?? 'value'}${range}`;
}

/** One table row per field, nested fields (of list items and groups) under their parent's path. */
function fieldRows(properties: Record<string, SchemaNode>, required: string[], definitions: Record<string, SchemaNode>, prefix = ''): string[] {
  const rows: string[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    if (name === 'type' && !prefix) continue;
    const { schema, kind } = resolveRef(raw, definitions);
    const path = `${prefix}${name}`;
    const requirement = required.includes(name) ? 'yes' : `no${schema.default !== undefined ? `, default \`${typeof schema.default === 'string' ? schema.default : JSON.stringify(schema.default)}\`` : ''}`;
    const cells = [`\`${path}\``, schema.title ?? '', requirement, describeType(schema, kind), schema.description ?? ''];
    rows.push(`| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`);
    const item = schema.items ? resolveRef(schema.items, definitions).schema : undefined;
    if (item?.properties) rows.push(...fieldRows(item.properties, item.required ?? [], definitions, `${path}[].`));
    else if (schema.properties) rows.push(...fieldRows(schema.properties, schema.required ?? [], definitions, `${path}.`));
  }
  return rows;
}

/** One block's section: its title and description, its fields, and its schema's examples as a page lists them. */
function blockSection({ type, schema: block }: { type: string; schema: SchemaNode }, definitions: Record<string, SchemaNode>): string[] {
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
  const readJson = (file: string): unknown => JSON.parse(readFileSync(join(schemaDir, file), 'utf8'));
  const readSchema = (file: string) => readSchemaNode(readJson(file));
  const definitions = readSchema('definitions.json').definitions ?? {};
  const blocks = blockEntries(readJson('blocks.json')).map(({ type, file }) => ({ type, schema: readSchema(file) }));
  const lines = [
    '# Blocks',
    '',
    '<!-- Generated from schema/ by `npm run generate:docs`. Do not edit: change the schema instead. -->',
    '',
    'A page is a list of blocks, top to bottom (`blocks:` in a file under `pages/`). Each block starts with',
    '`- type:` and one of the names below. Fields marked "yes" are required. Every *text key* names a text in',
    '`locales/en/` and `locales/es/`; every *link* is a route such as `/contact` or a web address.',
    '',
    ...blocks.map(({ type, schema }) => `- [\`${type}\`](#${type}) — ${schema.title ?? ''}`),
    ...blocks.flatMap((block) => blockSection(block, definitions)),
  ];
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await runGenerator({ target, sources: 'schema/', command: 'npm run generate:docs', generate: () => generateBlockDocs() });
}
