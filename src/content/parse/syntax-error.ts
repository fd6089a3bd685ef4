import type { Position } from './source-file.ts';

/** A syntax error in the editor's terms, at the line that needs the fix. */
export interface ExplainedSyntaxError extends Position {
  message: string;
  hint: string;
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
    message: 'a character appears where YAML did not expect it.',
    hint: 'Texts containing ": ", "#", "[" or "{" must be quoted.',
  },
};

const indentOf = (line: string) => /^ */.exec(line)![0].length;

type Explanation = Omit<ExplainedSyntaxError, 'line' | 'column'> & { at?: Position };

/**
 * Turns the parser's error into the editor's terms, and moves it to the line that needs the fix
 * when the parser only noticed later (a quote left open, a line indented one step too far).
 */
export function explainSyntaxError(code: string, original: string, lines: string[], at: Position): ExplainedSyntaxError {
  const line = lines[at.line - 1] ?? '';
  const explained = textNeedingQuotes(line) ?? unclosedQuote(code, lines, at) ?? overIndentedLine(code, lines, at) ?? byCode(code, original);
  return { ...(explained.at ?? at), message: `YAML syntax error: ${explained.message}`, hint: explained.hint };
}

/** A plain text that YAML reads as something else: one starting with "{{", or containing ": ". */
function textNeedingQuotes(line: string): Explanation | undefined {
  if (/:\s+\{\{/.test(line)) {
    return { message: 'a text starts with "{{", which YAML reads as the start of a group.', hint: `Put the whole text in double quotes: ${line.trim().replace(/:\s+(.*)$/, ': "$1"')}` };
  }
  const value = /^\s*(?:- )?[\w-]+:\s+(?!["'|>])(.*)$/.exec(line)?.[1];
  if (!value || !/:\s/.test(value)) return undefined;
  const quoted = line.trim().replace(/^([\w-]+):\s+(.*)$/, (_m, key: string, text: string) => `${key}: "${text.replace(/"/g, '\\"')}"`);
  return { message: 'this text contains ": ", which YAML reads as the start of another field.', hint: `Put the whole text in double quotes: ${quoted}` };
}

/** The parser notices a quote left open only further down: the first line whose value opens a quote it never closes. */
function unclosedQuote(code: string, lines: string[], at: Position): Explanation | undefined {
  if (!['MISSING_CHAR', 'MISSING_CLOSING_QUOTE', 'BAD_DQ_ESCAPE', 'UNEXPECTED_TOKEN'].includes(code)) return undefined;
  for (let index = 0; index < Math.min(lines.length, at.line); index++) {
    const open = /^(\s*(?:- )?[\w-]+:\s+)(["'])(.*)$/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, before, quote, rest] = open;
    const closed = quote === '"' ? /(^|[^\\])"\s*(#.*)?$/.test(rest!) : /'\s*(#.*)?$/.test(rest!.replace(/''/g, ''));
    if (!closed) return { message: `a quoted text is never closed (it opens with ${quote}).`, hint: `Add ${quote} at the end of the text on this line.`, at: { line: index + 1, column: before!.length + 1 } };
  }
  return undefined;
}

/** A field indented further than the field above it, which already has a value. */
function overIndentedLine(code: string, lines: string[], at: Position): Explanation | undefined {
  if (code !== 'BLOCK_AS_IMPLICIT_KEY' && code !== 'MULTILINE_IMPLICIT_KEY') return undefined;
  for (let index = at.line - 1; index < lines.length - 1; index++) {
    const current = lines[index] ?? '';
    const next = lines[index + 1] ?? '';
    if (next.trim() === '' || /:\s*$/.test(current) || !/^\s*[\w-]+:/.test(next)) continue;
    if (indentOf(next) <= indentOf(current) || !/^\s*(?:- )?[\w-]+:\s+\S/.test(current)) return undefined;
    const field = /^\s*(?:- )?([\w-]+):/.exec(current)![1];
    return {
      message: 'this line is indented further than the field above it.',
      hint: `Line it up with "${field}:" above (${indentOf(current) + (/^\s*- /.test(current) ? 2 : 0)} spaces), or remove the value after "${field}:" if this line belongs inside it.`,
      at: { line: index + 2, column: indentOf(next) + 1 },
    };
  }
  return undefined;
}

function byCode(code: string, original: string): Explanation {
  const known = syntaxExplanations[code];
  if (known) return known;
  const detail = original.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? original;
  return { message: detail, hint: 'Check the indentation (spaces only, 2 per level) and that texts containing ":" or "#" are quoted.' };
}
