/**
 * How a YAML file is laid out, read from its text and its source tokens: where each entry of a block
 * map or list starts and ends (with the comment lines directly above it), the file's indentation and
 * line ending. The edits of yaml-edit.ts cut and paste text along these lines.
 */
import { isAlias, isMap, isNode, isPair, isScalar, isSeq, parseDocument, type CST, type Document, type Node } from 'yaml';
import { formatPath, type Path } from '../../shared/path.ts';
import { CodedError } from './edit-error.ts';

/** Why an edit could not be made; nothing has changed when it is thrown. */
export class YamlEditError extends CodedError<'not-found' | 'unsupported' | 'not-a-list'> {
  override name = 'YamlEditError';
}

/** One key of a block map or item of a block list, as lines of the file. */
export interface Entry {
  /** Where its lines start: the comment lines directly above it, else its own first line. */
  head: number;
  /** The offset of its key, or of the dash of a list item. */
  marker: number;
  /** The column of `marker`. */
  column: number;
  /** It shares its first line with its parent's dash (`- name: …`): it has no line of its own to start at. */
  compact: boolean;
  /** The offset just after its `:` or `-`. */
  afterIndicator: number;
  /** The offset after the line ending of its last line (or the end of a file without a final line ending). */
  end: number;
}

/** A block map or list and its entries, in order. */
export interface Block {
  kind: 'map' | 'list';
  entries: Entry[];
}

/** How the file writes what it nests: its indentation step, whether a list under a key is indented, the spaces after a dash, its line ending. */
export interface Style {
  indent: number;
  indentSeq: boolean;
  /** The spaces between a list item's dash and its first key: 1 (`- a: 1`), or 3 as prettier writes at 4 spaces (`-   a: 1`). */
  dashGap: number;
  eol: string;
}

/** The offset where the line holding `offset` starts. */
export const lineStart = (text: string, offset: number): number => text.lastIndexOf('\n', offset - 1) + 1;

/** The offset after the line ending of the line holding `offset` (the text's length on its last line). */
function lineEnd(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

const isBlank = (line: string) => line.trim() === '';

/** The offset after the blank lines that start at `offset` (a line's start). */
export function blanksAfter(text: string, offset: number): number {
  let at = offset;
  while (at < text.length && isBlank(text.slice(at, lineEnd(text, at)))) at = lineEnd(text, at);
  return at;
}

/** The start of the blank lines that end at `offset` (a line's start). */
export function blanksBefore(text: string, offset: number): number {
  let at = offset;
  while (at > 0 && isBlank(text.slice(lineStart(text, at - 1), at))) at = lineStart(text, at - 1);
  return at;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/** Reads `text` as one YAML document, refusing a file the yaml package reads with errors. */
export function readDocument(text: string): Document {
  const doc = parseDocument(text, { keepSourceTokens: true });
  if (doc.errors.length > 0) throw new YamlEditError('unsupported', `The file is not valid YAML (${doc.errors[0]!.message.split('\n')[0]}): fix it first.`);
  return doc;
}

/** The start of the comment lines directly above the line starting at `start`. */
function commentsAbove(text: string, start: number): number {
  let head = start;
  while (head > 0) {
    const previous = lineStart(text, head - 1);
    const line = text.slice(previous, head).trim();
    if (!line.startsWith('#')) break;
    head = previous;
  }
  return head;
}

/**
 * The end of the entry whose first line holds `marker` at `column` and whose value ends at `valueEnd`:
 * the line of its value's end, and the lines indented deeper after it (its last comments).
 */
function entryEnd(text: string, marker: number, column: number, valueEnd: number): number {
  let end = lineEnd(text, Math.max(marker, valueEnd - 1));
  for (let at = end; at < text.length;) {
    const next = lineEnd(text, at);
    const line = text.slice(at, next);
    if (!isBlank(line)) {
      if (indentOf(line) <= column) break;
      end = next;
    }
    at = next;
  }
  return end;
}

/** The entry at `marker`, whose indicator (`:` or `-`) ends at `afterIndicator`. */
function entryAt(text: string, marker: number, afterIndicator: number, valueEnd: number, topFirst: boolean): Entry {
  const start = lineStart(text, marker);
  const compact = text.slice(start, marker).trim() !== '';
  const column = marker - start;
  const head = compact ? marker : topFirst ? start : commentsAbove(text, start);
  return { head, marker, column, compact, afterIndicator, end: entryEnd(text, marker, column, valueEnd) };
}

/** Where the value of an item ends: its node's range, or the end of its indicator when it has none. */
const valueEnd = (value: unknown, afterIndicator: number) => (isNode(value) && value.range ? value.range[1] : afterIndicator);

/** Entries do not overlap: the comments above one are never the last lines of the one before. */
function clampHeads(entries: Entry[]): Entry[] {
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    if (previous && entry.head < previous.end) entry.head = previous.end;
  });
  return entries;
}

const offsetOf = (tokens: CST.SourceToken[], type: CST.SourceToken['type']) => tokens.find((token) => token.type === type);

const unusual = (part: CST.SourceToken) => part.type !== 'space' && part.type !== 'comment' && part.type !== 'newline';

