import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document, type Node, type YAMLMap } from 'yaml';
import { yamlOptions, type ParsedYaml } from './parse-yaml.ts';
import type { PathSegment, Problem } from './problem.ts';

export interface Position {
  line: number;
  column: number;
}

/**
 * A YAML file's data, and where any value of it stands. Positions cost a second, slower parse, so
 * it is made only for files that have something to report.
 */
export class SourceFile {
  readonly data: unknown;
  readonly syntaxProblems: Problem[];
  private withPositions?: { doc: Document; lines: LineCounter };

  constructor(
    readonly file: string,
    readonly text: string,
    parsed: ParsedYaml,
  ) {
    this.data = parsed.ok ? parsed.data : undefined;
    // Only the first error: the parser's later complaints are nearly always echoes of it.
    this.syntaxProblems = parsed.ok
      ? []
      : this.located().doc.errors.slice(0, 1).map((error) => {
          const explained = explainSyntaxError(error.code, error.message, text.split(/\r?\n/), this.position(error.pos[0]));
          return { severity: 'error' as const, file, path: '', ...explained };
        });
  }

  private located(): { doc: Document; lines: LineCounter } {
    if (!this.withPositions) {
      const lines = new LineCounter();
      this.withPositions = { doc: parseDocument(this.text, { ...yamlOptions, lineCounter: lines }), lines };
    }
    return this.withPositions;
  }

  private position(offset: number): Position {
    const { line, col } = this.located().lines.linePos(offset);
    return { line, column: col };
  }

  /** The node at `path`, or undefined when the path leads nowhere. */
  private nodeAt(path: readonly PathSegment[]): unknown {
    let node: unknown = this.located().doc.contents;
    for (const segment of path) {
      if (isMap(node)) {
        node = pairWithKey(node, segment)?.value;
      } else if (isSeq(node)) {
        node = node.items[Number(segment)];
      } else {
        return undefined;
      }
    }
    return node;
  }

  /** Position of the value at `path`; of its nearest existing parent when the value is absent. */
  valueAt(path: readonly PathSegment[]): Position {
    for (let length = path.length; length >= 0; length--) {
      const node = this.nodeAt(path.slice(0, length)) as Node | undefined;
      if (node?.range) return this.position(node.range[0]);
    }
    return { line: 1, column: 1 };
  }

  /** Position of the key `key` inside the map at `path`, falling back to the map itself. */
  keyAt(path: readonly PathSegment[], key: string): Position {
    const parent = this.nodeAt(path);
    const range = isMap(parent) ? (pairWithKey(parent, key)?.key as Node | undefined)?.range : undefined;
    return range ? this.position(range[0]) : this.valueAt(path);
  }
}

/** The pair of `map` whose key reads as `key`, so that `404:` is found as "404". */
const pairWithKey = (map: YAMLMap, key: PathSegment) => map.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));

