/**
 * Lossless edits of a YAML file's text, as a person would make them in an editor (docs/EDITING.md): each
 * one changes only the nodes it is about; every other byte (comments, blank lines, key order, quoting,
 * indentation, line endings, a missing final line ending) stays as it was. New text is written in the
 * style of its neighbours (yaml-render.ts). Every edit is checked by reading its result back: one whose
 * data is not exactly the intended data is refused, with a YamlEditError, rather than written.
 */
import { isDeepStrictEqual } from 'node:util';
import { CST, isCollection, isMap, isScalar, isSeq, parseDocument, type Document, type Node, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { isArray, isRecord, memberOf } from '../../shared/guards.ts';
import type { Path } from '../../shared/path.ts';
import {
  blanksAfter,
  blanksBefore,
  blockOf,
  gapAfter,
  lineStart,
  reach,
  readDocument,
  styleOf,
  where,
  YamlEditError,
  type Block,
  type Entry,
  type Reach,
  type Style,
} from './yaml-layout.ts';
import { isScalarValue, renderDocument, renderEntry, renderValue, rewriteScalar } from './yaml-render.ts';

export { YamlEditError } from './yaml-layout.ts';

/** `text` with the characters from `start` to `end` replaced by `inserted`. */
const spliced = (text: string, start: number, end: number, inserted: string) => text.slice(0, start) + inserted + text.slice(end);

/** The end of `entry` without its last line ending. */
const contentEnd = (text: string, entry: Entry) => (text[entry.end - 1] === '\n' ? entry.end - (text[entry.end - 2] === '\r' ? 2 : 1) : entry.end);

/** A file that ends without a line ending ends at `entry`. */
const endsFile = (text: string, entry: Entry) => entry.end === text.length && !text.endsWith('\n');

/** The value as plain data (members set to undefined left out); refuses what YAML cannot hold. */
function plain(value: unknown, path: Path): unknown {
  if (value === undefined || isScalarValue(value)) return value;
  if (isArray(value)) return value.map((item, index) => plain(item ?? null, [...path, index]));
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, member]) => member !== undefined)
        .map(([key, member]) => [key, plain(member, [...path, key])]),
    );
  throw new YamlEditError('unsupported', `${where(path)}: only texts, numbers, true/false, lists and groups of fields can be written.`);
}

/** `after`, once it reads back as `before`'s data with the change made (`expected`); else the edit is refused. */
function checked(before: string, after: string, expected: (data: unknown) => unknown, what: string): string {
  const [old, doc] = [parseDocument(before), parseDocument(after)];
  const wanted = expected(dataOf(old, unreadableFile));
  const data = dataOf(doc, (reason) => `${what} would leave the file unreadable (YAML says: "${reason}"): edit the file by hand.`);
  // A file whose last key went reads as nothing rather than as an empty map.
  const same = isDeepStrictEqual(data, wanted) || (data === null && isDeepStrictEqual(wanted, {}));
  if (doc.errors.length > 0 || doc.warnings.length > old.warnings.length || !same)
    throw new YamlEditError('unsupported', `${what} would not read back as asked, written here: edit the file by hand.`);
  return after;
}

/**
 * The data of `doc`. YAML can fail to build it even where the text parsed (an alias before its
 * anchor): like every edit the engine does not make, that is refused, in `refusal`'s words.
 */
function dataOf(doc: Document, refusal: (reason: string) => string): unknown {
  try {
    return doc.toJS();
  } catch (error) {
    throw new YamlEditError('unsupported', refusal(error instanceof Error ? error.message : String(error)));
  }
}

const unreadableFile = (reason: string) => `The file cannot be read (YAML says: "${reason}"): fix it first.`;

/** Data with the value at `path` set, and the maps on the way created. */
function withValue(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key = '', ...rest] = path;
  const inner = value === undefined && rest.length === 0 ? undefined : withValue(memberOf(data, key), rest, value);
  if (isArray(data)) {
    const items = [...data];
    if (inner === undefined) items.splice(Number(key), 1);
    else items[Number(key)] = inner;
    return items;
  }
  const fields = isRecord(data) ? { ...data } : {};
  if (inner === undefined) delete fields[key];
  else fields[key] = inner;
  return fields;
}