/** The entries of the block map or list `node`, or null for any other node; `top` for the document's own. */
export function blockOf(text: string, node: unknown, top = false): Block | null {
  if (!(isMap(node) || isSeq(node)) || !node.srcToken) return null;
  const token = node.srcToken;
  if (token.type === 'block-map' && isMap(node)) {
    const entries = token.items.map((item, index) => {
      const indicator = offsetOf(item.sep ?? [], 'map-value-ind');
      if (!item.key || !indicator || item.start.some(unusual))
        throw new YamlEditError('unsupported', 'A key written with "?", an anchor or a tag cannot be edited here: edit the file by hand.');
      const value = valueEnd(node.items[index]?.value, indicator.offset + 1);
      return entryAt(text, item.key.offset, indicator.offset + 1, value, top && index === 0);
    });
    return { kind: 'map', entries: clampHeads(entries) };
  }
  if (token.type === 'block-seq' && isSeq(node)) {
    const entries = token.items.map((item, index) => {
      const dash = offsetOf(item.start, 'seq-item-ind');
      if (!dash) throw new YamlEditError('unsupported', 'A list item without its "-" cannot be edited here.');
      return entryAt(text, dash.offset, dash.offset + 1, valueEnd(node.items[index], dash.offset + 1), top && index === 0);
    });
    return { kind: 'list', entries: clampHeads(entries) };
  }
  return null;
}

/** The blank lines between entry `index` and the next one. */
export const gapAfter = (text: string, block: Block, index: number): string =>
  text
    .slice(block.entries[index]!.end, block.entries[index + 1]!.head)
    .split(/(?<=\n)/)
    .filter(isBlank)
    .join('');

/** What the path reaches: each node on the way, as deep as it exists. */
export interface Reach {
  /** The nodes from the document's top to the deepest that exists; `nodes[i]` is at `path.slice(0, i)`. */
  nodes: Node[];
  /** Where each of them is in its parent: a pair's key index or a list index. */
  indexes: number[];
}

/** The child of `node` at `key`, and its index among the node's items; null when there is none. */
function childOf(node: Node, key: string | number): { child: Node; index: number } | null {
  if (isMap(node)) {
    const index = node.items.findIndex((pair) => isScalar(pair.key) && String(pair.key.value) === String(key));
    const value = node.items[index]?.value;
    return isNode(value) ? { child: value, index } : null;
  }
  if (!isSeq(node) || typeof key !== 'number') return null;
  const item: unknown = node.items[key];
  return isNode(item) ? { child: item, index: key } : null;
}

/** Follows `path` from the document's top as far as it exists; refuses aliases on the way. */
export function reach(doc: Document, path: Path): Reach {
  const nodes: Node[] = [];
  const indexes: number[] = [];
  let node: Node | null = isNode(doc.contents) ? doc.contents : null;
  for (const key of [null, ...path]) {
    if (key !== null) {
      const found = node ? childOf(node, key) : null;
      if (!found) break;
      node = found.child;
      indexes.push(found.index);
    }
    if (!node) break;
    if (isAlias(node)) throw new YamlEditError('unsupported', `${where(path.slice(0, nodes.length))} repeats another value (an alias): edit the file by hand.`);
    nodes.push(node);
  }
  return { nodes, indexes };
}

/** `hero.title`, `blocks[2]`: a path in words for messages. */
export function where(path: Path): string {
  return path.length === 0 ? 'The file' : `"${formatPath(path)}"`;
}

/** The block map or list `node`, or null when it is none or its layout is one these edits do not read. */
function layoutOf(text: string, node: unknown): Block | null {
  try {
    return blockOf(text, node);
  } catch {
    return null;
  }
}

/** The spaces between the dash of the list item `entry` and its value, when the value starts on the dash's line. */
function dashGapOf(text: string, entry: Entry, item: unknown): number {
  const start = isNode(item) && item.range ? item.range[0] : -1;
  return start > entry.marker && !text.slice(entry.marker, start).includes('\n') ? start - entry.marker - 1 : 0;
}

/**
 * The file's indentation step (of its first map in a map, else of its first list indented under a key),
 * whether it indents lists under their key, the spaces after its dashes (2, yes and 1 by default) and
 * its line ending.
 */
export function styleOf(text: string, doc: Document): Style {
  const style: Style = { indent: 0, indentSeq: true, dashGap: 0, eol: text.includes('\r\n') ? '\r\n' : '\n' };
  let [seqSeen, listStep] = [false, 0];
  const visit = (node: unknown) => {
    const block = layoutOf(text, node);
    if (!block || !(isMap(node) || isSeq(node))) return;
    node.items.forEach((item: unknown, index) => {
      const [entry, value] = [block.entries[index]!, isPair(item) ? item.value : item];
      if (block.kind === 'list') style.dashGap ||= dashGapOf(text, entry, item);
      const first = layoutOf(text, value)?.entries[0];
      if (first && !first.compact && block.kind === 'map') {
        const step = first.column - entry.column;
        if (isMap(value) && step > 0) style.indent ||= step;
        if (isSeq(value) && !seqSeen) [seqSeen, style.indentSeq, listStep] = [true, step > 0, step];
      }
      visit(value);
    });
  };
  visit(doc.contents);
  style.indent ||= listStep || 2;
  style.dashGap ||= 1;
  return style;
}
