import type { ProblemCode } from '../codes.ts';
import type { Position } from '../problem.ts';
import { misindentedLine, type Misindented } from './indentation.ts';
import { misreadStart, quoteHint, valueOnLine } from '../needs-quotes.ts';

/** A syntax error in the editor's terms, at the line that needs the fix. */
interface ExplainedSyntaxError extends Position {
  code: Extract<ProblemCode, 'yaml-syntax' | 'text-needs-quotes'>;
  message: string;
  hint: string;
}

const said = (message: string, hint: string) => ({ message, hint });

const syntaxExplanations: Record<string, { message: string; hint: string }> = {
  TAB_AS_INDENT: said('a tab character is used for indentation.', 'YAML only accepts spaces for indentation: replace the tab with spaces (2 per level).'),
  DUPLICATE_KEY: said('the same field appears twice in this group.', 'Keep one of them: delete or rename the repeated line.'),
  BAD_INDENT: said('this line is not indented like the lines around it.', 'Line it up with the other fields of the same group (2 spaces per level).'),
  MISSING_CHAR: said(
    'YAML expected ":" after a field name on this line.',
    'Write the field name, then ":", then its value; and check the indentation against the lines around it (2 spaces per level).',
  ),
  BLOCK_AS_IMPLICIT_KEY: said(
    'a field name is followed by an indented block where YAML expected a value.',
    'Check the indentation of this line and the one above it, and that the field above ends with ":".',
  ),
  MULTILINE_IMPLICIT_KEY: said(
    'a field name runs over several lines.',
    'Check for a missing ":" after a field name or a missing quote around a text that contains ":".',
  ),
  MISSING_CLOSING_QUOTE: said('a quoted text is never closed.', 'Add the closing quote at the end of the text.'),
  MULTIPLE_DOCS: said(
    'this file holds more than one YAML document (a line "---" starts another).',
    'Delete the line "---" and what follows it, or move that part to a file of its own.',
  ),
  UNEXPECTED_TOKEN: said('a character appears where YAML did not expect it.', 'Texts containing ": ", "#", "[" or "{" must be quoted.'),
};

/** Parser errors that a line indented unlike its neighbours causes, wherever the parser notices them. */
const indentationCodes = new Set(['BAD_INDENT', 'MISSING_CHAR', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'UNEXPECTED_TOKEN']);

type Explanation = Omit<ExplainedSyntaxError, 'line' | 'column' | 'code'> & { at?: Position; code?: ExplainedSyntaxError['code'] };

/**
 * Turns the parser's error into the editor's terms, and moves it to the line that needs the fix
 * when the parser only noticed later (a quote left open, a line indented unlike its neighbours).
 */
export function explainSyntaxError(code: string, original: string, text: string, at: Position): ExplainedSyntaxError {
  const lines = text.split(/\r?\n/);
  const explained =
    textNeedingQuotes(lines, at) ?? unclosedQuote(code, lines, at) ?? misindented(code, lines, at) ?? byCode(code, original, lines[at.line - 1] ?? '');
  const message = explained.code === 'text-needs-quotes' ? explained.message : `YAML syntax error: ${explained.message}`;
  return { code: explained.code ?? 'yaml-syntax', ...(explained.at ?? at), message, hint: explained.hint };
}

/** A plain text that YAML reads as something else: one that starts with a character YAML gives a meaning to, or contains ": ". */
function textNeedingQuotes(lines: readonly string[], at: Position): Explanation | undefined {
  const line = lines[at.line - 1] ?? '';
  const found = valueOnLine(line);
  if (!found || /^["']/.test(found.value)) return undefined;
  const start = misreadStart(found.value);
  const position = { line: at.line, column: found.column };
  if (start) return { code: 'text-needs-quotes', message: start, hint: quoteHint(line), at: position };
  if (!/:\s/.test(found.value)) return undefined;
  return {
    code: 'text-needs-quotes',
    message: 'This text contains ": ", which YAML reads as the start of another field.',
    hint: quoteHint(line),
    at: position,
  };
}

/** The parser notices a quote left open only further down: the first line whose value opens a quote it never closes. */
function unclosedQuote(code: string, lines: readonly string[], at: Position): Explanation | undefined {
  if (!['MISSING_CHAR', 'MISSING_CLOSING_QUOTE', 'BAD_DQ_ESCAPE', 'UNEXPECTED_TOKEN'].includes(code)) return undefined;
  for (let index = 0; index < Math.min(lines.length, at.line); index++) {
    const open = /^(\s*(?:- )?[\w-]+:\s+)(["'])(.*)$/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, before, quote, rest] = open;
    const closed = quote === '"' ? /(^|[^\\])"\s*(#.*)?$/.test(rest!) : /'\s*(#.*)?$/.test(rest!.replace(/''/g, ''));
    if (!closed)
      return {
        message: `a quoted text is never closed (it opens with ${quote}).`,
        hint: `Add ${quote} at the end of the text on this line.`,
        at: { line: index + 1, column: before!.length + 1 },
      };
  }
  return undefined;
}

/** A line indented unlike the lines it belongs with: "This line has 3 spaces; the fields around it have 4." */
function misindented(code: string, lines: readonly string[], at: Position): Explanation | undefined {
  if (!indentationCodes.has(code)) return undefined;
  const found = misindentedLine(lines, at.line);
  if (!found) return undefined;
  const what = found.item ? 'the other items of its list' : 'the fields around it';
  return {
    message: `this line has ${spaces(found.has)}; ${what} have ${found.needs}.`,
    hint: indentationHint(found, lines[found.line - 1]!),
    at: { line: found.line, column: found.has + 1 },
  };
}

function indentationHint({ has, needs, sibling }: Misindented, text: string): string {
  const change = needs > has ? `Add ${spaces(needs - has)}` : `Remove ${spaces(has - needs)}`;
  const start = /^\s*(- +[^\s:#][^:#]*:|- |[^\s:#][^:#]*:)/.exec(text)?.[1]?.replace(/^- +/, '- ') ?? text.trim();
  return `${change} before "${start}"${sibling ? `, to line it up with "${sibling.start}" on line ${sibling.line}` : ` (${needs} in all)`}.`;
}

const spaces = (count: number) => `${count} space${count === 1 ? '' : 's'}`;

function byCode(code: string, original: string, line: string): Explanation {
  // A closing character is missing only where something was opened: a quote or a bracket.
  if (code === 'MISSING_CHAR' && /["'[{]/.test(line))
    return { message: 'a closing character is missing.', hint: 'Check that every quote ( " or \' ) and bracket you opened is closed on the same line.' };
  const known = syntaxExplanations[code];
  if (known) return known;
  const detail = original.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? original;
  return { message: detail, hint: 'Check the indentation (spaces only, 2 per level) and that texts containing ":" or "#" are quoted.' };
}
