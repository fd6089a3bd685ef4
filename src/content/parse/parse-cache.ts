import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Document } from 'yaml';
import { isRecord, memberOf } from '../../shared/guards.ts';
import { contentLimits } from '../limits.ts';
import type { Finding } from './inspect-yaml.ts';
import { parseYaml, yamlOptions, type ParsedYaml } from './parse-yaml.ts';
import { writeAtomically } from '../write-atomically.ts';

/**
 * What a cached result depends on besides the text: a new parser, new settings or new limits start
 * afresh, and so does a new `format`, raised whenever inspectYaml finds something it did not before.
 */
const yamlPackage: unknown = createRequire(import.meta.url)('yaml/package.json');
const cacheFormat = JSON.stringify({ format: 3, yaml: memberOf(yamlPackage, 'version'), yamlOptions, contentLimits });

type CacheFile = { format: string; entries: Map<string, ParsedYaml> };

/** A cache file written with the same parser and settings, its entries of the shape written. */
function isCacheFile(value: unknown): value is CacheFile {
  if (!isRecord(value) || value.format !== cacheFormat) return false;
  const { entries } = value;
  return (
    entries instanceof Map &&
    [...entries].every(([hash, parsed]: [unknown, unknown]) => typeof hash === 'string' && isRecord(parsed) && typeof parsed.readable === 'boolean')
  );
}

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
 * file per site folder, keyed by a hash of each text; a site without node_modules (a test's scratch
 * copy) is parsed without it. Results are stored with v8.serialize so that data comes back exactly
 * as parsed, non-JSON values included.
 */
export function parseWithCache(root: string, texts: readonly string[]): FileParse[] {
  const file = parseCacheFile(root);
  if (!file) return texts.map(parseYaml);

  const previous = readCache(file);
  const entries = new Map<string, ParsedYaml>();
  let parsedAgain = 0;
  const results = texts.map((text): FileParse => {
    const key = createHash('sha1').update(text).digest('base64');
    const cached = previous?.get(key);
    const result = cached ? { parsed: cached } : parseYaml(text);
    if (!cached) parsedAgain++;
    entries.set(key, result.parsed);
    return result;
  });
  if (parsedAgain > 0 || previous?.size !== entries.size) writeCache(file, entries);
  return results;
}

/** Where the cache of the site under `root` lives; null when the site has no node_modules. */
export function parseCacheFile(root: string): string | null {
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) return null;
  return join(modules, '.cache', 'site-content', `parsed-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.bin`);
}

function readCache(file: string): Map<string, ParsedYaml> | undefined {
  try {
    const cache: unknown = deserialize(readFileSync(file));
    return isCacheFile(cache) ? cache.entries : undefined;
  } catch {
    return undefined; // Absent or unreadable: everything is parsed.
  }
}

function writeCache(file: string, entries: Map<string, ParsedYaml>): void {
  try {
    // All at once, so that a check running at the same time never reads half a file.
    writeAtomically(file, serialize({ format: cacheFormat, entries } satisfies CacheFile), { flush: false });
  } catch {
    // A read-only folder only costs speed.
  }
}
