/**
 * New YAML text written as the file's neighbours write theirs: by the yaml package's own stringify (plain
 * scalars unless they need quotes, multi-line texts as `|-` blocks, maps and lists in block style), at
 * the file's indentation step and line ending, moved to the column where it goes.
 */
import { CST, isScalar, stringify, type Scalar } from 'yaml';
import { YamlEditError, type Style } from './yaml-layout.ts';

/** `text`'s lines, each non-empty one moved right by `column`, with the file's line ending. */
function shifted(text: string, column: number, style: Style): string {
  const pad = ' '.repeat(column);
  return text
    .split('\n')
    .map((line) => (line === '' ? line : pad + line))
    .join(style.eol);
}

const written = (value: unknown, style: Style) => stringify(value, { indent: style.indent, indentSeq: style.indentSeq, lineWidth: 0 });

/** A whole new entry at `column`, ending with a line ending: `key: value` in a map, `- value` in a list. */
export function renderEntry(key: string | null, value: unknown, column: number, style: Style): string {
  return shifted(written(key === null ? [value] : { [key]: value }, style), column, style);
}

/** A whole file's data, from its first column, ending with a line ending. */
export const renderDocument = (value: unknown, style: Style): string => shifted(written(value, style), 0, style);

/** What follows the `:` (or `-`) of an entry at `column` when its value becomes `value`, without the last line ending. */
export function renderValue(kind: 'map' | 'list', value: unknown, column: number, style: Style): string {
  const entry = renderEntry(kind === 'map' ? 'k' : null, value, column, style);
  return entry.slice(column + (kind === 'map' ? 2 : 1), -style.eol.length);
}

/** The scalar types a value of JSON can be written as in place of another. */
export const isScalarValue = (value: unknown): value is string | number | boolean | null =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The style a string gets in place of the scalar `token`: its own, unless that cannot hold it as a person would write it. */
function styleFor(token: CST.FlowScalar | CST.BlockScalar, value: string): 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE' | 'BLOCK_LITERAL' | undefined {
  if (value.includes('\n')) return token.type === 'block-scalar' ? undefined : 'BLOCK_LITERAL';
  if (token.type !== 'scalar') return undefined;
  // The package's own choice for a new text: plain, unless YAML would read it as something else.
  const natural = stringify(value, { lineWidth: 0 });
  return natural.startsWith('"') ? 'QUOTE_DOUBLE' : natural.startsWith("'") ? 'QUOTE_SINGLE' : 'PLAIN';
}

/** The indentation of a block scalar's first line of text, or null when it has none. */
function blockIndent(token: CST.BlockScalar): number | null {
  const line = token.source.split('\n').find((part) => part.trim() !== '');
  return line === undefined ? null : line.length - line.trimStart().length;
}

/**
 * The new text of the scalar `node` (from its first character to the end of its comment and line ending)
 * when its value becomes `value`, in its own quoting style; `indent` is where a new block's lines go.
 */
export function rewriteScalar(node: Scalar, value: string | number | boolean | null, context: { indent: number; inFlow: boolean; style: Style }): string {
  const source = node.srcToken;
  if (!isScalar(node) || !source || !CST.isScalar(source)) throw new YamlEditError('unsupported', 'This value has no text of its own to rewrite.');
  const token = structuredClone(source);
  if (typeof value === 'string') {
    const own = token.type === 'block-scalar' ? blockIndent(token) : null;
    Object.assign(token, { indent: own ?? context.indent });
    CST.setScalarValue(token, value, { inFlow: context.inFlow, type: styleFor(token, value) });
  } else {
    CST.setScalarValue(token, written(value, context.style).trimEnd(), { inFlow: context.inFlow, type: 'PLAIN' });
  }
  return CST.stringify(token).replace(/\r?\n/g, context.style.eol);
}
