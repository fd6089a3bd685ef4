/**
 * Texts that YAML reads as something else unless they are in quotes: one that starts with a
 * character YAML gives a meaning to, and one that contains ": " (the start of a field). Used both
 * to explain the syntax errors they cause and to report those YAML reads without complaint.
 */

/** What YAML makes of a value that starts with each of these. */
const startMeanings: [start: string, meaning: string][] = [
  ['*', 'a reference to another value (an alias)'],
  ['&', 'the name of an anchor (a value to repeat elsewhere)'],
  ['!', 'a tag'],
  ['@', 'a character kept for its own future use'],
  ['`', 'a character kept for its own future use'],
  ['%', 'the start of a directive'],
  ['|', 'the start of a text written on the lines below'],
  ['>', 'the start of a text written on the lines below'],
  ['[', 'the start of a list'],
  ['{', 'the start of a group of fields'],
  [',', 'a separator between values'],
  [']', 'the end of a list'],
  ['}', 'the end of a group of fields'],
  ['- ', 'a list item'],
  ['? ', 'the start of a field name'],
];

/** The characters a plain text may not start with, for the rule's sentence. */
export const misreadStarts: readonly string[] = [...new Set(startMeanings.map(([start]) => start.trim()))];

/** The value written after `key: ` or `- ` on a line of YAML, and the column where it starts (1-based). */
export function valueOnLine(line: string): { value: string; column: number } | undefined {
  const match = /^(\s*(?:- )*(?:[^\s"'#:-][^:#]*:[ \t]+)?)(\S.*?)\s*$/.exec(line);
  return match && match[1] ? { value: match[2]!, column: match[1].length + 1 } : undefined;
}

/** `This text starts with "*", which YAML reads as …` for a plain value YAML does not read as a text; undefined for any other. */
export function misreadStart(value: string): string | undefined {
  const found = startMeanings.find(([start]) => value.startsWith(start));
  if (!found) return undefined;
  const [start, meaning] = found;
  // A list or group that closes is only a mistake when more text follows it; a block text only with text on its first line.
  if ((start === '[' || start === '{') && !/^(\[.*\]|\{.*\})\s*[^\s#]/.test(value)) return undefined;
  if ((start === '|' || start === '>') && !/^[|>][-+0-9]*[ \t]+[^\s#]/.test(value)) return undefined;
  return `This text starts with "${start.trim()}", which YAML reads as ${meaning}.`;
}

/** `  title: Best #1 partner` → `title: "Best #1 partner"`: the line as it reads with its value in double quotes. */
export function quotedLine(line: string): string {
  const found = valueOnLine(line);
  const prefix = found ? line.slice(0, found.column - 1).trimStart() : '';
  return `${prefix}${JSON.stringify(found?.value ?? line.trim())}`;
}

/** `Put the whole text in double quotes: title: "Best #1 partner"`. */
export const quoteHint = (line: string): string => `Put the whole text in double quotes: ${quotedLine(line)}`;
