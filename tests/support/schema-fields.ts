import { basename, posix } from 'node:path';
import { loadFiles } from '../../src/content/load/load-files.ts';
import { parseSources } from '../../src/content/parse/parse-sources.ts';
import { formatPath, type PathSegment } from '../../src/shared/path.ts';
import { projectSchemas } from '../../src/content/schema/project-schemas.ts';
import { isArray, isRecord } from '../../src/shared/guards.ts';

/**
 * The string fields of a site's content files, found by walking each file's data along its JSON
 * Schema in schema/: what each field may hold is what the schema says, so a field added to a
 * schema is found without a change here.
 */

type Schema = Record<string, unknown>;
/** A schema node, and the schema file it is read in (for its relative `$ref`s). */
interface Node {
  schema: Schema;
  file: string;
}

/** Which schema checks each kind of content file (as the content check's stages tell them apart). */
type FileKind = 'site' | 'page' | 'article' | 'locale';

/** One string value of a content file, and what its schema asks of it. */
export interface StringField {
  kind: FileKind;
  /** The file, relative to the site folder. */
  file: string;
  path: PathSegment[];
  /** The field as the schema names it, the same for every value of it: `page: blocks[hero-slider].slides[].title`. */
  field: string;
  value: string;
  /**
   * Why the field cannot hold any text: the schema keywords that constrain it (`pattern`,
   * `format`, `enum`, `const`, `contentRef: link`…). Empty for a free text.
   */
  constraints: string[];
  maxLength?: number;
}

/** Every schema file of the project (schema/ and each block folder's), by its path from the project's root. */
const schemaFiles: ReadonlyMap<string, Schema> = projectSchemas().documents;
const rootOf: Record<FileKind, string> = { site: 'schema/site.json', page: 'schema/page.json', article: 'schema/article.json', locale: 'schema/locale.json' };
/** Keywords that keep a string from holding any text. */
const constraining = ['pattern', 'format', 'enum', 'const', 'contentRef'];
/** A pattern that asks only for one visible character (a text is never only spaces) leaves a string free to hold any text. */
const asksOnlyForText = (schema: Schema, key: string) => key === 'pattern' && schema.pattern === '\\S';
/** The constraining keywords of a field's schemas (a reference with its kind: `contentRef: link`). */
const constraintsOf = (nodes: readonly Node[]) => [
  ...new Set(
    nodes.flatMap(({ schema }) =>
      constraining
        .filter((key) => key in schema && !asksOnlyForText(schema, key))
        .map((key) => (key === 'contentRef' ? `contentRef: ${String(schema.contentRef)}` : key)),
    ),
  ),
];

function resolveRef(ref: string, from: string): Node {
  const [file = '', pointer = ''] = ref.split('#');
  const target = file ? posix.join(posix.dirname(from), file) : from;
  let schema: unknown = schemaFiles.get(target);
  for (const key of pointer.split('/').filter(Boolean)) schema = isRecord(schema) ? schema[key] : undefined;
  if (!isRecord(schema)) throw new Error(`${from}: cannot resolve $ref "${ref}"`);
  return { schema, file: target };
}

/** Whether `data` meets an `if` of the kinds the schemas use: properties with a `const`, and `required`. */
function meets(condition: Schema, data: unknown): boolean {
  if (!isRecord(data)) return false;
  const required = (condition.required as string[] | undefined) ?? [];
  const properties = (condition.properties as Record<string, Schema> | undefined) ?? {};
  for (const [key, property] of Object.entries(properties)) {
    if (!('const' in property)) throw new Error(`An "if" on "${key}" without "const": teach tests/support/schema-fields.ts to read it.`);
    if (key in data && data[key] !== property.const) return false;
  }
  return required.every((key) => key in data);
}

/** Every schema that applies to `data` at `node`: the node, what its `$ref` and `allOf` bring, and the `then` of each `if` it meets. */
function applying(node: Node, data: unknown): Node[] {
  const { schema, file } = node;
  const found: Node[] = [node];
  if (typeof schema.$ref === 'string') found.push(...applying(resolveRef(schema.$ref, file), data));
  for (const part of (schema.allOf as Schema[] | undefined) ?? []) found.push(...applying({ schema: part, file }, data));
  if (isRecord(schema.if)) {
    const branch = meets(schema.if, data) ? schema.then : schema.else;
    if (isRecord(branch)) found.push(...applying({ schema: branch, file }, data));
  }
  return found;
}

/** The schemas of the member `key` of an object that `nodes` describe. */
function member(nodes: Node[], key: string): Node[] {
  return nodes.flatMap(({ schema, file }) => {
    const properties = schema.properties as Record<string, unknown> | undefined;
    const own = properties?.[key];
    if (isRecord(own)) return [{ schema: own, file }];
    if (own === undefined && isRecord(schema.additionalProperties)) return [{ schema: schema.additionalProperties, file }];
    return [];
  });
}

/**
 * The field's name: array items as `[]`, a block as `[<its type>]`, so that every value of one
 * field has one name; a text by its file and key (`locale: about.hero.title`), the same in every language.
 */
function fieldName(kind: FileKind, file: string, path: readonly PathSegment[], data: unknown): string {
  let value = data;
  const parts = path.map((segment) => {
    value = isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined;
    if (typeof segment === 'string') return `.${segment}`;
    return isRecord(value) && typeof value.type === 'string' ? `[${value.type}]` : '[]';
  });
  const prefix = kind === 'locale' ? `${basename(file, '.yaml')}.` : '';
  return `${kind}: ${prefix}${parts.join('').replace(/^\./, '')}`;
}

