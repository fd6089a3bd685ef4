import { isScalar, parseDocument, visit } from 'yaml';

/** A line indented unlike the lines it belongs with, and what it should have been. */
export interface Misindented {
  /** 1-based. */
  line: number;
  /** Spaces the line has, and the spaces it needs. */
  has: number;
  needs: number;
  /** A line nearby that has the right indentation, to name in the message: its number and what it starts with. */
  sibling?: { line: number; start: string };
  /** Whether the line is a list item ("- …"), rather than a field. */
  item: boolean;
}

/** How far around the parser's error to look for the line at fault: the parser often notices a line or two late. */
const linesBefore = 12;
const linesAfter = 1;
/** How far before the candidates a fragment may start, and after them it may end, when the file has no top-level line nearer. */
const contextLines = 60;

const indentOf = (line: string) => /^ */.exec(line)![0].length;
const isContent = (line: string | undefined) => line !== undefined && line.trim() !== '' && !line.trimStart().startsWith('#');
/** Where a line's field name starts: after its indentation and any "- ". */
const keyColumnOf = (line: string) => /^[ ]*(?:- +)*/.exec(line)![0].length;

/**
 * The line whose indentation breaks the file near the parser's error (at `errorLine`, 1-based).
 * Each line near the error is tried at each indentation the lines around it use, and the file
 * reread: the one change that makes the file readable names the line at fault, whatever the parser
 * said and wherever it noticed. When several changes would, the one that leaves no field without
 * a value wins (a text moved to column 0 empties the group above it), then the one nearest the error.
 */
export function misindentedLine(lines: readonly string[], errorLine: number): Misindented | undefined {
  const candidates = range(Math.max(1, errorLine - linesBefore), Math.min(lines.length, errorLine + linesAfter)).filter((line) => isContent(lines[line - 1]));
  if (candidates.length === 0) return undefined;
  const { first, last } = fragmentAround(lines, candidates[0]!, candidates.at(-1)!);
  const levels = indentationLevels(lines, first, last);
  let best: (Misindented & { emptyValues: number }) | undefined;
  for (const line of candidates) {
    const text = lines[line - 1]!;
    for (const needs of levels) {
      if (needs === indentOf(text)) continue;
      const fragment = lines.slice(first - 1, last).map((other, index) => (first + index === line ? ' '.repeat(needs) + text.trimStart() : other));
      const emptyValues = emptyValuesIfReadable(fragment.join('\n'));
      if (emptyValues === undefined) continue;
      const found = { line, has: indentOf(text), needs, item: /^\s*- /.test(text), emptyValues };
      if (!best || isBetter(found, best, errorLine)) best = found;
    }
  }
  if (!best) return undefined;
  const { emptyValues: _emptyValues, ...misindented } = best;
  return { ...misindented, sibling: siblingOf(lines, misindented, first, last) };
}

function isBetter(found: Misindented & { emptyValues: number }, best: Misindented & { emptyValues: number }, errorLine: number): boolean {
  if (found.emptyValues !== best.emptyValues) return found.emptyValues < best.emptyValues;
  const distance = (candidate: Misindented) => Math.abs(candidate.line - errorLine);
  if (distance(found) !== distance(best)) return distance(found) < distance(best);
  return Math.abs(found.needs - found.has) < Math.abs(best.needs - best.has);
}

/**
 * The lines to reread: from the nearest top-level line before the candidates (or, in a long group,
 * the least indented line within reach) to the next top-level line after them, so that the
 * fragment reads on its own.
 */
function fragmentAround(lines: readonly string[], firstCandidate: number, lastCandidate: number): { first: number; last: number } {
  let first = firstCandidate;
  for (let line = firstCandidate; line >= Math.max(1, firstCandidate - contextLines); line--) {
    const text = lines[line - 1]!;
    if (!isContent(text)) continue;
    if (indentOf(text) <= indentOf(lines[first - 1]!)) first = line;
    if (indentOf(text) === 0) break;
  }
  let last = lastCandidate;
  for (let line = lastCandidate + 1; line <= Math.min(lines.length, lastCandidate + contextLines); line++) {
    const text = lines[line - 1]!;
    if (isContent(text) && indentOf(text) <= indentOf(lines[first - 1]!)) break;
    last = line;
  }
  return { first, last };
}

/** Every indentation the lines of the fragment use, for fields and for list items. */
function indentationLevels(lines: readonly string[], first: number, last: number): number[] {
  const levels = new Set<number>([0]);
  for (const text of lines.slice(first - 1, last)) {
    if (!isContent(text)) continue;
    levels.add(indentOf(text));
    levels.add(keyColumnOf(text));
  }
  return [...levels].sort((a, b) => a - b);
}

/** How many fields of `text` have no value, when it reads without error; undefined when it does not. */
function emptyValuesIfReadable(text: string): number | undefined {
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length > 0) return undefined;
  let empty = 0;
  visit(doc, {
    Pair(_key, pair) {
      if (pair.value === null || (isScalar(pair.value) && pair.value.value === null && pair.value.source === '')) empty++;
    },
  });
  return empty;
}

/** The nearest line of the fragment at the indentation the misindented line needs, of the same kind (field or list item). */
function siblingOf(lines: readonly string[], { line, needs, item }: Misindented, first: number, last: number): Misindented['sibling'] {
  const matches = (number: number) => {
    const text = lines[number - 1]!;
    if (number === line || !isContent(text)) return false;
    return item ? /^\s*- /.test(text) && indentOf(text) === needs : keyColumnOf(text) === needs && /^[ -]*[^\s:#][^:#]*:/.test(text);
  };
  const nearest = range(first, last)
    .filter(matches)
    .sort((a, b) => Math.abs(a - line) - Math.abs(b - line) || a - b)[0];
  if (nearest === undefined) return undefined;
  const text = lines[nearest - 1]!;
  const start = item ? /^\s*(- +[^\s:#][^:#]*:|- )/.exec(text)![1]!.replace(/ +/, ' ') : /^[ -]*([^\s:#][^:#]*:)/.exec(text)![1]!;
  return { line: nearest, start };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
