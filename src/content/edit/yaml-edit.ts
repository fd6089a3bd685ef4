/**
 * Lossless edits of a YAML file's text (docs/EDITING.md): each one changes only the node it is about;
 * every other byte (comments, blank lines, key order, quoting, indentation, line endings) stays as it was.
 * First version: the signatures the edit operations code against; the bodies follow.
 */
import { isCollection, isScalar, parseDocument, type Node } from 'yaml';

/** Where a value is inside a file: map keys and list indexes, from the top. */
export type YamlPath = readonly (string | number)[];

/** Why an edit could not be made; nothing has changed when it is thrown. */
export class YamlEditError extends Error {
  override name = 'YamlEditError';
  constructor(
    readonly code: 'not-found' | 'unsupported' | 'not-a-list',
    message: string,
  ) {
    super(message);
  }
}

const pending = (what: string): never => {
  throw new YamlEditError('unsupported', `${what} is not written yet.`);
};

/** Gives the node at `path` the value `value` with the smallest change to `text`. */
export function setIn(_text: string, _path: YamlPath, _value: unknown): string {
  return pending('setIn');
}

/** Removes the map key or list item at `path`, with the comment lines directly above it; nothing else changes. */
export function deleteIn(_text: string, _path: YamlPath): string {
  return pending('deleteIn');
}

/** Moves list item `from` to position `to` of the block list at `listPath`, its comments with it. */
export function moveItem(_text: string, _listPath: YamlPath, _from: number, _to: number): string {
  return pending('moveItem');
}

/** Inserts `value` as a new item at `index` of the block list at `listPath` (index = length appends). */
export function insertItem(_text: string, _listPath: YamlPath, _index: number, _value: unknown): string {
  return pending('insertItem');
}

/** The value at `path` as plain data, or undefined. */
export function getIn(text: string, path: YamlPath): unknown {
  const doc = parseDocument(text);
  const node: unknown = path.length === 0 ? doc.contents : doc.getIn(path, true);
  if (isScalar(node) || isCollection(node)) return (node as Node).toJS(doc);
  return undefined;
}
