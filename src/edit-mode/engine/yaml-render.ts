/**
 * New YAML text written as the file's neighbours write theirs: scalars as the yaml package writes them
 * (plain unless they need quotes, multi-line texts as `|-` blocks), maps and lists in block style at the
 * file's indentation step, list style (indented under their key or not, spaces after the dash) and line
 * ending, from the column where they go.
 */
import { CST, stringify, type Scalar } from 'yaml';
import { isRecord } from '../../shared/guards.ts';
import { YamlEditError, type Style } from './yaml-layout.ts';

/** The scalar types a value of JSON can be written as in place of another. */
export const isScalarValue = (value: unknown): value is string | number | boolean | null =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * A block text's header with the indentation indicator yaml writes (always 2, for its own step) made the
 * distance `step` from its parent's indentation to its lines, as the file's own layout has it.
 */
const withStep = (header: string, step: number) => header.replace(/^([|>])\d/, `$1${step}`);

/**
 * A scalar after `key: ` or `- `, as yaml writes it (plain unless it needs quotes, a multi-line text as
 * a block), as lines: the first follows the indicator, the others are a block text's lines at `column + step`.
 */
function scalarLines(value: string | number | boolean | null, column: number, step: number): string[] {
  const [first = '', ...rest] = stringify({ k: value }, { indent: step, lineWidth: 0 }).slice('k: '.length).replace(/\n$/, '').split('\n');
  return [withStep(first, step), ...rest.map((line) => (line === '' ? line : ' '.repeat(column) + line))];
}

/** A map key as yaml writes one: plain unless it needs quotes. */
const keyText = (key: string) => stringify({ [key]: 0 }, { lineWidth: 0 }).slice(0, -': 0\n'.length);

const isEmptyCollection = (value: unknown) => (Array.isArray(value) ? value.length === 0 : isRecord(value) && Object.keys(value).length === 0);

/**
 * `value`'s lines after an indicator (`key:` or `-`) at `column`, whose own lines start at `inner`: a
 * scalar or an empty collection on the indicator's line, a map or list on the lines below (or, in a list
 * item, from its line on: `- key: value`).
 */
function valueLines(value: unknown, column: number, inner: number, style: Style, inList: boolean): string[] {
  // After a dash, the value starts where its own lines do; after a key, one space further.
  const space = inList ? ' '.repeat(inner - column - 1) : ' ';
  if (isScalarValue(value)) {
    const [first = '', ...rest] = scalarLines(value, column, inner - column);
    return [space + first, ...rest];
  }
  if (isEmptyCollection(value)) return [space + (Array.isArray(value) ? '[]' : '{}')];
  const lines = blockLines(value, inner, style);
  return inList ? [space + lines[0]!.slice(inner), ...lines.slice(1)] : ['', ...lines];
}

/** The lines of the map or list `value`, its entries at `column`, in the file's style. */
function blockLines(value: unknown, column: number, style: Style): string[] {
  const pad = ' '.repeat(column);
  if (Array.isArray(value))
    return value.flatMap((item: unknown) => {
      const [first = '', ...rest] = valueLines(item, column, column + 1 + style.dashGap, style, true);
      return [`${pad}-${first}`, ...rest];
    });
  if (!isRecord(value)) throw new YamlEditError('unsupported', 'Only texts, numbers, true/false, lists and groups of fields can be written.');
  return Object.entries(value).flatMap(([key, member]) => {
    const inner = column + (Array.isArray(member) && !style.indentSeq ? 0 : style.indent);
    const [first = '', ...rest] = valueLines(member, column, inner, style, false);
    return [`${pad}${keyText(key)}:${first}`, ...rest];
  });
}

/** A whole new entry at `column`, ending with a line ending: `key: value` in a map, `- value` in a list. */
export function renderEntry(key: string | null, value: unknown, column: number, style: Style): string {
  return blockLines(key === null ? [value] : { [key]: value }, column, style).join(style.eol) + style.eol;
}

/** A whole file's data, from its first column, ending with a line ending. */
export const renderDocument = (value: unknown, style: Style): string =>
  isScalarValue(value) ? stringify(value, { lineWidth: 0 }).replaceAll('\n', style.eol) : blockLines(value, 0, style).join(style.eol) + style.eol;

/** What follows the `:` (or `-`) of an entry at `column` when its value becomes `value`, without the last line ending. */
export function renderValue(kind: 'map' | 'list', value: unknown, column: number, style: Style): string {
  const entry = renderEntry(kind === 'map' ? 'k' : null, value, column, style);
  return entry.slice(column + (kind === 'map' ? 2 : 1), -style.eol.length);
}

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

/** Where a rewritten scalar is: in a flow collection, or in a block whose entry is at `column`, a new block text's lines at `indent`. */
export interface ScalarPlace {
  column: number;
  indent: number;
  inFlow: boolean;
  style: Style;
}

/**
 * The new text of the scalar `node` (from its first character to the end of its comment and line ending)
 * when its value becomes `value`, in its own quoting style. A block text keeps the indentation of its lines.
 */
export function rewriteScalar(node: Scalar, value: string | number | boolean | null, place: ScalarPlace): string {
  const source = node.srcToken;
  if (!source || !CST.isScalar(source)) throw new YamlEditError('unsupported', 'This value has no text of its own to rewrite.');
  const token = structuredClone(source);
  if (typeof value === 'string') {
    const indent = (token.type === 'block-scalar' ? blockIndent(token) : null) ?? place.indent;
    // setScalarValue writes a block's lines at the token's indent.
    Object.assign(token, { indent });
    // In a flow collection a text stays on its line: as an implicit key, a line break is written "\n".
    CST.setScalarValue(token, value, { inFlow: place.inFlow, implicitKey: place.inFlow, type: styleFor(token, value) });
    const header = token.type === 'block-scalar' ? token.props[0] : undefined;
    if (header?.type === 'block-scalar-header') header.source = withStep(header.source, indent - place.column);
  } else {
    CST.setScalarValue(token, stringify(value).trimEnd(), { inFlow: place.inFlow, type: 'PLAIN' });
  }
  return CST.stringify(token).replace(/\r?\n/g, place.style.eol);
}
