import { textKeysOf, type BlockValue, type FieldPath } from './form-value.ts';
import type { FieldSpec } from './schema-fields.ts';

/**
 * The key of a text written where the block had none (a new list item, an optional text filled in),
 * in the style of the block's other keys (docs/BEHAVIOUR.md#editing-on-the-page): beside its
 * siblings (`about.figures.years`, `about.figures.projects` → `about.figures.label-3`), else under
 * the block's own keys (`home.about.badge.label`), else under the page's namespace and the block's
 * type (`about.counters-3.heading`). Pure.
 */
export interface KeyContext {
  value: BlockValue;
  fields: FieldSpec[];
  /** Keys that are not free: the block's texts as loaded, and keys given out since. */
  taken: ReadonlySet<string>;
  blockType: string;
  route: string;
  index: number;
}

export function freshKey(path: FieldPath, context: KeyContext): string {
  const keys = textKeysOf(context.value, context.fields).filter((entry) => !samePath(entry.path, path));
  const siblings = [lastIndexFree(path), everyIndexFree(path)]
    .map((pattern) => keys.filter((entry) => matches(entry.path, pattern)).map((entry) => entry.key))
    .find((found) => found.length > 0);
  if (siblings) {
    const name = path.findLast((segment) => typeof segment === 'string') ?? 'text';
    const first = (path.findLast((segment) => typeof segment === 'number') ?? 0) + 1;
    return firstFree((n) => `${commonPrefix(siblings)}.${name}-${n}`, first, context.taken);
  }
  const prefix = keys.length > 0 ? commonPrefix(keys.map((entry) => entry.key)) : `${namespaceOf(context.route)}.${context.blockType}-${context.index + 1}`;
  const base = `${prefix}.${keyPath(path)}`;
  return isFree(base, context.taken) ? base : firstFree((n) => `${base}-${n}`, 2, context.taken);
}

/** The segments all `keys` begin with, never a whole key (a key cannot also hold others), at least the namespace. */
export function commonPrefix(keys: string[]): string {
  const split = keys.map((key) => key.split('.'));
  const shortest = Math.min(...split.map((segments) => segments.length)) - 1;
  const first = split[0]!;
  let length = 0;
  while (length < shortest && split.every((segments) => segments[length] === first[length])) length++;
  return first.slice(0, Math.max(length, 1)).join('.');
}

/** A key is free when no taken key is it, holds it or is held by it (a YAML entry is a text or a group, not both). */
export function isFree(key: string, taken: ReadonlySet<string>): boolean {
  for (const other of taken) if (other === key || other.startsWith(`${key}.`) || key.startsWith(`${other}.`)) return false;
  return true;
}

function firstFree(make: (n: number) => string, start: number, taken: ReadonlySet<string>): string {
  for (let n = start; ; n++) if (isFree(make(n), taken)) return make(n);
}

/** `['lists', 2, 'items', 0, 'label']` → `lists-3.items-1.label`. */
function keyPath(path: FieldPath): string {
  const parts: string[] = [];
  for (const segment of path) {
    if (typeof segment === 'number') parts.push(`${parts.pop() ?? 'item'}-${segment + 1}`);
    else parts.push(segment);
  }
  return parts.join('.');
}

/** The text file a page's own texts are in, as new pages name it: `about`, `home` for the home page. */
const namespaceOf = (route: string): string => route.split('/')[0]!.replace(/[^a-zA-Z0-9_-]/g, '') || 'home';

/** A path whose indexes may be '*': any item. */
type Pattern = (string | number)[];
const lastIndexFree = (path: FieldPath): Pattern => {
  const last = path.findLastIndex((segment) => typeof segment === 'number');
  return path.map((segment, at) => (at === last ? '*' : segment));
};
const everyIndexFree = (path: FieldPath): Pattern => path.map((segment) => (typeof segment === 'number' ? '*' : segment));
const matches = (path: FieldPath, pattern: Pattern): boolean =>
  path.length === pattern.length &&
  pattern.some((segment) => segment === '*') &&
  path.every((segment, at) => (pattern[at] === '*' ? typeof segment === 'number' : pattern[at] === segment));
const samePath = (a: FieldPath, b: FieldPath): boolean => a.length === b.length && a.every((segment, at) => segment === b[at]);
