import { LineCounter, YAMLParseError, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';

/**
 * The parser settings every content file is read with. yaml's own check for repeated keys
 * (`uniqueKeys`) compares each key with every earlier key of its group, which grows with the
 * square of a group's size (minutes for a text file of 20,000 texts); `parseYamlDocument` finds
 * repeated keys itself, in one pass.
 */
export const yamlOptions = { prettyErrors: false, uniqueKeys: false } as const;

/** A file's data, or `ok: false` when it has syntax errors. This is what the parse cache keeps. */
export type ParsedYaml = { ok: true; data: unknown } | { ok: false };

/** The data of `text`, and the document it was read from, which knows where each value stands. */
export function parseYaml(text: string): { parsed: ParsedYaml; doc: Document } {
  const doc = parseYamlDocument(text);
  return { parsed: doc.errors.length > 0 ? { ok: false } : { ok: true, data: doc.toJS() }, doc };
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
 * Keys that repeat an earlier key of the same group, anywhere under `node`. Two keys are the same
 * when both are plain values and equal, as yaml compares them.
 */
function repeatedKeys(node: unknown, found: Node[] = []): Node[] {
  if (isSeq(node)) for (const item of node.items) repeatedKeys(item, found);
  if (!isMap(node)) return found;
  const seen = new Set<unknown>();
  for (const { key, value } of node.items) {
    if (isScalar(key) && key.range && !Number.isNaN(key.value)) {
      if (seen.has(key.value)) found.push(key);
      else seen.add(key.value);
    }
    repeatedKeys(key, found);
    repeatedKeys(value, found);
  }
  return found;
}

/** Where each line of `text` starts, as yaml's `lineCounter` option would record it while parsing. */
export function lineCounterOf(text: string): LineCounter {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', newline + 1)) lines.addNewLine(newline + 1);
  return lines;
}
