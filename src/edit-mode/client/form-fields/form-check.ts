import type { DevProblem } from '../../../shared/dev-server.ts';
import type { EditModeLanguage } from '../../protocol.ts';
import { fieldId, fieldsWithAlt, getAt, parsePath, setAt, specAt, textInputId, textKeysOf, type BlockValue, type FieldPath } from './form-value.ts';
import type { FieldSpec } from './schema-fields.ts';

/**
 * What the section form says at its fields (docs/BEHAVIOUR.md#editing-on-the-page): the content
 * check's refusals, each at the field it names, and the few mistakes seen before sending (a
 * required field left empty, a number out of its range). Pure.
 */

/** Text key → language → text, as the form holds them ('' for a text not written). */
export type FormTexts = Record<string, Record<string, string>>;

/** Field id → what to say there; what names no field of the form is said above the buttons. */
export interface Placed {
  at: Map<string, string[]>;
  elsewhere: DevProblem[];
}

export interface BlockPlace {
  /** The page file that holds the block, and its index in `blocks`. */
  file: string;
  index: number;
  fields: FieldSpec[];
  value: BlockValue;
}

/** Where each problem of a refused save is said: at the field of the block, or of the text, it names. */
export function placeProblems(problems: DevProblem[], block: BlockPlace): Placed {
  const placed: Placed = { at: new Map(), elsewhere: [] };
  for (const problem of problems) {
    const id = problemFieldId(problem, block);
    if (id) add(placed.at, id, problem.hint ? `${problem.message} ${problem.hint}` : problem.message);
    else placed.elsewhere.push(problem);
  }
  return placed;
}

/** The id of the field a problem names: the deepest field of its path, or a text's box in the language of its file. */
export function problemFieldId(problem: Pick<DevProblem, 'file' | 'path'>, block: BlockPlace): string | undefined {
  if (problem.file === block.file) {
    const [blocks, index, ...rest] = parsePath(problem.path);
    if (blocks !== 'blocks' || index !== block.index || rest.length === 0) return undefined;
    let deepest: FieldPath | undefined;
    for (let length = 1; length <= rest.length; length++) if (specAt(block.fields, rest.slice(0, length))) deepest = rest.slice(0, length);
    return deepest && fieldId(deepest);
  }
  const text = /^locales\/([^/]+)\/(.+)\.ya?ml$/.exec(problem.file);
  if (!text) return undefined;
  const [, language, namespace] = text;
  const key = problem.path ? `${namespace}.${problem.path}` : '';
  const use = textKeysOf(block.value, block.fields).find((entry) => entry.key === key);
  return use && textInputId(use.path, language!);
}

/** Mistakes the form sees before sending: the server's check would refuse them, in words made for a file. */
export function formMistakes(
  value: BlockValue,
  texts: FormTexts,
  fields: FieldSpec[],
  languages: EditModeLanguage[],
  newKeys: ReadonlySet<string>,
  /** Text fields (by id) required here whatever their schema says: the description of a picture just chosen. */
  requiredTexts: ReadonlySet<string> = new Set(),
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (level: FieldSpec[], path: FieldPath) => {
    for (const field of fieldsWithAlt(level)) {
      const at = [...path, field.name];
      checkField(field, getAt(value, at), at, { found, texts, languages, newKeys, requiredTexts, visit });
    }
  };
  visit(fields, []);
  return found;
}

interface CheckContext {
  found: Map<string, string[]>;
  texts: FormTexts;
  languages: EditModeLanguage[];
  newKeys: ReadonlySet<string>;
  requiredTexts: ReadonlySet<string>;
  visit: (level: FieldSpec[], path: FieldPath) => void;
}

