import type { Position, SourceFile } from './source-file.ts';
import { localeNamespace } from './load.ts';

export interface TextEntry {
  value: unknown;
  source: SourceFile;
  /** Where the value sits inside its file, for `textPosition`. */
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

/** Line and column of a text, for messages: computed only when there is something to say about it. */
export function textPosition(entry: TextEntry): Position {
  return entry.source.valueAt(entry.path);
}

export function isText(entry: TextEntry | undefined): entry is TextEntry & { value: string } {
  return typeof entry?.value === 'string';
}

/** Human name of a language code, for messages. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
