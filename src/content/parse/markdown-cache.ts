import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { Root } from 'mdast';
import { isRecord, memberOf } from '../../shared/guards.ts';
import { isPlainParagraph, parseMarkdown } from './markdown.ts';
import { parseCacheFile } from './parse-cache.ts';
import { writeAtomically } from '../write-atomically.ts';

/** A package's version, from its package.json (neither package exports it): the folder its entry is in, under node_modules. */
function versionOf(name: string): unknown {
  const entry = fileURLToPath(import.meta.resolve(name));
  const folder = `${sep}node_modules${sep}${name}${sep}`;
  const packageJson = join(entry.slice(0, entry.lastIndexOf(folder) + folder.length), 'package.json');
  return memberOf(JSON.parse(readFileSync(packageJson, 'utf8')), 'version');
}

/** What a cached tree depends on besides the text: a new parser or a new `format` (raised when parseMarkdown's settings change) starts afresh. */
const cacheFormat = JSON.stringify({ format: 1, mdast: versionOf('mdast-util-from-markdown'), micromark: versionOf('micromark') });

type CacheFile = { format: string; entries: Map<string, Root> };

function isCacheFile(value: unknown): value is CacheFile {
  return isRecord(value) && value.format === cacheFormat && value.entries instanceof Map;
}

/** Where the trees of the site under `root` are kept, beside its parse cache; null when the site has no node_modules. */
export function markdownCacheFile(root: string): string | null {
  const yamlCache = parseCacheFile(root);
  return yamlCache && yamlCache.replace(/parsed-([^/\\]+)\.bin$/, 'markdown-$1.bin');
}

/**
 * Each text's Markdown tree, reusing the trees of texts that have not changed since the last check:
 * parsing an article's body costs about a millisecond, and a large site has thousands. Kept like
 * the parse cache (parse-cache.ts), keyed by a hash of each text; one plain line is built directly
 * (parseMarkdown), so only the others are kept.
 */
export function parseMarkdownWithCache(root: string, texts: readonly string[]): Root[] {
  const file = markdownCacheFile(root);
  if (!file) return texts.map(parseMarkdown);
  const previous = readCache(file);
  const entries = new Map<string, Root>();
  let parsedAgain = 0;
  const roots = texts.map((text) => {
    if (isPlainParagraph(text)) return parseMarkdown(text);
    const key = createHash('sha1').update(text).digest('base64');
    let root = previous?.get(key);
    if (!root) {
      root = parseMarkdown(text);
      parsedAgain++;
    }
    entries.set(key, root);
    return root;
  });
  if (parsedAgain > 0 || previous?.size !== entries.size) writeCache(file, entries);
  return roots;
}

function readCache(file: string): Map<string, Root> | undefined {
  try {
    const cache: unknown = deserialize(readFileSync(file));
    return isCacheFile(cache) ? cache.entries : undefined;
  } catch {
    return undefined; // Absent or unreadable: every text is parsed.
  }
}

function writeCache(file: string, entries: Map<string, Root>): void {
  try {
    writeAtomically(file, serialize({ format: cacheFormat, entries } satisfies CacheFile), { flush: false });
  } catch {
    // A cache that cannot be written costs time on the next check, never correctness.
  }
}