function checkField(field: FieldSpec, value: unknown, path: FieldPath, context: CheckContext): void {
  const id = fieldId(path);
  const empty = value === undefined || value === '';
  if (field.kind === 'text') return checkText(field, value, path, context);
  if (field.kind === 'object') {
    if (value !== undefined) context.visit(field.fields, path);
    else if (field.required) add(context.found, id, `Fill in ${field.title}.`);
    return;
  }
  if (field.kind === 'list') {
    const items = Array.isArray(value) ? value : [];
    if (items.length < field.minItems)
      add(context.found, id, `Keep at least ${field.minItems} ${field.minItems === 1 ? field.itemTitle : `of ${field.title}`}.`);
    items.forEach((item, index) => checkField(field.item, item, [...path, index], context));
    return;
  }
  if (empty) {
    if (field.required) add(context.found, id, requiredMessage(field));
    return;
  }
  const mistake = scalarMistake(field, value);
  if (mistake) add(context.found, id, mistake);
}

function checkText(field: FieldSpec, key: unknown, path: FieldPath, { found, texts, languages, newKeys, requiredTexts }: CheckContext): void {
  const id = fieldId(path);
  const values = typeof key === 'string' ? (texts[key] ?? {}) : {};
  const written = languages.filter((language) => (values[language.code] ?? '').trim() !== '');
  const required = field.required || requiredTexts.has(id);
  if (written.length === 0) {
    if (required) add(found, id, `Write the ${field.title.toLowerCase()} in every language.`);
    return;
  }
  // A text new to the site is written in every language at once: the site shows none half-translated.
  if ((typeof key === 'string' && newKeys.has(key)) || requiredTexts.has(id))
    for (const language of languages) if (!written.includes(language)) add(found, textInputId(path, language.code), `Write it in ${language.label} too.`);
}

function requiredMessage(field: FieldSpec): string {
  if (field.kind === 'image') return 'Choose a picture.';
  if (field.kind === 'link') return field.pagesOnly ? 'Choose a page.' : 'Choose a page, or write another address.';
  if (field.kind === 'choice') return 'Choose one.';
  return `Fill in ${field.title.toLowerCase()}: it is required.`;
}

function scalarMistake(field: FieldSpec, value: unknown): string | undefined {
  if (field.kind === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return 'Write a number.';
    if (field.integer && !Number.isInteger(value)) return 'Write a whole number.';
    if (field.minimum !== undefined && value < field.minimum) return `Write ${field.minimum} or more.`;
    if (field.maximum !== undefined && value > field.maximum) return `Write ${field.maximum} or less.`;
  }
  if (field.kind === 'string' && typeof value === 'string') {
    if (field.maxLength !== undefined && value.length > field.maxLength) return `Write ${field.maxLength} characters at most.`;
    if (field.pattern && !new RegExp(field.pattern, 'u').test(value))
      return field.patternMessage ?? `This does not have the form ${field.title.toLowerCase()} needs.`;
  }
  return undefined;
}

function add(map: Map<string, string[]>, id: string, message: string) {
  map.set(id, [...(map.get(id) ?? []), message]);
}

/**
 * The block's value as it is saved: an optional text left empty in every language is left out
 * (the field is removed, not given an empty text).
 */
export function valueToSave(value: BlockValue, texts: FormTexts, fields: FieldSpec[], languages: EditModeLanguage[]): BlockValue {
  let saved = value;
  for (const { path, key } of textKeysOf(value, fields).reverse()) {
    const field = specAt(fields, path);
    const blank = languages.every((language) => (texts[key]?.[language.code] ?? '').trim() === '');
    if (field && !field.required && blank) saved = setAt(saved, path, undefined, fields);
  }
  return saved;
}

/** The texts a save sends: every language of a key new to the site; the languages changed of the others. */
export function textsToSend(
  value: BlockValue,
  fields: FieldSpec[],
  texts: FormTexts,
  loaded: Record<string, Record<string, string | null>>,
): Record<string, Record<string, string>> {
  const sent: Record<string, Record<string, string>> = {};
  for (const { key } of textKeysOf(value, fields)) {
    const before = loaded[key];
    const changed = Object.entries(texts[key] ?? {}).filter(([language, text]) => (before ? text !== (before[language] ?? '') : text.trim() !== ''));
    if (changed.length > 0) sent[key] = Object.fromEntries(changed);
  }
  return sent;
}
