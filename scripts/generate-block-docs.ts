/**
 * Writes docs/BLOCKS.md from schema/: every block, what it shows, its fields, and a YAML example
 * taken from a real page of this site (so the example is always valid). `--check` fails when stale.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { parseCommandLine, runCli } from './support/cli.ts';

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

const readJson = (file: string) => JSON.parse(readFileSync(join(root, 'schema', file), 'utf8')) as Schema & { oneOf: { $ref: string }[]; definitions?: Record<string, Schema> };
const definitions = readJson('definitions.json').definitions!;
const kindNames: Record<string, string> = { textKey: 'text key', link: 'link', image: 'image path', action: 'button', actions: 'list of buttons', eyebrow: 'text key', icon: 'icon name' };

/** The schema a property stands for, with its own title and description winning over the shared ones. */
function resolveRef(schema: Schema): { schema: Schema; kind?: string } {
  if (!schema.$ref) return { schema };
  const name = schema.$ref.split('/').at(-1)!;
  const shared = definitions[name] ?? {};
  return { schema: { ...shared, ...schema, description: schema.description ?? shared.description }, kind: kindNames[name] };
}

function describeType(schema: Schema, kind?: string): string {
  if (kind === 'icon name' && schema.enum) return `icon: ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  if (kind) return kind;
  if (schema.enum) return `one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  const range = schema.minimum !== undefined || schema.maximum !== undefined ? ` (${schema.minimum ?? ''}–${schema.maximum ?? ''})` : '';
  if (schema.type === 'array') return `list${schema.minItems || schema.maxItems ? ` of ${schema.minItems ?? 0}–${schema.maxItems ?? 'any'}` : ''}`;
  return `${schema.type === 'integer' ? 'whole number' : schema.type === 'boolean' ? 'true or false' : (schema.type ?? 'value')}${range}`;
}

function fieldRows(properties: Record<string, Schema>, required: string[], prefix = ''): string[] {
  const rows: string[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    if (name === 'type' && !prefix) continue;
    const { schema, kind } = resolveRef(raw);
    const path = `${prefix}${name}`;
    const notes = [schema.description ?? schema.title ?? '', schema.default !== undefined ? `Default: \`${String(schema.default)}\`.` : ''].filter(Boolean).join(' ');
    rows.push(`| \`${path}\` | ${required.includes(name) ? 'yes' : 'no'} | ${describeType(schema, kind)} | ${notes.replace(/\|/g, '\\|')} |`);
    const item = schema.items ? resolveRef(schema.items).schema : undefined;
    if (item?.properties) rows.push(...fieldRows(item.properties, item.required ?? [], `${path}[].`));
    else if (schema.properties && !kind) rows.push(...fieldRows(schema.properties, schema.required ?? [], `${path}.`));
  }
  return rows;
}

/** The first block of each type in the site's pages, with the file it comes from. */
function examplesFromSite(): Map<string, { block: unknown; file: string }> {
  const examples = new Map<string, { block: unknown; file: string }>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.yaml')) {
        const page = parse(readFileSync(join(root, path), 'utf8')) as { blocks?: { type: string }[] } | null;
        for (const block of page?.blocks ?? []) if (!examples.has(block.type)) examples.set(block.type, { block, file: path });
      }
    }
  };
  visit('pages');
  return examples;
}

export function generateBlockDocs(): string {
  const union = readJson('blocks.json');
  const examples = examplesFromSite();
  const lines = [
    '# Blocks',
    '',
    '<!-- Generated from schema/ by `npm run generate:docs`. Do not edit: change the schema instead. -->',
    '',
    'A page is a list of blocks, top to bottom (`blocks:` in a file under `pages/`). Each block starts with',
    '`- type:` and one of the names below. Fields marked "yes" are required. Every *text key* names a text in',
    '`locales/en/` and `locales/es/`; every *link* is a route such as `/contact` or a web address.',
    '',
  ];
  const blocks = union.oneOf.map(({ $ref }) => readJson($ref));
  for (const block of blocks) lines.push(`- [\`${block.properties!.type!.const}\`](#${block.properties!.type!.const}) — ${block.title}`);
  for (const block of blocks) {
    const type = block.properties!.type!.const!;
    lines.push('', `## ${type}`, '', `**${block.title}.** ${block.description ?? ''}`, '');
    const rows = fieldRows(block.properties!, block.required ?? []);
    if (rows.length) lines.push('| Field | Required | Kind | What it is |', '| --- | --- | --- | --- |', ...rows, '');
    else lines.push('No fields besides `type`.', '');
    const example = examples.get(type);
    if (example) lines.push(`Example, from \`${example.file}\`:`, '', '```yaml', stringify([example.block], { lineWidth: 0 }).trimEnd(), '```');
    else lines.push('```yaml', `- type: ${type}`, '```');
  }
  return `${lines.join('\n')}\n`;
}

const usage = `Usage: npm run generate:docs [-- --check]

Writes docs/BLOCKS.md from schema/ and the site's pages.
  --check   write nothing; fail if the file is out of date (npm test runs this)`;

function main(): void {
  const { values } = parseCommandLine({ options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }, usage);
  if (values.help) return console.log(usage);
  const fresh = generateBlockDocs();
  if (!values.check) {
    writeFileSync(target, fresh);
    console.log('Wrote docs/BLOCKS.md');
  } else if (readFileSync(target, 'utf8') !== fresh) {
    console.error('docs/BLOCKS.md is out of date with schema/ or the pages it quotes. Run: npm run generate:docs');
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await runCli(main);
