import { isRecord } from '../../../shared/guards.ts';
import type { FieldSpec } from './schema-fields.ts';

/**
 * The section form's value: the block's fields as its page file holds them, changed by path, and
 * where each field stands in the form (docs/BEHAVIOUR.md#editing-on-the-page). Pure.
 */

/** Where a field is in the block: property names and list indexes (`['items', 1, 'link']`). */
export type FieldPath = (string | number)[];

export type BlockValue = Record<string, unknown>;

/** The id of a field's control (or of its fieldset, for a list item or a group): `section-field-items-1-link`. */
export const fieldId = (path: FieldPath): string => ['section-field', ...path].join('-');

/** The id of a text's box in one language. */
export const textInputId = (path: FieldPath, language: string): string => `${fieldId(path)}--${language}`;

/** `blocks[2].items[1].link` → `['blocks', 2, 'items', 1, 'link']`. */
export function parsePath(path: string): FieldPath {
  const segments: FieldPath = [];
  for (const match of path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)) segments.push(match[1] !== undefined ? Number(match[1]) : match[2]!);
  return segments;
}

export function getAt(value: unknown, path: FieldPath): unknown {
  let current = value;
  for (const segment of path) {
    if (typeof segment === 'number') current = Array.isArray(current) ? current[segment] : undefined;
    else current = isRecord(current) ? current[segment] : undefined;
  }
  return current;
}

/** The fields of an object, its pictures' descriptions included, with the paths they stand at. */
export function fieldsWithAlt(fields: FieldSpec[]): FieldSpec[] {
  return fields.flatMap((field) => (field.kind === 'image' && field.alt ? [field, field.alt] : [field]));
}

/** The field at `path`, found through lists (a number picks the item) and objects; undefined off the schema. */
export function specAt(fields: FieldSpec[], path: FieldPath): FieldSpec | undefined {
  let current: FieldSpec | undefined;
  let level = fields;
  for (const segment of path) {
    if (typeof segment === 'number') {
      if (current?.kind !== 'list') return undefined;
      current = current.item;
    } else current = fieldsWithAlt(level).find((field) => field.name === segment);
    if (!current) return undefined;
    level = current.kind === 'object' ? current.fields : [];
  }
  return current;
}

/**
 * `root` with `next` at `path` (undefined removes the property). A property new to its object goes
 * where its schema lists it, so a new item's fields are written in the schema's order.
 */
export function setAt(root: BlockValue, path: FieldPath, next: unknown, fields: FieldSpec[]): BlockValue {
  const changed = setIn(root, path, next, fields);
  return isRecord(changed) ? changed : {};
}

function setIn(current: unknown, path: FieldPath, next: unknown, fields: FieldSpec[]): unknown {
  const [segment, ...rest] = path;
  if (segment === undefined) return next;
  if (typeof segment === 'number') {
    const list = Array.isArray(current) ? [...(current as unknown[])] : [];
    list[segment] = setIn(list[segment], rest, next, fields);
    return list;
  }
  const object = isRecord(current) ? current : {};
  const field = fieldsWithAlt(fields).find((candidate) => candidate.name === segment);
  const inner = field?.kind === 'object' ? field.fields : field?.kind === 'list' && field.item.kind === 'object' ? field.item.fields : [];
  const value = setIn(object[segment], rest, next, inner);
  if (value === undefined) {
    const { [segment]: _removed, ...others } = object;
    return others;
  }
  if (segment in object) return { ...object, [segment]: value };
  return insertInOrder(
    object,
    segment,
    value,
    fieldsWithAlt(fields).map((candidate) => candidate.name),
  );
}

function insertInOrder(object: Record<string, unknown>, name: string, value: unknown, order: string[]): Record<string, unknown> {
  const rank = order.indexOf(name);
  const entries = Object.entries(object);
  const before = rank < 0 ? -1 : entries.findIndex(([other]) => order.indexOf(other) > rank);
  if (before < 0) return { ...object, [name]: value };
  return Object.fromEntries([...entries.slice(0, before), [name, value], ...entries.slice(before)]);
}

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const moved = [...list];
  moved.splice(to, 0, ...moved.splice(from, 1));
  return moved;
}

/** A new item of a list: what its schema requires, with defaults; texts get their keys once written. */
export function newItem(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'object': {
      const item: Record<string, unknown> = {};
      for (const field of spec.fields) {
        const value = field.required ? newItem(field) : undefined;
        if (value !== undefined) item[field.name] = value;
      }
      return item;
    }
    case 'list':
      return Array.from({ length: spec.minItems }, () => newItem(spec.item));
    case 'number':
      return spec.minimum ?? 0;
    case 'choice':
      return spec.defaultValue ?? spec.options[0];
    case 'boolean':
      return spec.defaultValue ?? false;
    // Left out until written: a text gets its key then, a picture once chosen, a link once picked.
    case 'text':
    case 'image':
    case 'link':
    case 'string':
    case 'unsupported':
      return undefined;
  }
}

/** Every text key the block names, with the field that names it. */
export function textKeysOf(value: unknown, fields: FieldSpec[], path: FieldPath = []): { path: FieldPath; key: string }[] {
  return fieldsWithAlt(fields).flatMap((field) => keysIn(getAt(value, [field.name]), field, [...path, field.name]));
}

function keysIn(value: unknown, field: FieldSpec, path: FieldPath): { path: FieldPath; key: string }[] {
  if (field.kind === 'text') return typeof value === 'string' && value ? [{ path, key: value }] : [];
  if (field.kind === 'object') return textKeysOf(value, field.fields, path);
  if (field.kind === 'list' && Array.isArray(value)) return value.flatMap((item, index) => keysIn(item, field.item, [...path, index]));
  return [];
}
