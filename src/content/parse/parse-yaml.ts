import { parseDocument } from 'yaml';

/** The parser settings every content file is read with. */
export const yamlOptions = { prettyErrors: false, uniqueKeys: true } as const;

/** A file's data, or `ok: false` when it has syntax errors: the caller parses it again to explain them. */
export type ParsedYaml = { ok: true; data: unknown } | { ok: false };

export function parseYaml(text: string): ParsedYaml {
  const doc = parseDocument(text, yamlOptions);
  return doc.errors.length > 0 ? { ok: false } : { ok: true, data: doc.toJS() };
}