/**
 * Gives the node at `path` the value `value` with the smallest change to `text` (see the module's
 * comment). A key it creates gets the line `# <comment>` above it, when one is given.
 */
export function setIn(text: string, path: Path, value: unknown, comment?: string): string {
  const data = plain(value, path);
  return checked(text, setWithin(text, path, data, comment), (before) => withValue(before, path, data), `The value of ${where(path)}`);
}

/**
 * Removes the map key or list item at `path`, with the comment lines directly above it unless
 * `keepComments` (a person's words that a command did not write stay); nothing else changes.
 */
export function deleteIn(text: string, path: Path, { keepComments = false } = {}): string {
  return checked(text, deleteWithin(text, path, keepComments), (before) => withValue(before, path, undefined), `Removing ${where(path)}`);
}

/**
 * Replaces the characters from `start` to `end`, which lie within one text value as the file writes
 * it (such as a link inside a formatted text), by `inserted`: that text is the only value that changes.
 */
export function replaceInText(text: string, start: number, end: number, inserted: string): string {
  const path = textPathAt(readDocument(text).contents, start, end);
  if (!path) throw new YamlEditError('not-found', `No text of the file holds the characters from ${start} to ${end}.`);
  const after = spliced(text, start, end, inserted);
  return checked(text, after, (before) => withValue(before, path, getIn(after, path)), `The text of ${where(path)}`);
}

