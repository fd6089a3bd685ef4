import type { ErrorObject } from 'ajv';
import type { SourceFile } from './source-file.ts';
import { formatPath, type PathSegment, type Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';

type SchemaNode = {
  title?: string;
  description?: string;
  examples?: unknown[];
  properties?: Record<string, SchemaNode>;
  enum?: unknown[];
  format?: string;
};

/** JSON pointer → path segments, numbers where the data holds an array. */
export function pointerToPath(pointer: string, data: unknown): PathSegment[] {
  if (pointer === '') return [];
  const path: PathSegment[] = [];
  let node: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const segment: PathSegment = Array.isArray(node) && /^\d+$/.test(key) ? Number(key) : key;
    path.push(segment);
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment as string] : undefined;
  }
  return path;
}

/**
 * Drops errors that only repeat another: the per-branch errors under an `anyOf`, and the
 * `if` summaries that only say the `then` (a block's own schema) failed, which its errors explain.
 */
export function relevantErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  return errors.filter((error) => {
    if (error.keyword === 'if') return false;
    if (error.keyword !== 'anyOf' && anyOfPaths.has(error.instancePath) && error.schemaPath.includes('/anyOf/')) return false;
    return true;
  });
}

/** Turns one ajv error into a problem an editor can act on. */
export function explainSchemaError(error: ErrorObject, source: SourceFile, blockTypes: readonly string[]): Problem {
  const path = pointerToPath(error.instancePath, source.data);
  const schema = (error.parentSchema ?? {}) as SchemaNode;
  const where = describeContainer(path, source.data);
  const value = error.data;
  let position = source.valueAt(path);
  let message: string;
  let hint: string | undefined;
  let problemPath = path;

  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      const allowed = Object.keys(schema.properties ?? {});
      position = source.keyAt(path, name);
      problemPath = [...path, name];
      message = `Unknown field "${name}"${where}.`;
      hint = `${didYouMean(name, allowed)}Fields allowed here: ${allowed.join(', ')}.`;
      break;
    }
    case 'required': {
      const name = String(error.params.missingProperty);
      const property = schema.properties?.[name];
      if (name === 'type' && isBlock(path)) {
        message = 'This block has no "type".';
        hint = `Start the block with "- type:" and one of: ${blockTypes.join(', ')}.`;
        break;
      }
      message = `Missing required field "${name}"${where}.`;
      hint = `Add "${name}:"${property ? ` — ${summarise(property)}` : ''}`;
      break;
    }
    case 'dependencies': {
      const missing = String(error.params.missingProperty);
      const owner = String(error.params.property);
      message = `"${owner}" is set but "${missing}" is missing${where}.`;
      hint = `Add "${missing}:" — ${summarise(schema.properties?.[missing] ?? {})}`;
      break;
    }
    case 'type': {
      const expected = String(error.params.type);
      message = `Expected ${article(expected)} here but found ${describeValue(value)}.`;
      hint = summarise(schema);
      break;
    }
    case 'enum':
    case 'const': {
      const allowed = (error.keyword === 'enum' ? (error.params.allowedValues as unknown[]) : [error.params.allowedValue]).map(String);
      message = `"${String(value)}" is not allowed here.`;
      hint = `${didYouMean(String(value), allowed)}Use one of: ${allowed.join(', ')}.`;
      break;
    }
    case 'pattern':
      // The block union refuses an unknown type with a pattern that lists the known ones (schema/blocks.json).
      if (path.at(-1) === 'type' && isBlock(path.slice(0, -1))) {
        message = `Unknown block type "${String(value)}".`;
        hint = `${didYouMean(String(value), blockTypes)}Valid types: ${blockTypes.join(', ')}.`;
        break;
      }
      message = `"${String(value)}" is not a valid ${(schema.title ?? 'value').toLowerCase()}.`;
      hint = summarise(schema);
      break;
    case 'format':
      message = `"${String(value)}" is not a valid ${String(error.params.format)}.`;
      hint = summarise(schema);
      break;
    case 'minimum':
    case 'maximum':
      message = `${String(value)} is ${error.keyword === 'minimum' ? 'below the smallest' : 'above the largest'} value allowed, ${String(error.params.limit)}.`;
      hint = summarise(schema);
      break;
    case 'minItems':
    case 'maxItems': {
      const count = Array.isArray(value) ? value.length : 0;
      message = `This list has ${count} ${count === 1 ? 'entry' : 'entries'}; it needs ${error.keyword === 'minItems' ? 'at least' : 'at most'} ${String(error.params.limit)}.`;
      hint = summarise(schema);
      break;
    }
    case 'minLength':
    case 'maxLength':
      message = error.keyword === 'minLength' && String(value).length === 0
        ? 'This text is empty.'
        : `This text is ${error.keyword === 'minLength' ? 'shorter' : 'longer'} than allowed (${String(error.params.limit)} characters).`;
      hint = summarise(schema);
      break;
    case 'propertyNames': {
      const name = String(error.params.propertyName);
      position = source.keyAt(path, name);
      problemPath = [...path, name];
      message = `"${name}" is not a valid name here.`;
      hint = 'Names may contain only letters, digits, "-" and "_".';
      break;
    }
    case 'anyOf':
      message = `Expected a text or a group of texts but found ${describeValue(value)}.`;
      hint = 'Write the text after the colon (quote it if it contains ": "), or indent named texts under this one.';
      break;
    default:
      message = `${capitalise(error.message ?? 'Invalid value')}${where}.`;
      hint = summarise(schema);
  }

  return {
    severity: 'error',
    file: source.file,
    line: position.line,
    column: position.column,
    path: formatPath(problemPath),
    message,
    ...(hint ? { hint } : {}),
  };
}

/** Whether `path` names a block of a page: blocks[n]. */
function isBlock(path: readonly PathSegment[]): boolean {
  return path.at(-2) === 'blocks' && typeof path.at(-1) === 'number';
}

/** " in a "title-banner" block" for paths inside a block; "" elsewhere. */
function describeContainer(path: readonly PathSegment[], data: unknown): string {
  let node: unknown = data;
  let blockType: string | undefined;
  for (let index = 0; index < path.length; index++) {
    node = node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[path[index] as string] : undefined;
    if (path[index - 1] === 'blocks' && typeof path[index] === 'number') {
      const type = (node as { type?: unknown } | undefined)?.type;
      if (typeof type === 'string') blockType = type;
    }
  }
  return blockType ? ` in a "${blockType}" block` : '';
}

/** A schema's title, description and first example, as one hint. */
function summarise(schema: SchemaNode): string {
  const parts: string[] = [];
  if (schema.description) parts.push(schema.description);
  else if (schema.title) parts.push(schema.title + '.');
  if (schema.examples?.length) parts.push(`Example: ${JSON.stringify(schema.examples[0])}.`);
  return parts.join(' ');
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `the text "${value}"`;
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

function article(type: string): string {
  const names: Record<string, string> = {
    string: 'a text',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list',
    object: 'a group of fields',
  };
  return type.split(',').map((t) => names[t] ?? t).join(' or ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