function walk(kind: FileKind, file: string, root: unknown, nodes: Node[], data: unknown, path: PathSegment[], out: StringField[]): void {
  const all = nodes.flatMap((node) => applying(node, data));
  if (typeof data === 'string') {
    const constraints = constraintsOf(all);
    const lengths = all.map(({ schema }) => schema.maxLength).filter((length): length is number => typeof length === 'number');
    out.push({
      kind,
      file,
      path,
      field: fieldName(kind, file, path, root),
      value: data,
      constraints,
      ...(lengths.length ? { maxLength: Math.min(...lengths) } : {}),
    });
  } else if (Array.isArray(data)) {
    const items = all.flatMap(({ schema, file: from }) => (isRecord(schema.items) ? [{ schema: schema.items, file: from }] : []));
    data.forEach((item, index) => walk(kind, file, root, items, item, [...path, index], out));
  } else if (isRecord(data)) {
    for (const [key, value] of Object.entries(data)) walk(kind, file, root, member(all, key), value, [...path, key], out);
  }
}

/** Every string value of every content file of the site under `root`, with what its schema asks of it. */
export function stringFields(root: string): StringField[] {
  const sources = parseSources(loadFiles(root));
  const files: (readonly [FileKind, { file: string; data: unknown }])[] = [
    ...(sources.site ? [['site', sources.site] as const] : []),
    ...sources.pages.map((page) => ['page', page] as const),
    ...[...sources.items.values()].flat().map((item) => ['article', item] as const),
    ...[...sources.locales.values()].flat().map((text) => ['locale', text] as const),
  ];
  const out: StringField[] = [];
  for (const [kind, { file, data }] of files) walk(kind, file, data, [{ schema: schemaFiles.get(rootOf[kind])!, file: rootOf[kind] }], data, [], out);
  return out;
}

/** `site.yaml: contact.address[0]`: a field's file and its place in it, as the check's problems name them. */
export const placeOf = (field: Pick<StringField, 'file' | 'path'>): string => `${field.file}: ${formatPath(field.path)}`;

/** What the schema says of a string field, wherever it is used. */
export interface SchemaField {
  constraints: string[];
  /** A value it accepts: its default, else its first example, else its first allowed value. */
  example?: string;
}

/** The `if`s of a block list: each names one kind of item by its `type`. */
const variantOf = (schema: Schema): string | undefined => {
  const condition = schema.if;
  const type = isRecord(condition) && isRecord(condition.properties) ? condition.properties.type : undefined;
  return isRecord(type) && typeof type.const === 'string' ? type.const : undefined;
};

/** The schemas a node stands for, without data: `$ref`s and `allOf` followed, each `then` that names a variant apart. */
function parts(node: Node, seen: ReadonlySet<string>): { nodes: Node[]; variants: Map<string, Node[]> } {
  const nodes: Node[] = [node];
  const variants = new Map<string, Node[]>();
  const add = (more: ReturnType<typeof parts>) => {
    nodes.push(...more.nodes);
    for (const [name, variant] of more.variants) variants.set(name, [...(variants.get(name) ?? []), ...variant]);
  };
  const { schema, file } = node;
  if (typeof schema.$ref === 'string') {
    const key = `${file}#${schema.$ref}`;
    if (!seen.has(key)) add(parts(resolveRef(schema.$ref, file), new Set([...seen, key])));
  }
  for (const part of (schema.allOf as Schema[] | undefined) ?? []) {
    const variant = variantOf(part);
    if (variant && isRecord(part.then)) variants.set(variant, parts({ schema: part.then, file }, seen).nodes);
    else add(parts({ schema: part, file }, seen));
  }
  if (isRecord(schema.then)) add(parts({ schema: schema.then, file }, seen));
  return { nodes, variants };
}

function walkSchema(nodes: Node[], name: string, seen: ReadonlySet<string>, out: Map<string, SchemaField>): void {
  const all = nodes.flatMap((node) => parts(node, seen).nodes);
  const isString = all.some(({ schema }) => schema.type === 'string' || constraining.some((key) => key in schema));
  if (isString) {
    const constraints = constraintsOf(all);
    const example = [
      ...all.map(({ schema }) => schema.default),
      ...all.map(({ schema }) => (isArray(schema.examples) ? schema.examples[0] : undefined)),
      ...all.map(({ schema }) => (isArray(schema.enum) ? schema.enum[0] : undefined)),
    ].find((value) => typeof value === 'string');
    out.set(name, { constraints, ...(example ? { example } : {}) });
  }
  const keys = new Set(all.flatMap(({ schema }) => Object.keys(isRecord(schema.properties) ? schema.properties : {})));
  for (const key of keys) walkSchema(member(all, key), name.endsWith(': ') ? `${name}${key}` : `${name}.${key}`, seen, out);
  const items = all.flatMap(({ schema, file }) => (isRecord(schema.items) ? [{ schema: schema.items, file }] : []));
  if (items.length === 0) return;
  const variants = new Map<string, Node[]>();
  for (const item of items) for (const [variant, variantNodes] of parts(item, seen).variants) variants.set(variant, [...items, ...variantNodes]);
  if (variants.size === 0) walkSchema(items, `${name}[]`, seen, out);
  for (const [variant, variantNodes] of variants) walkSchema(variantNodes, `${name}[${variant}]`, seen, out);
}

/**
 * Every string field the schemas of site.yaml, pages and articles describe, by the names
 * stringFields gives them. (Every value of a text file is a free text: stringFields finds them all.)
 */
export function schemaStringFields(): Map<string, SchemaField> {
  const out = new Map<string, SchemaField>();
  for (const kind of ['site', 'page', 'article'] as const)
    walkSchema([{ schema: schemaFiles.get(rootOf[kind])!, file: rootOf[kind] }], `${kind}: `, new Set(), out);
  return out;
}
