import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document, type Node, type YAMLMap } from 'yaml';
import { yamlOptions, type ParsedYaml } from './parse-yaml.ts';
import { problem, type PathSegment, type Problem } from '../problem.ts';
import { explainSyntaxError } from './syntax-error.ts';

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
          return problem({ code: 'yaml-syntax', file, path: '', ...explained });
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

