/**
 * Writes docs/BLOCKS.md from the block folders and schema/ alone: every block, what it shows, each
 * of its fields and its example (example.yaml, which the tests validate and draw), so that no edit
 * of the site's content can make the page stale.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { type BlockExample, blockSchemaPath, blockTypesIn, readBlockExample, readSchemaNode, type SchemaNode } from '../../src/content/pipeline.ts';
import { literally, type Generator } from './generated-file.ts';

const kindNames: Record<string, string> = {
  textKey: 'text key',
  link: 'link',
  image: 'image path',
  action: 'button',
  actions: 'list of buttons',
  eyebrow: 'text key',
  icon: 'icon name',
  formattedText: 'formatted text key',
  formattedTextWithImages: 'formatted text key (images allowed)',
};

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
    const requirement = required.includes(name)
      ? 'yes'
      : `no${schema.default !== undefined ? `, default \`${typeof schema.default === 'string' ? schema.default : JSON.stringify(schema.default)}\`` : ''}`;
    const cells = [`\`${path}\``, schema.title ?? '', requirement, describeType(schema, kind).replace(/\|/g, '\\|'), literally(schema.description ?? '')];
    rows.push(`| ${cells.join(' | ')} |`);
    const item = schema.items ? resolveRef(schema.items, definitions).schema : undefined;
    if (item?.properties) rows.push(...fieldRows(item.properties, item.required ?? [], definitions, `${path}[].`));
    else if (schema.properties) rows.push(...fieldRows(schema.properties, schema.required ?? [], definitions, `${path}.`));
  }
  return rows;
}

/** The example's texts as a table: a row per text key, a column per language. */
function textTable({ texts }: BlockExample): string[] {
  const entries = Object.entries(texts);
  if (entries.length === 0) return [];
  const languages = [...new Set(entries.flatMap(([, byLanguage]) => Object.keys(byLanguage)))];
  // As written in the text file: formatting shows as the characters that make it.
  const cell = (text: string) => literally(text).replace(/\n+/g, ' ');
  return [
    '',
    'Its texts:',
    '',
    `| Text key | ${languages.join(' | ')} |`,
    `| --- |${languages.map(() => ' --- |').join('')}`,
    ...entries.map(([key, byLanguage]) => `| \`${key}\` | ${languages.map((language) => cell(byLanguage[language] ?? '')).join(' | ')} |`),
  ];
}

interface DocumentedBlock {
  type: string;
  schema: SchemaNode;
  example: BlockExample;
}

/** One block's section: its title and description, its fields, and its example as a page lists it, with its texts. */
function blockSection({ type, schema: block, example }: DocumentedBlock, definitions: Record<string, SchemaNode>): string[] {
  const lines = ['', `## ${type}`, '', `**${block.title}.** ${block.description ?? ''}`, ''];
  if (block.drawsPageHeading) lines.push("It draws the page's main heading (its `<h1>`): every page has exactly one block that does.", '');
  const rows = fieldRows(block.properties!, block.required ?? [], definitions);
  if (rows.length) lines.push('| Field | Title | Required | Kind | What it is |', '| --- | --- | --- | --- | --- |', ...rows, '');
  else lines.push('No fields besides `type`.', '');
  lines.push('Example:', '', '```yaml', stringify([example.block], { lineWidth: 0 }).trimEnd(), '```', ...textTable(example));
  return lines;
}

function generateBlockDocs(root: string): string {
  const readSchema = (file: string) => readSchemaNode(JSON.parse(readFileSync(join(root, file), 'utf8')));
  const definitions = readSchema('schema/definitions.json').definitions ?? {};
  const blocks = blockTypesIn(root).map((type) => ({ type, schema: readSchema(blockSchemaPath(type)), example: readBlockExample(root, type) }));
  const lines = [
    '# Blocks',
    '',
    '<!-- Generated from the block folders (src/blocks/<type>/) by `npm run generate`. Do not edit: change the block folder instead. -->',
    '',
    'A page is a list of blocks, top to bottom (`blocks:` in a file under `pages/`). Each block starts with',
    '`- type:` and one of the names below. Fields marked "yes" are required. Every *text key* names a text in',
    '`locales/en/` and `locales/es/`; every *link* is a route such as `/contact` or a web address.',
    'To make a new kind of block, see [ADD-A-BLOCK.md](ADD-A-BLOCK.md).',
    '',
    ...blocks.map(({ type, schema }) => `- [\`${type}\`](#${type}) — ${schema.title ?? ''}`),
    ...blocks.flatMap((block) => blockSection(block, definitions)),
  ];
  return `${lines.join('\n')}\n`;
}

export const blockDocs: Generator = { target: 'docs/BLOCKS.md', sources: 'the block folders (src/blocks/<type>/)', generate: generateBlockDocs };
