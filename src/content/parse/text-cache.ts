import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { isRecord } from '../../shared/guards.ts';
import { writeAtomically } from '../write-atomically.ts';

/**
 * One result per text, kept in `file` between checks and keyed by a hash of the text, so that only
 * the texts changed since the last check are worked out again (`compute`). A file written with
 * another `format` (a new parser, new settings), or whose entries `isEntry` refuses, is started
 * afresh. Stored with v8.serialize so that results come back exactly as computed.
 */
export function cachedByText<T>(
  file: string,
  format: string,
  isEntry: (value: unknown) => boolean,
): { get: (text: string, compute: () => T) => T; save: () => void } {
  const previous = readCache<T>(file, (cache): cache is { entries: Map<string, T> } => isCacheOf(cache, format, isEntry))?.entries;
  const entries = new Map<string, T>();
  let computed = 0;
  return {
    get(text, compute) {
      const key = createHash('sha1').update(text).digest('base64');
      let result = previous?.get(key);
      if (result === undefined) {
        result = compute();
        computed++;
      }
      entries.set(key, result);
      return result;
    },
    save() {
      if (computed === 0 && previous?.size === entries.size) return;
      try {
        // All at once, so that a check running at the same time never reads half a file.
        writeAtomically(file, serialize({ format, entries }), { flush: false });
      } catch {
        // A cache that cannot be written (a read-only folder) costs time on the next check, never correctness.
      }
    },
  };
}

/** A cache written with `format`, each of its entries one that `isEntry` takes. */
function isCacheOf(cache: unknown, format: string, isEntry: (value: unknown) => boolean): boolean {
  if (!isRecord(cache) || cache.format !== format || !(cache.entries instanceof Map)) return false;
  return [...cache.entries].every(([hash, entry]: [unknown, unknown]) => typeof hash === 'string' && isEntry(entry));
}

function readCache<T>(file: string, isCache: (value: unknown) => value is { entries: Map<string, T> }): { entries: Map<string, T> } | undefined {
  try {
    const cache: unknown = deserialize(readFileSync(file));
    return isCache(cache) ? cache : undefined;
  } catch {
    return undefined; // Absent or unreadable: every text is worked out.
  }
}
