import { isAlias, isCollection, isMap, isPair, isScalar, type Alias, type Document, type Node, type Scalar } from 'yaml';
import type { ProblemCode } from '../codes.ts';
import { characterName, controlCharacter } from '../control-characters.ts';
import { contentLimits, formatCount, textTooLongHint } from '../limits.ts';
import type { Path, PathSegment } from '../../shared/path.ts';
import type { Position } from '../problem.ts';
import { lineCounterOf } from './line-counter.ts';
import { misreadStart, quoteHint, quotedLine } from '../needs-quotes.ts';
import { yamlEscapes } from './scalar-offsets.ts';
import { explainSyntaxError } from './syntax-error.ts';

/** Something a file's YAML gives to report, before any schema: what a problem says, without the file. */
export interface Finding extends Position {
  code: ProblemCode;
  path: Path;
  message: string;
  hint: string;
  /** True when the file's data cannot be used at all: it is then left out of every later check. */
  blocking: boolean;
}

/** The tags of YAML's core schema: the only ones a content file may spell out (`!!str 2024`). */
const coreTags = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((name) => `tag:yaml.org,2002:${name}`));

/**
 * What a parsed file gives to report: nesting beyond the limit, else its first syntax error, else
 * every unsupported tag, alias, text beyond the limit and text that YAML cut or changed (an anchor
 * or a comment taken out of it). Empty for an ordinary file.
 */
export function inspectYaml(text: string, parse: () => Document): Finding[] {
  const at = positionsOf(text);
  const tooDeep = deepFlowOffset(text) ?? firstTooDeep(parse().contents)?.range![0];
  if (tooDeep !== undefined) {
    const message = `Groups and lists are nested more than ${contentLimits.depth} levels deep here.`;
    return [
      {
        code: 'too-deep',
        ...at(tooDeep),
        path: [],
        message,
        hint: 'No content needs this many levels: check the indentation of the lines above.',
        blocking: true,
      },
    ];
  }
  const doc = parse();
  const [error] = doc.errors;
  if (error) {
    const { code, ...explained } = explainSyntaxError(error.code, error.message, text, at(error.pos[0]));
    return [{ code, path: [], ...explained, blocking: true }];
  }
  return new ValueInspector(text, at).inspect(doc.contents);
}

function positionsOf(text: string): (offset: number) => Position {
  let lines: ReturnType<typeof lineCounterOf> | undefined;
  return (offset) => {
    lines ??= lineCounterOf(text);
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
}

/**
 * Where a "[" or "{" opens a list or group nested deeper than the limit inside other such
 * brackets, found without parsing: yaml takes seconds to read 100 KB of such nesting. Quoted texts
 * and comments are skipped; a bracket inside a text ("Step [1 of 3]") starts nothing.
 */
function deepFlowOffset(text: string): number | undefined {
  if (count(text, '[') + count(text, '{') < contentLimits.depth) return undefined;
  let depth = 0;
  let previous = '\n';
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    const startsValue = valueIndicators.has(previous);
    if (char === '#' && (index === 0 || whitespace.has(text.charAt(index - 1)))) {
      index = text.indexOf('\n', index) - 1;
      if (index < 0) break;
    } else if ((char === '"' || char === "'") && startsValue) {
      index = closingQuote(text, index);
    } else if ((char === '[' || char === '{') && startsValue) {
      if (++depth >= contentLimits.depth) return index;
    } else if ((char === ']' || char === '}') && depth > 0) {
      depth--;
    }
    if (char === '\n' || !whitespace.has(char)) previous = char;
  }
  return undefined;
}

/** What may come right before a value (spaces aside): a line start, a key's colon, a list's dash, a comma, a bracket. */
const valueIndicators = new Set(['\n', ':', '-', ',', '[', '{']);
const whitespace = new Set([' ', '\t', '\r', '\n']);

function count(text: string, char: string): number {
  let found = 0;
  for (let index = text.indexOf(char); index >= 0 && found < contentLimits.depth; index = text.indexOf(char, index + 1)) found++;
  return found;
}

/** The offset of the quote that closes the one at `open`, or the end of the text. */
function closingQuote(text: string, open: number): number {
  const quote = text.charAt(open);
  for (let index = open + 1; index < text.length; index++) {
    const char = text.charAt(index);
    if (quote === '"' && char === '\\') index++;
    else if (char === quote && quote === "'" && text.charAt(index + 1) === "'") index++;
    else if (char === quote) return index;
  }
  return text.length;
}

/**
 * The first group or list, in the order of the text, nested deeper than the limit. Walked without
 * recursion: the file may nest far deeper than a call stack allows.
 */
function firstTooDeep(root: unknown): Node | undefined {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (isPair(node)) stack.push([node.value, depth], [node.key, depth]);
    if (!isCollection(node)) continue;
    if (depth + 1 > contentLimits.depth && node.range) return node;
    for (let index = node.items.length - 1; index >= 0; index--) stack.push([node.items[index], depth + 1]);
  }
  return undefined;
}