/** The path of the text value (a string scalar) whose characters include those from `start` to `end`. */
function textPathAt(node: unknown, start: number, end: number, path: Path = []): Path | null {
  if (isScalar(node)) return typeof node.value === 'string' && node.range && node.range[0] <= start && end <= node.range[1] ? path : null;
  const children: [string | number, unknown][] = isMap(node)
    ? node.items.flatMap((pair) => (isScalar(pair.key) ? [[String(pair.key.value), pair.value] as const] : []))
    : isSeq(node)
      ? node.items.map((item, index) => [index, item])
      : [];
  for (const [key, child] of children) {
    const found = textPathAt(child, start, end, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Moves list item `from` to position `to` of the block list at `listPath`, its comments with it. */
export function moveItem(text: string, listPath: Path, from: number, to: number): string {
  const move = withList(listPath, (items) => items.splice(to, 0, ...items.splice(from, 1)));
  return checked(text, moveWithin(text, listPath, from, to), move, `Moving ${where([...listPath, from])}`);
}

/** Inserts `value` as a new item at `index` of the block list at `listPath` (index = length appends), written in the list's indentation. */
export function insertItem(text: string, listPath: Path, index: number, value: unknown): string {
  const data = plain(value, [...listPath, index]);
  const insert = withList(listPath, (items) => items.splice(index, 0, data));
  return checked(text, insertWithin(text, listPath, index, data), insert, `The new item of ${where(listPath)}`);
}

/** Data with the list at `listPath` (an empty one where there is none) changed by `change`. */
const withList = (listPath: Path, change: (items: unknown[]) => unknown) => (before: unknown) => {
  const list = getData(before, listPath);
  const items = isArray(list) ? [...list] : [];
  change(items);
  return withValue(before, listPath, items);
};

/** The value at `path` of plain data. */
function getData(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => memberOf(node, key), data);
}

/** The value at `path` as plain data (toJSON), or undefined. */
export function getIn(text: string, path: Path): unknown {
  return getData(dataOf(parseDocument(text), unreadableFile), path);
}

/** The file read, and what `path` reaches in it. */
interface At extends Reach {
  text: string;
  doc: Document;
  path: Path;
  style: Style;
}

function locate(text: string, path: Path): At {
  const doc = readDocument(text);
  let style: Style | undefined;
  // The file's style is read only by the edits that write new text.
  return {
    text,
    doc,
    path,
    ...reach(doc, path),
    get style() {
      return (style ??= styleOf(text, doc));
    },
  };
}

/** The path leads to a node of the file. */
const found = (at: At) => at.nodes.length === at.path.length + 1;

const oneLine = (path: Path, change: string) =>
  new YamlEditError('unsupported', `${where(path)} is written in one line ({…} or […]): edit the file by hand to ${change}.`);

/** The block map or list holding the node `at` reaches, and the node's entry in it. */
function entryOf(at: At): { block: Block; entry: Entry; index: number } {
  const depth = at.path.length;
  const block = blockOf(at.text, at.nodes[depth - 1], depth === 1);
  if (!block) throw oneLine(at.path.slice(0, -1), 'change its shape');
  const index = at.indexes[depth - 1]!;
  return { block, entry: block.entries[index]!, index };
}

/** Refuses to change a node other values repeat. */
function refuseAnchor(node: Node, path: Path): void {
  if (node.anchor) throw new YamlEditError('unsupported', `${where(path)} is named (&${node.anchor}) for other values to repeat: edit the file by hand.`);
}

/** `inserted` (ending with a line ending) placed after `entry`; at the end of a file without a final line ending, it keeps having none. */
function insertAfter(text: string, entry: Entry, inserted: string, style: Style): string {
  if (endsFile(text, entry)) return text + style.eol + inserted.slice(0, -style.eol.length);
  return spliced(text, entry.end, entry.end, inserted);
}

function setWithin(text: string, path: Path, value: unknown, comment?: string): string {
  const at = locate(text, path);
  if (value === undefined) return found(at) ? deleteWithin(text, path) : text;
  if (!found(at)) return createMissing(at, value, comment);
  const node = at.nodes.at(-1)!;
  if (isDeepStrictEqual(node.toJS(at.doc), value)) return text;
  refuseAnchor(node, path);
  if (isScalar(node) && isScalarValue(value)) return setScalar(at, node, value);
  if (isSeq(node) && Array.isArray(value)) return setList(at, node, value);
  if (isMap(node) && isRecord(value)) return setMap(at, node, value);
  return replaceValue(text, path, value);
}

const isEmpty = (node: Node) => isScalar(node) && node.value === null && node.range?.[0] === node.range?.[1];
const isFlow = (node: Node | undefined) => node?.srcToken?.type === 'flow-collection';

/** A scalar rewritten in its own style; an empty one (`key:`, without a token) gets its value after its `:`. */
function setScalar(at: At, node: Scalar, value: string | number | boolean | null): string {
  const token = node.srcToken;
  if (!token || !CST.isScalar(token)) return replaceValue(at.text, at.path, value);
  const parent = at.nodes.at(-2);
  const place = { column: 0, indent: 0, inFlow: isFlow(parent), style: at.style };
  if (parent && !place.inFlow) {
    const { block, entry } = entryOf(at);
    [place.column, place.indent] = [entry.column, entry.column + (block.kind === 'map' ? at.style.indent : 1 + at.style.dashGap)];
  }
  const before = CST.stringify(token);
  let after = rewriteScalar(node, value, place);
  // A new block text ends with a line ending, which the value it replaces may not have had (at the end of the file).
  if (!before.endsWith('\n') && after.endsWith('\n')) after = after.slice(0, -at.style.eol.length);
  return spliced(at.text, token.offset, token.offset + before.length, after);
}

/** A list changed item by item: the same index in place, new items at the end, missing ones removed from the end. */
function setList(at: At, node: YAMLSeq, value: unknown[]): string {
  const count = node.items.length;
  if (isFlow(node) && count === 0) return replaceValue(at.text, at.path, value);
  if (isFlow(node) && value.length !== count) throw oneLine(at.path, 'add or remove its items');
  const current: unknown = node.toJS(at.doc);
  let text = at.text;
  // Only the items that change are visited: each visit reads the file again.
  value.slice(0, count).forEach((item, index) => {
    if (!isDeepStrictEqual(memberOf(current, index), item)) text = setWithin(text, [...at.path, index], item);
  });
  for (let index = count; index < value.length; index++) text = insertWithin(text, at.path, index, value[index]);
  for (let index = count - 1; index >= value.length; index--) text = deleteWithin(text, [...at.path, index]);
  return text;
}

/** A map changed key by key: changed keys in place, new keys after the last one, missing keys removed. */
function setMap(at: At, node: YAMLMap, value: Record<string, unknown>): string {
  const keys = node.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : null));
  if (keys.includes(null)) throw new YamlEditError('unsupported', `${where(at.path)} has a key that is not a text: edit the file by hand.`);
  if (isFlow(node) && keys.length === 0) return replaceValue(at.text, at.path, value);
  const wanted = Object.keys(value);
  if (isFlow(node) && (wanted.length !== keys.length || wanted.some((key) => !keys.includes(key)))) throw oneLine(at.path, 'add or remove its fields');
  const current: unknown = node.toJS(at.doc);
  let text = at.text;
  for (const key of wanted) if (!isDeepStrictEqual(memberOf(current, key), value[key])) text = setWithin(text, [...at.path, key], value[key]);
  for (const key of keys) if (!wanted.includes(key!)) text = deleteWithin(text, [...at.path, key!]);
  return text;
}

