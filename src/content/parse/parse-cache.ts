import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Document } from 'yaml';
import { isRecord, memberOf } from '../../shared/guards.ts';
import { contentLimits } from '../limits.ts';
import type { Finding } from './inspect-yaml.ts';
import { parseYaml, yamlOptions, type ParsedYaml } from './parse-yaml.ts';
import { cachedByText } from './text-cache.ts';

/**
 * What a cached result depends on besides the text: a new parser, new settings or new limits start
 * afresh, and so does a new `format`, raised whenever inspectYaml finds something it did not before.
 */
const yamlPackage: unknown = createRequire(import.meta.url)('yaml/package.json');
const cacheFormat = JSON.stringify({ format: 3, yaml: memberOf(yamlPackage, 'version'), yamlOptions, contentLimits });

/** A file's parse: its data, and its document and findings when it was parsed in this check (not read from the cache). */
export interface FileParse {
  parsed: ParsedYaml;
  doc?: Document;
  findings?: Finding[];
}

/**
 * Parses every content file, reusing the result for files whose text has not changed since the
 * last check. Parsing is most of what a check costs (yaml reads about 3 MB/s on a small machine)
 * and an editor changes a file or two between checks. The cache lives in node_modules/.cache, one
 * file per site folder (text-cache.ts); a site without node_modules (a test's scratch copy) is
 * parsed without it.
 */
export function parseWithCache(root: string, texts: readonly string[]): FileParse[] {
  const file = parseCacheFile(root);
  if (!file) return texts.map(parseYaml);

  const cache = cachedByText<ParsedYaml>(file, cacheFormat, (entry) => isRecord(entry) && typeof entry.readable === 'boolean');
  const results = texts.map((text): FileParse => {
    let fresh: FileParse | undefined;
    const parsed = cache.get(text, () => (fresh = parseYaml(text)).parsed);
    return fresh ?? { parsed };
  });
  cache.save();
  return results;
}

/** Where the cache of the site under `root` lives; null when the site has no node_modules. */
export function parseCacheFile(root: string): string | null {
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) return null;
  return join(modules, '.cache', 'site-content', `parsed-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.bin`);
}