/** One walk over a file whose nesting is within the limit: tags, aliases and texts. */
class ValueInspector {
  private readonly findings: Finding[] = [];
  /** Each anchor's node and how many values it stands for, set once the node has been walked. */
  private readonly anchors = new Map<string, { node: Node; size: number }>();
  private readonly aliasedNodes = new Set<Node>();
  private readonly anchoredTexts: { node: Scalar; path: PathSegment[] }[] = [];
  private aliasedValues = 0;

  /** Whether any text of the file may hold a control character: most files have none, nor any escape. */
  private readonly mayHoldControls: boolean;

  constructor(
    private readonly text: string,
    private readonly at: (offset: number) => Position,
  ) {
    this.mayHoldControls = controlCharacter.test(text) || text.includes('\\');
  }

  inspect(root: unknown): Finding[] {
    this.walk(root, []);
    for (const { node, path } of this.anchoredTexts) if (!this.aliasedNodes.has(node)) this.anchorInText(node, path);
    return this.findings.sort((a, b) => a.line - b.line || a.column - b.column);
  }

  /** Walks `node` and returns how many values it stands for, aliases counted as written out. */
  private walk(node: unknown, path: PathSegment[]): number {
    if (isPair(node)) {
      if (isCollection(node.key) || isAlias(node.key)) this.fieldNameNotAWord(node.key, path);
      return this.walk(node.key, path) + this.walk(node.value, [...path, keyName(node.key)]);
    }
    if (isAlias(node)) return this.alias(node, path);
    if (!isScalar(node) && !isCollection(node)) return 0;
    if (node.tag !== undefined && !coreTags.has(node.tag)) this.unsupportedTag(node, path);
    let size = 1;
    if (isCollection(node)) node.items.forEach((item, index) => (size += this.walk(item, isMap(node) ? path : [...path, index])));
    else this.scalar(node, path);
    if (node.anchor) this.anchors.set(node.anchor, { node, size });
    if (node.anchor && isScalar(node)) this.anchoredTexts.push({ node, path });
    return size;
  }

  private alias(node: Alias, path: PathSegment[]): number {
    const anchor = this.anchors.get(node.source);
    const position = this.at(node.range![0]);
    if (!anchor) {
      // Most often a text that starts with "*"; else an alias before its anchor, or inside it.
      this.add({ code: 'text-needs-quotes', ...position, path, message: misreadStart('*')!, hint: this.quoteHint(node.range![0]), blocking: true });
      return 1;
    }
    this.aliasedNodes.add(anchor.node);
    const before = this.aliasedValues;
    this.aliasedValues += anchor.size;
    if (before <= contentLimits.aliasedValues && this.aliasedValues > contentLimits.aliasedValues) {
      const message = `By this alias, the aliases of this file repeat ${formatCount(this.aliasedValues)} values; a file may repeat at most ${formatCount(contentLimits.aliasedValues)}.`;
      this.add({
        code: 'too-many-aliases',
        ...position,
        path,
        message,
        hint: 'Write the values out instead of repeating them with "*": content files rarely need aliases.',
        blocking: true,
      });
    }
    return anchor.size;
  }

  private unsupportedTag(node: Node, path: PathSegment[]): void {
    const start = tokenBefore(this.text, node.range![0], '!');
    const tag = /^\S*/.exec(this.text.slice(start))![0];
    const hint = tag.startsWith('!!')
      ? `Remove "${tag}": a value is a text, a number, true or false, a list or a group of fields.`
      : `If "${tag}" is part of the text, put the whole text in double quotes (${quotedLine(this.lineAt(start))}); otherwise remove it.`;
    this.add({
      code: 'unsupported-tag',
      ...this.at(start),
      path,
      message: `YAML reads "${tag}" as a tag, which content files do not use.`,
      hint,
      blocking: true,
    });
  }

  /** A text beyond the limit, one that holds a control character, or one that a comment on its line cuts short. */
  private scalar(node: Scalar, path: PathSegment[]): void {
    const [start, valueEnd, nodeEnd] = node.range!;
    if (this.mayHoldControls) this.controlCharacter(node, path);
    if (typeof node.value === 'string' && node.value.length > contentLimits.textCharacters) {
      const message = `This text has ${formatCount(node.value.length)} characters; a text may have at most ${formatCount(contentLimits.textCharacters)}.`;
      this.add({ code: 'text-too-long', ...this.at(start), path, message, hint: textTooLongHint, blocking: true });
    }
    const comment = node.type === 'PLAIN' && node.comment !== undefined ? /^[ \t]+#/.exec(this.text.slice(valueEnd, nodeEnd)) : null;
    if (!comment || path.length === 0) return;
    const hash = valueEnd + comment[0].length - 1;
    if (/^#\S/.test(this.text.slice(hash))) {
      const message = `YAML reads the rest of this line, from " #", as a comment: the text stops at "${String(node.source)}".`;
      this.add({ code: 'text-needs-quotes', ...this.at(hash), path, message, hint: this.quoteHint(start), blocking: false });
    } else {
      const message = `The note after this text ("#${this.text.slice(hash + 1, nodeEnd).trimEnd()}") is easily taken for part of it.`;
      const hint = `Move the note to a line of its own above. If it is part of the text, put the whole text in double quotes: ${quotedLine(this.lineAt(start))}`;
      this.add({ code: 'comment-after-text', ...this.at(hash), path, message, hint, blocking: false });
    }
  }

