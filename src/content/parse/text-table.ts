import { localeNamespace } from '../load/load-files.ts';
import type { SourceFile } from './source-file.ts';

export interface TextEntry {
  value: unknown;
  source: SourceFile;
  /** Where the value sits inside its file, to point at it. */
  path: string[];
}

/** Key → entry for one language. Groups are listed too, so a key naming a group can be told apart from a missing one. */
export type TextTable = Map<string, TextEntry>;

export function buildTextTable(files: readonly SourceFile[]): TextTable {
  const table: TextTable = new Map();
  const walk = (source: SourceFile, value: unknown, key: string, path: string[]) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      if (path.length > 0) table.set(key, { value: {}, source, path });
      for (const [name, child] of Object.entries(value)) walk(source, child, `${key}.${name}`, [...path, name]);
    } else {
      table.set(key, { value, source, path });
    }
  };
  for (const source of files) {
    if (source.data !== undefined) walk(source, source.data, localeNamespace(source), []);
  }
  return table;
}

export function isText(entry: TextEntry | undefined): entry is TextEntry & { value: string } {
  return typeof entry?.value === 'string';
}

/** The texts of a table, without its groups. */
export function* texts(table: TextTable): Generator<[string, TextEntry & { value: string }]> {
  for (const [key, entry] of table) if (isText(entry)) yield [key, entry];
}

/** Human name of a language code, for messages. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
