import type { Scalar } from 'yaml';

/**
 * Where each character of a YAML text is written in its file. A text's value is not the file's
 * characters: quotes and escapes, lines folded into spaces, the indentation of a block (`|`, `>`)
 * stand between them. A place inside the value, such as a link inside a formatted text, becomes a
 * line and column of the file through this map.
 */

/** The kinds of scalar the `yaml` package tells apart: plain, quoted, block. */
type ScalarStyle = Scalar.Type;

/** One character of the value and the offset in the file it comes from. */
interface Piece {
  char: string;
  at: number;
  /** White space written as such (not escaped), which a line break after it removes. */
  space?: boolean;
}

/**
 * For each UTF-16 unit of `value`, the offset in `text` it is written at, and one more for the end
 * of the value. `start` and `end` are the scalar's range in `text`. Null when the scalar cannot be
 * mapped (an indentation indicator, anything read otherwise than here): the map is checked
 * against the value the parser read, so it is exact or absent, never wrong.
 */
export function scalarOffsets(text: string, style: ScalarStyle, start: number, end: number, value: string): number[] | null {
  const pieces = piecesOf(text, style, start, end);
  if (!pieces) return null;
  const read = pieces.map((piece) => piece.char).join('');
  // Block scalars end in as many line breaks as their chomping keeps: the value is a prefix of what is read.
  if (!(read === value || (style.startsWith('BLOCK') && read.startsWith(value)))) return null;
  const offsets = pieces.slice(0, value.length).map((piece) => piece.at);
  offsets.push(pieces[value.length]?.at ?? end);
  return offsets;
}

function piecesOf(text: string, style: ScalarStyle, start: number, end: number): Piece[] | null {
  switch (style) {
    case 'PLAIN':
      return flowPieces(text, start, end, 'plain');
    case 'QUOTE_SINGLE':
      return flowPieces(text, start + 1, end - 1, 'single');
    case 'QUOTE_DOUBLE':
      return flowPieces(text, start + 1, end - 1, 'double');
    case 'BLOCK_LITERAL':
    case 'BLOCK_FOLDED':
      return blockPieces(text, start, end, style === 'BLOCK_FOLDED');
  }
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t';
/** The length of the line break at `at`, 0 when there is none. */
const lineBreak = (text: string, at: number) => (text[at] === '\n' ? 1 : text[at] === '\r' ? (text[at + 1] === '\n' ? 2 : 1) : 0);

/** YAML's one-letter escapes in double quotes, and what each stands for. */
export const yamlEscapes: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
};
const hexDigits: Record<string, number> = { x: 2, u: 4, U: 8 };

/**
 * A plain or quoted scalar between `from` and `to`: a line break between two lines is a space, each
 * empty line a line break; white space around a line break goes; in double quotes, `\` escapes a
 * character or, at the end of a line, joins the next one without a space.
 */
function flowPieces(text: string, from: number, to: number, kind: 'plain' | 'single' | 'double'): Piece[] | null {
  const pieces: Piece[] = [];
  let at = from;
  while (at < to) {
    const char = text[at]!;
    const breakLength = lineBreak(text, at);
    if (breakLength > 0) {
      at = fold(text, at, to, pieces);
    } else if (kind === 'single' && char === "'" && text[at + 1] === "'") {
      pieces.push({ char, at });
      at += 2;
    } else if (kind === 'double' && char === '\\') {
      const next = escaped(text, at, to, pieces);
      if (next === null) return null;
      at = next;
    } else {
      pieces.push({ char, at, ...(isSpace(char) ? { space: true } : {}) });
      at += 1;
    }
  }
  return pieces;
}

/** A line break at `at` and the empty lines after it: a space, or a line break for each empty line. Returns where the next line's text starts. */
function fold(text: string, at: number, to: number, pieces: Piece[]): number {
  while (pieces.at(-1)?.space) pieces.pop();
  const breakAt = at;
  let next = at + lineBreak(text, at);
  let emptyLines = 0;
  for (;;) {
    while (next < to && isSpace(text[next])) next += 1;
    const length = lineBreak(text, next);
    if (length === 0 || next >= to) break;
    pieces.push({ char: '\n', at: next });
    emptyLines += 1;
    next += length;
  }
  if (emptyLines === 0) pieces.push({ char: ' ', at: breakAt });
  return next;
}