/** A few lines of `text` around `line`, numbered, with a caret under `column`. */
export function codeFrame(text: string, line: number, column: number): string {
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    const marker = number === line ? '>' : ' ';
    out.push(`${marker} ${String(number).padStart(width)} | ${(lines[number - 1] ?? '').replace(/\t/g, '→')}`);
    if (number === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

const syntaxExplanations: Record<string, { message: string; hint: string }> = {
  TAB_AS_INDENT: {
    message: 'a tab character is used for indentation.',
    hint: 'YAML only accepts spaces for indentation: replace the tab with spaces (2 per level).',
  },
  DUPLICATE_KEY: {
    message: 'the same field appears twice in this group.',
    hint: 'Keep one of them: delete or rename the repeated line.',
  },
  BAD_INDENT: {
    message: 'this line is not indented like the lines around it.',
    hint: 'Line it up with the other fields of the same group (2 spaces per level).',
  },
  MISSING_CHAR: {
    message: 'a closing character is missing.',
    hint: 'Check that every quote ( " or \' ) and bracket you opened is closed on the same line.',
  },
  MISSING_CLOSING_QUOTE: {
    message: 'a quoted text is never closed.',
    hint: 'Add the closing quote at the end of the text.',
  },
  BLOCK_AS_IMPLICIT_KEY: {
    message: 'a field name is followed by an indented block where YAML expected a value.',
    hint: 'Check the indentation of this line and the one above it, and that the field above ends with ":".',
  },
  MULTILINE_IMPLICIT_KEY: {
    message: 'a field name runs over several lines.',
    hint: 'Check for a missing ":" after a field name or a missing quote around a text that contains ":".',
  },
  UNEXPECTED_TOKEN: {
    message: 'yAML found a character it did not expect here.',
    hint: 'Texts containing ": ", "#", "[" or "{" must be quoted.',
  },
};

interface Explained {
  line: number;
  column: number;
  message: string;
  hint: string;
}

const indentOf = (line: string) => /^ */.exec(line)![0].length;

/**
 * Turns the parser's error into the editor's terms, and moves it to the line that needs the fix
 * when the parser only noticed later (a quote left open, a line indented one step too far).
 */
function explainSyntaxError(code: string, original: string, lines: string[], at: Position): Explained {
  const line = lines[at.line - 1] ?? '';
  const here = (message: string, hint: string, position: Position = at): Explained => ({ ...position, message: `YAML syntax error: ${message}`, hint });

  if (/:\s+\{\{/.test(line)) {
    return here('a text starts with "{{", which YAML reads as the start of a group.', `Put the whole text in double quotes: ${line.trim().replace(/:\s+(.*)$/, ': "$1"')}`);
  }
  const value = /^\s*(?:- )?[\w-]+:\s+(?!["'|>])(.*)$/.exec(line)?.[1];
  if (value && /:\s/.test(value)) {
    return here('this text contains ": ", which YAML reads as the start of another field.', `Put the whole text in double quotes: ${line.trim().replace(/^([\w-]+):\s+(.*)$/, (_m, key: string, text: string) => `${key}: "${text.replace(/"/g, '\\"')}"`)}`);
  }
  if (code === 'MISSING_CHAR' || code === 'MISSING_CLOSING_QUOTE' || code === 'BAD_DQ_ESCAPE' || code === 'UNEXPECTED_TOKEN') {
    // The first line whose value opens a quote it never closes.
    for (let index = 0; index < Math.min(lines.length, at.line); index++) {
      const open = /^(\s*(?:- )?[\w-]+:\s+)(["'])(.*)$/.exec(lines[index] ?? '');
      if (!open) continue;
      const [, before, quote, rest] = open;
      const closed = quote === '"' ? /(^|[^\\])"\s*(#.*)?$/.test(rest!) : /'\s*(#.*)?$/.test(rest!.replace(/''/g, ''));
      if (!closed) return here(`a quoted text is never closed (it opens with ${quote}).`, `Add ${quote} at the end of the text on this line.`, { line: index + 1, column: before!.length + 1 });
    }
  }
  if (code === 'BLOCK_AS_IMPLICIT_KEY' || code === 'MULTILINE_IMPLICIT_KEY') {
    // A field indented further than the field above it, which already has a value.
    for (let index = at.line - 1; index < lines.length - 1; index++) {
      const current = lines[index] ?? '';
      const next = lines[index + 1] ?? '';
      if (next.trim() === '' || /:\s*$/.test(current) || !/^\s*[\w-]+:/.test(next)) continue;
      if (indentOf(next) > indentOf(current) && /^\s*(?:- )?[\w-]+:\s+\S/.test(current)) {
        const field = /^\s*(?:- )?([\w-]+):/.exec(current)![1];
        return here(
          'this line is indented further than the field above it.',
          `Line it up with "${field}:" above (${indentOf(current) + (/^\s*- /.test(current) ? 2 : 0)} spaces), or remove the value after "${field}:" if this line belongs inside it.`,
          { line: index + 2, column: indentOf(next) + 1 },
        );
      }
      break;
    }
  }
  const known = syntaxExplanations[code];
  const detail = original.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? original;
  if (known) return here(known.message, known.hint);
  return here(detail, 'Check the indentation (spaces only, 2 per level) and that texts containing ":" or "#" are quoted.');
}
