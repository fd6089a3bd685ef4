import type { ErrorObject } from 'ajv';
import { isArray, memberOf } from '../../shared/guards.ts';
import type { ProblemCode } from '../codes.ts';
import { localeNamespace } from '../load/load-files.ts';
import { quoteHint } from '../needs-quotes.ts';
import type { SourceFile } from '../parse/source-file.ts';
import type { PathSegment } from '../../shared/path.ts';
import { problem, type Problem } from '../problem.ts';
import { didYouMean } from '../suggest.ts';
import { languageName } from '../parse/text-table.ts';
import { pointerToPath } from './pointer.ts';
import { isPublicFileKind, pathLeavingPublic, publicFiles } from './public-files.ts';
import { readSchemaNode, type SchemaNode } from './schema-node.ts';
import { sitePathHint, sitePathRule, whyNotASitePath } from './site-path.ts';
import type { SchemaName } from './schemas.ts';

/** What the explainers know of the file being checked. */
interface FileContext {
  source: SourceFile;
  /** The schema the file is checked against. */
  schema: SchemaName;
  blockTypes: readonly string[];
  /** Where web addresses may be written (webAddressFields), for a message that refuses one. */
  webAddressFields: string;
  /** The failed `if`/`then` pairs of the file's errors (conditionsOf). */
  conditions: Conditions;
}

/**
 * The `if` of each `if`/`then` whose `then` failed, by the schema path of that pair: a field the
 * `then` requires is explained by the value that made the `if` true (`routing: path` needs `url`).
 */
export type Conditions = Map<string, { condition: SchemaNode; owner: SchemaNode }>;

/** What an explainer knows about one error. */
interface ErrorContext {
  error: ErrorObject;
  /** Where the value in error sits in its file. */
  path: PathSegment[];
  /** The schema of the value in error. */
  schema: SchemaNode;
  /** " in a "title-banner" block" for values inside a block; "" elsewhere. */
  where: string;
  value: unknown;
  file: FileContext;
}

interface Explanation {
  code: ProblemCode;
  message: string;
  hint?: string | undefined;
  /** The problem is this field of the value in error (an unknown or badly named field): point at its name. */
  field?: string;
  /** The problem is this part of the value in error: point at its value. */
  part?: string;
}

/**
 * Drops errors that only repeat another: the `if` summaries that only say the `then` (a block's
 * own schema) failed, which its errors explain, and the errors inside `propertyNames` that its own
 * error explains.
 */
export function relevantErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  return errors.filter((error) => error.keyword !== 'if' && error.propertyName === undefined);
}

/** The conditions of `errors`' failed `if`/`then` pairs (ajv reports the `if` beside the `then`'s own errors). */
export function conditionsOf(errors: readonly ErrorObject[]): Conditions {
  const conditions: Conditions = new Map();
  for (const error of errors) {
    const owner = readSchemaNode(error.parentSchema);
    if (error.keyword === 'if' && owner.if) conditions.set(error.schemaPath.replace(/\/if$/, ''), { condition: owner.if, owner });
  }
  return conditions;
}

/** Turns one ajv error into a problem an editor can act on. */
export function explainSchemaError(error: ErrorObject, file: FileContext): Problem {
  const { source } = file;
  const path = pointerToPath(error.instancePath, source.data);
  const context: ErrorContext = {
    error,
    path,
    schema: readSchemaNode(error.parentSchema),
    where: describeContainer(path, source.data),
    value: error.data,
    file,
  };
  const { code, message, hint, field, part } = (explainers[error.keyword] ?? explainOther)(context);
  const problemPath = field !== undefined ? [...path, field] : part !== undefined ? [...path, part] : path;
  const position = field !== undefined ? source.keyAt(path, field) : source.valueAt(problemPath);
  return problem({ code, file: source.file, ...position, path: problemPath, message, hint });
}

