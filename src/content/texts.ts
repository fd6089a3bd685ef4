import type { Position, SourceFile } from './source-file.ts';
import { localeNamespace } from './load.ts';

export interface TextEntry {
  value: unknown;
  source: SourceFile;
  position: Position;
}

/** Key → entry for one language. Groups are listed too, so a key naming a group can be told apart from a missing one. */
export type TextTable = Map<string, TextEntry>;

export function buildTextTable(files: readonly SourceFile[]): TextTable {
  const table: TextTable = new Map();
  for (const source of files) {
    if (source.data === undefined) continue;
    const namespace = localeNamespace(source);
    for (const leaf of source.leaves()) {
      const key = [namespace, ...leaf.path].join('.');
      table.set(key, { value: leaf.value, source, position: leaf.position });
      // Register each enclosing group once, so `home.hero` is known as a group.
      for (let length = leaf.path.length - 1; length >= 1; length--) {
        const group = [namespace, ...leaf.path.slice(0, length)].join('.');
        if (!table.has(group)) table.set(group, { value: {}, source, position: leaf.position });
      }
    }
  }
  return table;
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