/** `value` at the end of `path`, as maps (or a list for an index 0) nested under each other. */
function nested(path: Path, value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => {
    if (typeof key === 'string') return { [key]: inner };
    if (key === 0) return [inner];
    throw new YamlEditError('not-found', `There is no list item ${key} to write to: a new list starts with item 0.`);
  }, value);
}

/** Creates what is missing on the way to `at.path`, and the value at its end. */
function createMissing(at: At, value: unknown, comment?: string): string {
  const depth = at.nodes.length;
  if (depth === 0) return appendTop(at, nested(at.path, value), comment);
  const [parent, key, parentPath] = [at.nodes[depth - 1]!, at.path[depth - 1]!, at.path.slice(0, depth - 1)];
  const rest = nested(at.path.slice(depth), value);
  if (isMap(parent)) return addPair(at, parentPath, parent, String(key), rest, comment);
  if (isSeq(parent) && key === parent.items.length) return insertWithin(at.text, parentPath, key, rest);
  if (isScalar(parent) && parent.value === null) return replaceValue(at.text, parentPath, nested([key], rest));
  throw new YamlEditError('not-found', `${where(at.path.slice(0, depth))} is not in the file, and ${where(parentPath)} cannot hold it.`);
}

/** A file without data (empty, or comments only) gets `value` after what it holds. */
function appendTop(at: At, value: unknown, comment?: string): string {
  if (at.doc.contents !== null) throw new YamlEditError('not-found', `The file holds a single value, not ${where(at.path)}.`);
  const ending = at.text === '' || at.text.endsWith('\n') ? '' : at.style.eol;
  return at.text + ending + commentLine(comment, 0, at.style) + renderDocument(value, at.style);
}

/** `# comment` on a line of its own at `column`, or nothing. */
const commentLine = (comment: string | undefined, column: number, style: Style) =>
  comment === undefined ? '' : `${' '.repeat(column)}# ${comment}${style.eol}`;

/** A new key after the last key of the map at `mapPath`, in its indentation, with the blank lines its last keys have between them. */
function addPair(at: At, mapPath: Path, map: YAMLMap, key: string, value: unknown, comment?: string): string {
  const block = blockOf(at.text, map, mapPath.length === 0);
  if (!block && map.items.length === 0) return replaceValue(at.text, mapPath, { [key]: value });
  if (!block) throw oneLine(mapPath, 'add fields to it');
  const count = block.entries.length;
  const last = block.entries[count - 1]!;
  const gap = count > 1 ? gapAfter(at.text, block, count - 2) : '';
  return insertAfter(at.text, last, gap + commentLine(comment, last.column, at.style) + renderEntry(key, value, last.column, at.style), at.style);
}

/** The node at `path` replaced as a whole by `value`, after its key's `:` or its `-`. */
function replaceValue(text: string, path: Path, value: unknown): string {
  const at = locate(text, path);
  const node = at.nodes.at(-1)!;
  if (path.length === 0) throw new YamlEditError('unsupported', 'The whole file cannot be replaced by a value of another kind.');
  if (isCollection(node) && isFlow(node) && node.items.length > 0) throw oneLine(path, 'change its shape');
  const { block, entry } = entryOf(at);
  const part = renderValue(block.kind, value, entry.column, at.style);
  if (!isEmpty(node)) return spliced(text, entry.afterIndicator, contentEnd(text, entry), part);
  // `key: # comment` keeps its comment: a scalar goes before it, a map or list on the lines below it.
  const lineEnd = contentEnd(text, { ...entry, end: text.indexOf('\n', entry.afterIndicator) + 1 || text.length });
  return part.startsWith(at.style.eol) ? spliced(text, lineEnd, lineEnd, part) : spliced(text, entry.afterIndicator, entry.afterIndicator, part);
}