/** The escape at `at` (a `\`) of a double-quoted scalar. Returns where the text goes on, null for an escape YAML does not know. */
function escaped(text: string, at: number, to: number, pieces: Piece[]): number | null {
  const code = text[at + 1];
  if (code === undefined || at + 1 >= to) return null;
  const breakLength = lineBreak(text, at + 1);
  if (breakLength > 0) {
    let next = at + 1 + breakLength;
    while (next < to && isSpace(text[next])) next += 1;
    return next;
  }
  const digits = hexDigits[code];
  if (digits !== undefined) {
    const hex = text.slice(at + 2, at + 2 + digits);
    if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== digits) return null;
    for (const char of String.fromCodePoint(parseInt(hex, 16)).split('')) pieces.push({ char, at });
    return at + 2 + digits;
  }
  const char = yamlEscapes[code];
  if (char === undefined) return null;
  pieces.push({ char, at });
  return at + 2;
}

/** One line of a block scalar, its indentation taken off. */
interface BlockLine {
  /** Where its text starts in the file. */
  at: number;
  text: string;
  /** Where its line break stands (the end of the scalar for the last). */
  end: number;
}

/**
 * A block scalar (`|` keeps each line break, `>` folds lines into spaces) from its header at
 * `start`: the indentation of its first line with text is taken off every line.
 */
function blockPieces(text: string, start: number, end: number, folded: boolean): Piece[] | null {
  const headerEnd = text.indexOf('\n', start);
  if (headerEnd < 0 || headerEnd >= end) return [];
  if (/^[|>][+-]?[1-9]|^[|>][1-9]/.test(text.slice(start, headerEnd))) return null;
  const lines = blockLines(text, headerEnd + 1, end);
  const indent = Math.min(...lines.filter((line) => line.text.trim() !== '').map((line) => /^ */.exec(line.text)![0].length));
  if (!Number.isFinite(indent)) return lines.map((line) => ({ char: '\n', at: line.end }));
  const cut = lines.map((line) => {
    const taken = Math.min(indent, /^ */.exec(line.text)![0].length);
    return { ...line, at: line.at + taken, text: line.text.slice(taken) };
  });
  return folded ? foldedPieces(cut) : cut.flatMap((line) => [...charsOf(line), { char: '\n', at: line.end }]);
}

function blockLines(text: string, from: number, to: number): BlockLine[] {
  const lines: BlockLine[] = [];
  let at = from;
  while (at < to) {
    let end = at;
    while (end < to && lineBreak(text, end) === 0) end += 1;
    lines.push({ at, text: text.slice(at, end), end });
    at = end + Math.max(lineBreak(text, end), 1);
  }
  return lines;
}

const charsOf = (line: BlockLine): Piece[] => line.text.split('').map((char, index) => ({ char, at: line.at + index }));

/**
 * The lines of a folded block (`>`): the line break between two lines of text is a space, an empty
 * line a line break; lines that start with white space (more indented) keep their line breaks.
 */
function foldedPieces(lines: BlockLine[]): Piece[] {
  const pieces: Piece[] = [];
  let previous: BlockLine | undefined;
  let emptyLines: BlockLine[] = [];
  for (const line of lines) {
    if (line.text.trim() === '' && !isSpace(line.text[0])) {
      emptyLines.push(line);
      continue;
    }
    if (previous) {
      const spaced = isSpace(previous.text[0]) || isSpace(line.text[0]);
      if (!spaced && emptyLines.length === 0) pieces.push({ char: ' ', at: previous.end });
      else {
        if (spaced) pieces.push({ char: '\n', at: previous.end });
        for (const empty of emptyLines) pieces.push({ char: '\n', at: empty.end });
      }
    } else for (const empty of emptyLines) pieces.push({ char: '\n', at: empty.end });
    pieces.push(...charsOf(line));
    previous = line;
    emptyLines = [];
  }
  if (previous) pieces.push({ char: '\n', at: previous.end });
  for (const empty of emptyLines) pieces.push({ char: '\n', at: empty.end });
  return pieces;
}
