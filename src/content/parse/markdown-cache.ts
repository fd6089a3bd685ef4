import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root } from 'mdast';
import { isRecord, memberOf } from '../../shared/guards.ts';
import { isPlainParagraph, parseMarkdown } from './markdown.ts';
import { parseCacheFile } from './parse-cache.ts';
import { cachedByText } from './text-cache.ts';

/** A package's version, from its package.json (neither package exports it): the folder its entry is in, under node_modules. */
function versionOf(name: string): unknown {
  const entry = fileURLToPath(import.meta.resolve(name));
  const folder = `${sep}node_modules${sep}${name}${sep}`;
  const packageJson = join(entry.slice(0, entry.lastIndexOf(folder) + folder.length), 'package.json');
  return memberOf(JSON.parse(readFileSync(packageJson, 'utf8')), 'version');
}

/** What a cached tree depends on besides the text: a new parser or a new `format` (raised when parseMarkdown's settings change) starts afresh. */
const cacheFormat = JSON.stringify({ format: 1, mdast: versionOf('mdast-util-from-markdown'), micromark: versionOf('micromark') });

/** Where the trees of the site under `root` are kept, beside its parse cache; null when the site has no node_modules. */
export function markdownCacheFile(root: string): string | null {
  const yamlCache = parseCacheFile(root);
  return yamlCache && yamlCache.replace(/parsed-([^/\\]+)\.bin$/, 'markdown-$1.bin');
}

/**
 * Each text's Markdown tree, reusing the trees of texts that have not changed since the last check:
 * parsing an article's body costs about a millisecond, and a large site has thousands. Kept like
 * the parse cache (text-cache.ts); one plain line is built directly
 * (parseMarkdown), so only the others are kept.
 */
export function parseMarkdownWithCache(root: string, texts: readonly string[]): Root[] {
  const file = markdownCacheFile(root);
  if (!file) return texts.map(parseMarkdown);
  const cache = cachedByText<Root>(file, cacheFormat, (entry) => isRecord(entry));
  const roots = texts.map((text) => (isPlainParagraph(text) ? parseMarkdown(text) : cache.get(text, () => parseMarkdown(text))));
  cache.save();
  return roots;
}