const explainers: Record<string, (context: ErrorContext) => Explanation> = {
  additionalProperties: ({ error, schema, where }) => {
    const name = String(error.params.additionalProperty);
    const allowed = Object.keys(schema.properties ?? {});
    return {
      code: 'unknown-field',
      message: `Unknown field "${name}"${where}.`,
      hint: `${didYouMean(name, allowed)}Fields allowed here: ${allowed.join(', ')}.`,
      field: name,
    };
  },
  required: ({ error, path, schema, where, file: { blockTypes, conditions } }) => {
    const name = String(error.params.missingProperty);
    if (name === 'type' && isBlock(path))
      return { code: 'missing-block-type', message: 'This block has no "type".', hint: `Start the block with "- type:" and one of: ${blockTypes.join(', ')}.` };
    const because = conditionOf(conditions, error.schemaPath.replace(/\/then\/required$/, ''));
    const hint = (property: SchemaNode | undefined) => `Add "${name}:"${property ? ` — ${summarise(property)}` : ''}`;
    if (because) {
      const message = `"${because.field}: ${because.value}" needs "${name}"${where}, which is missing.`;
      return { code: 'missing-companion-field', message, hint: hint(because.owner.properties?.[name]), field: because.field };
    }
    return { code: 'missing-field', message: `Missing required field "${name}"${where}.`, hint: hint(schema.properties?.[name]) };
  },
  not: (context) => {
    const { error, schema, where, file } = context;
    // The schemas say "field x does not go here" as `not: { required: [x] }`, in the `then` of an `if` (a video's captions).
    const [name] = readSchemaNode(error.schema).required ?? [];
    if (name === undefined) return explainOther(context);
    const because = conditionOf(file.conditions, error.schemaPath.replace(/\/then\/not$/, ''));
    const subject = because ? `"${because.field}: ${because.value}"` : 'This value';
    return { code: 'excluded-field', message: `${subject} does not go with "${name}"${where}.`, hint: summarise(schema), field: name };
  },
  dependencies: ({ error, schema, where }) => {
    const missing = String(error.params.missingProperty);
    const owner = String(error.params.property);
    return {
      code: 'missing-companion-field',
      message: `"${owner}" is set but "${missing}" is missing${where}.`,
      hint: `Add "${missing}:" — ${summarise(schema.properties?.[missing] ?? {})}`,
    };
  },
  type: (context) => {
    const { error, schema, value, path, file } = context;
    if (file.schema === 'locale' && path.length > 0)
      return value === null
        ? emptyText(context)
        : { code: 'not-a-text', message: `Expected a text or a group of texts but found ${describeValue(value)}.`, hint: notATextHint };
    return { code: 'wrong-type', message: `Expected ${typeName(String(error.params.type))} here but found ${describeValue(value)}.`, hint: summarise(schema) };
  },
  enum: (context) => {
    const allowed: unknown = context.error.params.allowedValues;
    return notAllowed(context, isArray(allowed) ? allowed : []);
  },
  const: (context) => notAllowed(context, [context.error.params.allowedValue]),
  pattern: (context) => {
    const { path, schema, value, file } = context;
    if (file.schema === 'locale') return emptyText(context);
    // The block union refuses an unknown type with a pattern that lists the known ones (schema/blocks.json).
    if (path.at(-1) === 'type' && isBlock(path.slice(0, -1))) {
      return {
        code: 'unknown-block-type',
        message: `Unknown block type "${String(value)}".`,
        hint: `${didYouMean(String(value), file.blockTypes)}Valid types: ${file.blockTypes.join(', ')}.`,
      };
    }
    if (context.error.schemaPath === sitePathRule) return { code: 'not-a-site-path', message: whyNotASitePath(String(value)), hint: sitePathHint };
    // The only links with a pattern are those that lead to pages of this site (internalLink).
    if (schema.contentRef === 'link') return notAPage(context);
    if (isPublicFileKind(schema.contentRef) && /(^|\/)\.\.(\/|$)/.test(String(value))) {
      return { code: publicFiles[schema.contentRef].outside, ...pathLeavingPublic(schema.contentRef, String(value)) };
    }
    if (schema.contentRef === 'image')
      return { code: 'invalid-format', message: `"${String(value)}" is not a valid image name.`, hint: imageNameHint(String(value), schema) };
    return { code: 'invalid-format', message: `"${String(value)}" is not a valid ${lowerFirst(schema.title ?? 'value')}.`, hint: summarise(schema) };
  },
  format: ({ error, schema, value }) => ({
    code: 'invalid-format',
    message: `"${String(value)}" is not a valid ${String(error.params.format)}.`,
    hint: summarise(schema),
  }),
  minimum: (context) => outOfRange(context, 'below the smallest'),
  maximum: (context) => outOfRange(context, 'above the largest'),
  minItems: (context) => listLength(context, 'at least'),
  maxItems: (context) => listLength(context, 'at most'),
  minLength: (context) => textLength(context, 'shorter'),
  maxLength: (context) => textLength(context, 'longer'),
  propertyNames: ({ error, schema }) => {
    const name = String(error.params.propertyName);
    if (schema.propertyNames?.not?.enum?.includes(name)) {
      return {
        code: 'reserved-name',
        message: `"${name}" cannot be the name of a text: the site's code gives it a meaning of its own.`,
        hint: 'Choose another name, in every language and in the pages that use it.',
        field: name,
      };
    }
    return { code: 'invalid-name', message: `"${name}" is not a valid name here.`, hint: 'Names may contain only letters, digits, "-" and "_".', field: name };
  },
};

/** The field and value whose `if` made the failed `then` at `schemaPath` apply (`routing: path`), with the schema that holds them. */
function conditionOf(conditions: Conditions, schemaPath: string): { field: string; value: string; owner: SchemaNode } | undefined {
  const because = conditions.get(schemaPath);
  const [field, test] = Object.entries(because?.condition.properties ?? {}).find(([, rule]) => 'const' in rule) ?? [];
  return because && field && test ? { field, value: String(test.const), owner: because.owner } : undefined;
}

