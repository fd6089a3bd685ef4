import { isMap, isNode, isScalar, isSeq, type Document, type LineCounter, type Pair, type Scalar, type YAMLMap } from 'yaml';
import type { ContentFile } from '../load/load-files.ts';
import type { ProblemCode } from '../codes.ts';
import type { PathSegment } from '../../shared/path.ts';
import { problem, type Position, type Problem } from '../problem.ts';
import { inspectYaml } from './inspect-yaml.ts';
import type { FileParse } from './parse-cache.ts';
import { lineCounterOf } from './line-counter.ts';
import { parseYamlDocument } from './parse-yaml.ts';
import { scalarOffsets } from './scalar-offsets.ts';

/**
 * A YAML file's data, and where any value of it stands. Positions need the parsed document: the
 * one just parsed, or, for data that came from the parse cache, a new parse made only when the
 * file has something to report.
 */
export class SourceFile {
  readonly file: string;
  readonly text: string;
  readonly data: unknown;
  /** False when the file could not be read as data (a syntax error, a limit passed): later stages leave it out. */
  readonly readable: boolean;
  /** What reading the file found: a syntax error, a limit passed, a text that YAML would cut or change. */
  readonly parseProblems: Problem[];
  private doc?: Document;
  private lines?: LineCounter;
  private readonly pairIndexes = new WeakMap<YAMLMap, Map<string, Pair>>();
  private readonly valueMaps = new WeakMap<Scalar, number[] | null>();

  /** `parse` is absent for a file that was not read (too large): the load stage reported it. */
  constructor({ file, text }: ContentFile, parse?: FileParse) {
    this.file = file;
    this.text = text;
    this.readable = parse?.parsed.readable ?? false;
    this.data = this.readable ? parse!.parsed.data : undefined;
    this.doc = parse?.doc;
    const findings = parse?.parsed.hasFindings ? (parse.findings ?? inspectYaml(text, () => this.located().doc)) : [];
    this.parseProblems = findings.map(({ blocking: _blocking, ...finding }) => problem({ file, ...finding }));
  }

  private located(): { doc: Document; lines: LineCounter } {
    this.doc ??= parseYamlDocument(this.text);
    this.lines ??= lineCounterOf(this.text);
    return { doc: this.doc, lines: this.lines };
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
        node = this.pairWithKey(node, segment)?.value;
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
      const node = this.nodeAt(path.slice(0, length));
      if (isNode(node) && node.range) return this.position(node.range[0]);
    }
    return { line: 1, column: 1 };
  }

  /**
   * Position of the character at `offset` of the text at `path`, as the file writes it (quotes,
   * escapes, folded lines and the indentation of a block scalar taken into account); of the text
   * itself when its characters cannot be told apart (an alias).
   */
  positionInValue(path: readonly PathSegment[], offset: number): Position {
    const at = this.offsetInValue(path, offset);
    return at === null ? this.valueAt(path) : this.position(at);
  }

  /** Where in the file the character at `offset` of the text at `path` is written; null when it cannot be told (an alias, no text). */
  offsetInValue(path: readonly PathSegment[], offset: number): number | null {
    const node = this.nodeAt(path);
    if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return null;
    let offsets = this.valueMaps.get(node);
    if (offsets === undefined) {
      offsets = scalarOffsets(this.text, node.type ?? 'PLAIN', node.range[0], node.range[1], node.value);
      this.valueMaps.set(node, offsets);
    }
    return offsets?.[Math.min(Math.max(offset, 0), offsets.length - 1)] ?? null;
  }

  /** Position of the key `key` inside the map at `path`, falling back to the map itself. */
  keyAt(path: readonly PathSegment[], key: string): Position {
    const parent = this.nodeAt(path);
    const keyNode = isMap(parent) ? this.pairWithKey(parent, key)?.key : undefined;
    const range = isNode(keyNode) ? keyNode.range : undefined;
    return range ? this.position(range[0]) : this.valueAt(path);
  }

  /**
   * The first pair of `map` whose key reads as `key`, so that `404:` is found as "404". Each map is
   * indexed on its first lookup: a file reports a problem for each of thousands of its texts.
   */
  private pairWithKey(map: YAMLMap, key: PathSegment): Pair | undefined {
    let index = this.pairIndexes.get(map);
    if (!index) {
      index = new Map();
      for (const pair of map.items) {
        const name = isScalar(pair.key) ? String(pair.key.value) : undefined;
        if (name !== undefined && !index.has(name)) index.set(name, pair);
      }
      this.pairIndexes.set(map, index);
    }
    return index.get(String(key));
  }
}

/** A problem with the value at `path` of `source` (or its nearest existing parent). */
export function problemAt(code: ProblemCode, source: SourceFile, path: readonly PathSegment[], message: string, hint?: string): Problem {
  return problem({ code, file: source.file, ...source.valueAt(path), path: [...path], message, hint });
}
