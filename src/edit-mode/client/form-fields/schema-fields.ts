import { isArray, isRecord } from '../../../shared/guards.ts';
import type { BlockSchema } from '../../protocol.ts';

/**
 * The section form's fields, read from a block's JSON Schema (its `$ref`s resolved by the server):
 * what kind of control each field gets, its label and description, and whether it is required
 * (docs/BEHAVIOUR.md#editing-on-the-page). Pure: the form's components draw what this returns.
 */

interface FieldBase {
  /** The property's name in its object; for a list's item, the list's name. */
  name: string;
  /** The label: the schema's title, which every field a form shows has (tests/unit/edit-mode/client/section-form.test.ts). */
  title: string;
  /** The help under the label: the schema's description, as the code editor shows it too. */
  description?: string;
  required: boolean;
}

/** A text key (`contentRef: text`): the form shows the text itself, in every language. */
export interface TextFieldSpec extends FieldBase {
  kind: 'text';
  /** The schema allows formatting (bold, italic, links, lists): a box of several lines. */
  formatted: boolean;
}

export interface ImageFieldSpec extends FieldBase {
  kind: 'image';
  /** The text key field of the same object that describes the picture, when the schema names one. */
  alt?: TextFieldSpec;
}

export type FieldSpec =
  | TextFieldSpec
  | ImageFieldSpec
  | (FieldBase & { kind: 'string'; pattern?: string; patternMessage?: string; minLength?: number; maxLength?: number })
  | (FieldBase & { kind: 'number'; integer: boolean; minimum?: number; maximum?: number })
  | (FieldBase & { kind: 'boolean'; defaultValue?: boolean })
  | (FieldBase & { kind: 'choice'; options: string[]; control: 'radio' | 'select'; defaultValue?: string })
  | (FieldBase & { kind: 'link'; pagesOnly: boolean })
  | (FieldBase & { kind: 'object'; fields: FieldSpec[] })
  | (FieldBase & { kind: 'list'; item: FieldSpec; itemTitle: string; minItems: number; maxItems?: number })
  | (FieldBase & { kind: 'unsupported' });

/** Up to this many choices show as radio buttons, all in sight; more as a drop-down list. */
const radioLimit = 4;

/** The fields of a block, in its schema's order; `type` (a constant) is not a field. */
export function blockFields(schema: BlockSchema): FieldSpec[] {
  return objectFields(schema);
}

function objectFields(schema: Record<string, unknown>): FieldSpec[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(isArray(schema.required) ? schema.required.filter((name) => typeof name === 'string') : []);
  const fields = Object.entries(properties).flatMap(([name, property]) =>
    isRecord(property) && !('const' in property) ? [fieldOf(name, property, required.has(name))] : [],
  );
  return withAltTexts(fields, schema);
}

/**
 * A picture's description is drawn under the picture, not where its schema lists it: the text key
 * field the image field `dependencies` requires (media-text: `image` needs `imageAlt`), else a text
 * key field named `<image>Alt` or `alt` beside it.
 */
function withAltTexts(fields: FieldSpec[], schema: Record<string, unknown>): FieldSpec[] {
  const dependencies = isRecord(schema.dependencies) ? schema.dependencies : {};
  const taken = new Set<string>();
  const images = new Map<string, ImageFieldSpec>();
  for (const field of fields) {
    if (field.kind !== 'image') continue;
    const dependency = dependencies[field.name];
    const named = isArray(dependency) ? dependency : [];
    const candidates = [...named, `${field.name}Alt`, 'alt'];
    const alt = candidates
      .map((name) => fields.find((other) => other.name === name && other.kind === 'text' && !taken.has(other.name)))
      .find((found): found is TextFieldSpec => !!found);
    if (alt) taken.add(alt.name);
    images.set(field.name, alt ? { ...field, alt } : field);
  }
  return fields.filter((field) => !taken.has(field.name)).map((field) => images.get(field.name) ?? field);
}

function fieldOf(name: string, schema: Record<string, unknown>, required: boolean): FieldSpec {
  const base: FieldBase = {
    name,
    title: typeof schema.title === 'string' ? schema.title : name,
    required,
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
  };
  const type = schema.type;
  // A text key's description speaks of the YAML key, which the form hides behind the texts themselves.
  if (schema.contentRef === 'text') return { ...withoutHelp(base), kind: 'text', formatted: 'formatting' in schema };
  if (schema.contentRef === 'image') return { ...base, kind: 'image' };
  if (schema.contentRef === 'link') return { ...base, kind: 'link', pagesOnly: typeof schema.pattern === 'string' && schema.pattern.startsWith('^/') };
  const options = isArray(schema.enum) ? schema.enum.filter((option) => typeof option === 'string') : [];
  if (options.length > 0) {
    return {
      ...base,
      kind: 'choice',
      options,
      control: options.length <= radioLimit ? 'radio' : 'select',
      ...(typeof schema.default === 'string' ? { defaultValue: schema.default } : {}),
    };
  }
  if (type === 'integer' || type === 'number') return { ...base, kind: 'number', integer: type === 'integer', ...numberBounds(schema) };
  if (type === 'boolean') return { ...base, kind: 'boolean', ...(typeof schema.default === 'boolean' ? { defaultValue: schema.default } : {}) };
  if (type === 'string') return { ...base, kind: 'string', ...stringRules(schema) };
  if (type === 'object' && isRecord(schema.properties)) return { ...base, kind: 'object', fields: objectFields(schema) };
  if (type === 'array' && isRecord(schema.items)) return listOf(base, schema, schema.items);
  return { ...base, kind: 'unsupported' };
}

function withoutHelp({ description: _help, ...base }: FieldBase): FieldBase {
  return base;
}

function listOf(base: FieldBase, schema: Record<string, unknown>, items: Record<string, unknown>): FieldSpec {
  const item = fieldOf(base.name, items, true);
  const itemTitle = typeof items.title === 'string' ? items.title : 'item';
  return {
    ...base,
    kind: 'list',
    item: { ...item, title: itemTitle },
    itemTitle,
    minItems: typeof schema.minItems === 'number' ? schema.minItems : 0,
    ...(typeof schema.maxItems === 'number' ? { maxItems: schema.maxItems } : {}),
  };
}

function numberBounds(schema: Record<string, unknown>): { minimum?: number; maximum?: number } {
  return {
    ...(typeof schema.minimum === 'number' ? { minimum: schema.minimum } : {}),
    ...(typeof schema.maximum === 'number' ? { maximum: schema.maximum } : {}),
  };
}

function stringRules(schema: Record<string, unknown>): { pattern?: string; patternMessage?: string; minLength?: number; maxLength?: number } {
  return {
    ...(typeof schema.pattern === 'string' ? { pattern: schema.pattern } : {}),
    ...(typeof schema.patternErrorMessage === 'string' ? { patternMessage: schema.patternErrorMessage } : {}),
    ...(typeof schema.minLength === 'number' ? { minLength: schema.minLength } : {}),
    ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {}),
  };
}
