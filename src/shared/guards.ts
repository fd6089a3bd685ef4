/**
 * Checks for values that arrive from outside the code (parsed JSON or YAML, storage, browser
 * history, requests, a cache file), so they are used for what they are, not for what a cast says.
 */

/** A plain object (not null, not an array): its fields are still unknown. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field `key` of an object, or the item `key` of an array; undefined for anything else. */
export function memberOf(value: unknown, key: string | number): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const member: unknown = Reflect.get(value, key);
  return member;
}

/** An array whose items are still unknown (Array.isArray alone would make them `any`). */
export function isArray(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

/** `value` when it is a text; '' for anything else (absent, a number, a list). */
export const textOr = (value: unknown): string => (typeof value === 'string' ? value : '');
