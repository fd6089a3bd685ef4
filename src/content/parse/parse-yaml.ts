import { YAMLParseError, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import { inspectYaml, type Finding } from './inspect-yaml.ts';

/**
 * The parser settings every content file is read with. yaml's own check for repeated keys
 * (`uniqueKeys`) compares each key with every earlier key of its group, which grows with the
 * square of a group's size (minutes for a text file of 20,000 texts); `parseYamlDocument` finds
 * repeated keys itself, in one pass.
 */
export const yamlOptions = { prettyErrors: false, uniqueKeys: false } as const;

/** What the parse cache keeps of a file. */
export interface ParsedYaml {
  /** False when the file's data cannot be used: a syntax error, or a limit passed. */
  readable: boolean;
  /** The file's data, when it is readable. */
  data: unknown;
  /** Whether the file has something to report; saying what and where needs its document, which is not kept. */
  hasFindings: boolean;
}

/** A file's data, the document it was read from (which knows where each value stands) and what it gives to report. */
interface YamlParse {
  parsed: ParsedYaml;
  /** Absent when the text was refused without being parsed (nesting far too deep). */
  doc?: Document;
  findings: Finding[];
}

/** Reads `text` as YAML; never throws, whatever the text. */
export function parseYaml(text: string): YamlParse {
  let doc: Document | undefined;
  const findings = inspectYaml(text, () => (doc ??= parseYamlDocument(text)));
  const readable = !findings.some((finding) => finding.blocking);
  // Aliases were counted and resolved by inspectYaml, within contentLimits: yaml's own count is not needed.
  const data: unknown = readable ? doc!.toJS({ maxAliasCount: -1 }) : undefined;
  return { parsed: { readable, data, hasFindings: findings.length > 0 }, doc, findings };
}

/** The document of `text`, its `errors` in the order of the text and including every key repeated in its group. */
export function parseYamlDocument(text: string): Document {
  const doc = parseDocument(text, yamlOptions);
  const repeated = repeatedKeys(doc.contents);
  if (repeated.length > 0) {
    // The same error yaml reports with `uniqueKeys: true`, at the same place: the repeated key.
    doc.errors.push(...repeated.map((key) => new YAMLParseError([key.range![0], key.range![0] + 1], 'DUPLICATE_KEY', 'Map keys must be unique')));
    doc.errors.sort((a, b) => a.pos[0] - b.pos[0]);
  }
  return doc;
}

/**
 * Keys that repeat an earlier key of the same group, anywhere under `root`. Two keys are the same
 * when both are plain values and equal, as yaml compares them. Walked without recursion: a file may
 * nest deeper than a call stack allows (inspectYaml reports it).
 */
function repeatedKeys(root: unknown): Node[] {
  const found: Node[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isSeq(node)) for (const item of node.items) stack.push(item);
    if (!isMap(node)) continue;
    const seen = new Set<unknown>();
    for (const { key, value } of node.items) {
      if (isScalar(key) && key.range && !Number.isNaN(key.value)) {
        if (seen.has(key.value)) found.push(key);
        else seen.add(key.value);
      }
      stack.push(key, value);
    }
  }
  return found;
}