function deleteWithin(text: string, path: Path, keepComments = false): string {
  const at = locate(text, path);
  if (!found(at) || path.length === 0) throw new YamlEditError('not-found', `${where(path)} is not in the file.`);
  refuseAnchor(at.nodes.at(-1)!, path);
  const { block, entry: own, index } = entryOf(at);
  const entry = keepComments && !own.compact ? { ...own, head: Math.max(own.head, lineStart(text, own.marker)) } : own;
  const count = block.entries.length;
  if (count === 1 && path.length > 1) return replaceValue(text, path.slice(0, -1), block.kind === 'map' ? {} : []);
  const next = block.entries[index + 1];
  if (next && entry.compact) return spliced(text, entry.marker, next.marker, '');
  // An entry goes with the blank lines after it; the last one, with those before it instead.
  if (next) return spliced(text, entry.head, Math.min(next.head, blanksAfter(text, entry.end)), '');
  const previous = block.entries[index - 1];
  if (!previous) return spliced(text, entry.head, entry.end, '');
  const start = Math.max(previous.end, blanksBefore(text, entry.head));
  // In a file without a final line ending, the line ending before the last entry goes too.
  return spliced(text, endsFile(text, entry) ? start - (text[start - 2] === '\r' ? 2 : 1) : start, entry.end, '');
}

/** The list at `listPath`, its entries, and a check that `indexes` are its items. */
function listAt(text: string, listPath: Path, indexes: number[], count = (list: YAMLSeq) => list.items.length) {
  const at = locate(text, listPath);
  const list = found(at) ? at.nodes.at(-1)! : null;
  if (!list) throw new YamlEditError('not-found', `${where(listPath)} is not in the file.`);
  if (!isSeq(list)) throw new YamlEditError('not-a-list', `${where(listPath)} is not a list.`);
  const bad = indexes.find((index) => !Number.isInteger(index) || index < 0 || index >= count(list));
  if (bad !== undefined) throw new YamlEditError('not-found', `${where(listPath)} has ${list.items.length} items: there is no item ${bad}.`);
  return { at, list, block: blockOf(text, list, listPath.length === 0) };
}

function moveWithin(text: string, listPath: Path, from: number, to: number): string {
  const { at, block } = listAt(text, listPath, [from, to]);
  if (from === to) return text;
  if (!block) throw oneLine(listPath, 'reorder it');
  const { entries } = block;
  if (entries[0]!.compact) throw new YamlEditError('unsupported', `${where(listPath)} starts on the line of its own "-": edit the file by hand to reorder it.`);
  const last = entries.at(-1)!;
  // Each item with its comments and a line ending; the blank lines between items stay where they are.
  const units = entries.map((entry) => text.slice(entry.head, entry.end) + (endsFile(text, entry) ? at.style.eol : ''));
  const order = entries.map((_, index) => index);
  order.splice(to, 0, ...order.splice(from, 1));
  const body = order.map((item, index) => units[item]! + (entries[index + 1] ? text.slice(entries[index]!.end, entries[index + 1]!.head) : '')).join('');
  return spliced(text, entries[0]!.head, last.end, endsFile(text, last) ? body.slice(0, -at.style.eol.length) : body);
}

function insertWithin(text: string, listPath: Path, index: number, value: unknown): string {
  const at = locate(text, listPath);
  const node = found(at) ? at.nodes.at(-1)! : null;
  if (index === 0 && (!node || isEmpty(node) || (isSeq(node) && isFlow(node) && node.items.length === 0))) return setWithin(text, listPath, [value]);
  const { list, block } = listAt(text, listPath, [index], (seq) => seq.items.length + 1);
  if (!block) throw oneLine(listPath, 'add items to it');
  const { entries } = block;
  const count = list.items.length;
  if (index === 0 && entries[0]!.compact)
    throw new YamlEditError('unsupported', `${where(listPath)} starts on the line of its own "-": edit the file by hand to add items at its start.`);
  const gap = count > 1 ? gapAfter(text, block, Math.min(Math.max(index - 1, 0), count - 2)) : '';
  const item = renderEntry(null, value, entries[0]!.column, at.style);
  const before = entries[index];
  return before ? spliced(text, before.head, before.head, item + gap) : insertAfter(text, entries[count - 1]!, gap + item, at.style);
}