  /** The first invisible control character of a text (or a name), written as such or, in double quotes, as an escape. */
  private controlCharacter(node: Scalar, path: PathSegment[]): void {
    const [start, valueEnd] = node.range!;
    const found = firstControlCharacter(this.text.slice(start, valueEnd), node.type === 'QUOTE_DOUBLE');
    if (!found) return;
    const { index, char, escape } = found;
    const named = characterName(char);
    const [message, hint] = escape
      ? [
          `The escape "${escape}" puts an invisible control character in this text: ${named}.`,
          `Delete "${escape}"; it stands for a character that is invisible and that a web page cannot show.`,
        ]
      : [`This text holds an invisible control character: ${named}.`, controlCharacterHint];
    this.add({ code: 'control-character', ...this.at(start + index), path, message, hint, blocking: false });
  }

  private fieldNameNotAWord(key: Node, path: PathSegment[]): void {
    const message = 'YAML syntax error: this field name is a list, a group of fields or an alias.';
    this.add({
      code: 'yaml-syntax',
      ...this.at(key.range![0]),
      path,
      message,
      hint: 'Write the name of the field before the colon, such as "title:".',
      blocking: true,
    });
  }

  /** A text starting with "&": YAML takes the first word as the name of an anchor that nothing uses. */
  private anchorInText(node: Scalar, path: PathSegment[]): void {
    const start = tokenBefore(this.text, node.range![0], '&');
    const message = misreadStart('&')!.replace(/\.$/, () => `, and leaves "&${node.anchor}" out of the text.`);
    this.add({ code: 'text-needs-quotes', ...this.at(start), path, message, hint: this.quoteHint(start), blocking: false });
  }

  /** How to quote the text on the line of `offset`. */
  private quoteHint(offset: number): string {
    return quoteHint(this.lineAt(offset));
  }

  private lineAt(offset: number): string {
    const lineStart = this.text.lastIndexOf('\n', offset - 1) + 1;
    const lineEnd = this.text.indexOf('\n', offset);
    return this.text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd).replace(/\r$/, '');
  }

  private add(finding: Finding): void {
    this.findings.push(finding);
  }
}

const controlCharacterHint =
  'Delete it; it is invisible and a web page cannot show it. It usually comes with text copied from another program: if your editor does not show it either, type the text around this column again.';

const controlClass = controlCharacter.source;
const rawControls = new RegExp(controlClass, 'g');
/** In double quotes: an escape (whose escaped character is not itself a control character), or a control character. */
const escapesAndControls = new RegExp(`\\\\(?:x[\\da-fA-F]{2}|u[\\da-fA-F]{4}|U[\\da-fA-F]{8}|[^${controlClass.slice(1)})|${controlClass}`, 'g');

/** What an escape (`\e`, `\x07`, `\u2028`) stands for; '' for one that stands for no single character YAML knows. */
function unescaped(escape: string): string {
  const code = escape.length > 2 ? Number.parseInt(escape.slice(2), 16) : Number.NaN;
  if (!Number.isNaN(code)) return code <= 0xffff ? String.fromCharCode(code) : '';
  return yamlEscapes[escape.charAt(1)] ?? '';
}

/**
 * The first control character in a text's source, with its index there: written as such (the CR of
 * a Windows line end aside) or, in double quotes, as an escape, which is then given.
 */
function firstControlCharacter(source: string, doubleQuoted: boolean): { index: number; char: string; escape?: string } | undefined {
  for (const match of source.matchAll(doubleQuoted ? escapesAndControls : rawControls)) {
    const [token] = match;
    const escape = token.length > 1 ? token : undefined;
    const char = escape ? unescaped(escape) : token;
    if (char === '\r' && !escape && source.charAt(match.index + 1) === '\n') continue;
    if (controlCharacter.test(char)) return { index: match.index, char, ...(escape ? { escape } : {}) };
  }
  return undefined;
}

const keyName = (key: unknown): PathSegment => (isScalar(key) ? String(key.value) : '?');

/** Where the token starting with `mark` (a tag "!…" or an anchor "&…") that precedes `offset` begins. */
function tokenBefore(text: string, offset: number, mark: string): number {
  let start = text.lastIndexOf(mark, offset - 1);
  while (start > 0 && !/[\s,[\]{}]/.test(text.charAt(start - 1))) start--;
  return Math.max(0, start);
}