/** What an image's name must look like, with a word for the iPhone's HEIC photos, which browsers cannot show. */
function imageNameHint(value: string, schema: SchemaNode): string {
  const format = schema.patternErrorMessage ?? summarise(schema);
  return /\.hei[cf]$/i.test(value) ? `HEIC photos, as iPhones take them, cannot be shown by browsers: export the photo as JPEG. ${format}` : format;
}

/** A value that is not a page of this site, in a field that leads only to those (a menu entry, a parent page). */
function notAPage({ value, file }: ErrorContext): Explanation {
  const link = String(value);
  if (/^(https?:|mailto:|tel:|\/\/)/i.test(link)) {
    const hint = `Write the route of a page, starting with "/", such as "/contact". Web addresses go in: ${file.webAddressFields}`;
    return { code: 'web-address-not-allowed', message: `"${link}" is a web address, but this field leads to a page of this site.`, hint };
  }
  return {
    code: 'unrecognised-link',
    message: `"${link}" is not a page of this site: a page starts with "/".`,
    hint: 'Write the route of a page, such as "/contact".',
  };
}

const notATextHint = 'Write the text after the colon (quote it if it contains ": "), or indent named texts under this one.';

/** A text of a text file that is empty, only spaces, or absent after its name: one problem, naming the language and the key. */
function emptyText({ path, value, file: { source } }: ErrorContext): Explanation {
  const language = languageName(source.file.split('/')[1] ?? '');
  const name = String(path.at(-1));
  const { line } = source.valueAt(path);
  const afterColon = /:[ \t]*(.*)$/.exec(source.text.split(/\r?\n/)[line - 1] ?? '')?.[1] ?? '';
  const hint = afterColon.startsWith('#')
    ? `YAML reads "#" and what follows it as a comment. ${quoteHint(source.text.split(/\r?\n/)[line - 1]!)}`
    : `Write the ${language} text after "${name}:", or delete "${name}" in every language if no page needs it.`;
  const what = typeof value === 'string' && value !== '' ? 'holds only spaces: the page would show nothing' : 'is empty';
  return { code: 'empty-text', message: `The ${language} text of "${[localeNamespace(source), ...path].join('.')}" ${what}.`, hint };
}

function explainOther({ error, schema, where }: ErrorContext): Explanation {
  return { code: 'schema-rule', message: `${capitalise(error.message ?? 'Invalid value')}${where}.`, hint: summarise(schema) };
}

function notAllowed({ value }: ErrorContext, allowedValues: unknown[]): Explanation {
  const allowed = allowedValues.map(String);
  return {
    code: 'value-not-allowed',
    message: `"${String(value)}" is not allowed here.`,
    hint: `${didYouMean(String(value), allowed)}Use one of: ${allowed.join(', ')}.`,
  };
}

function outOfRange({ error, schema, value }: ErrorContext, side: string): Explanation {
  return { code: 'out-of-range', message: `${String(value)} is ${side} value allowed, ${String(error.params.limit)}.`, hint: summarise(schema) };
}

function listLength({ error, schema, value }: ErrorContext, bound: string): Explanation {
  const count = Array.isArray(value) ? value.length : 0;
  return {
    code: 'wrong-list-length',
    message: `This list has ${count} ${count === 1 ? 'entry' : 'entries'}; it needs ${bound} ${String(error.params.limit)}.`,
    hint: summarise(schema),
  };
}

function textLength({ error, schema, value }: ErrorContext, comparison: string): Explanation {
  const message =
    error.keyword === 'minLength' && String(value).length === 0
      ? 'This text is empty.'
      : `This text is ${comparison} than allowed (${String(error.params.limit)} characters).`;
  return { code: 'wrong-text-length', message, hint: summarise(schema) };
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
    const segment = path[index]!;
    node = memberOf(node, segment);
    if (path[index - 1] === 'blocks' && typeof segment === 'number') {
      const type = memberOf(node, 'type');
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
  if (value === '') return 'an empty text';
  if (typeof value === 'string') return `the text "${value}"`;
  if (typeof value === 'number') return `the number ${value}`;
  return `the value ${typeof value === 'boolean' ? String(value) : typeof value}`;
}

function typeName(type: string): string {
  const names: Record<string, string> = {
    string: 'a text',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list',
    object: 'a group of fields',
  };
  return type
    .split(',')
    .map((t) => names[t] ?? t)
    .join(' or ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A field's title inside a sentence: "Video code on YouTube" reads "video code on YouTube", names kept as written. */
function lowerFirst(title: string): string {
  return title.charAt(0).toLowerCase() + title.slice(1);
}
