import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { markdownCacheFile, parseMarkdownWithCache } from '../../../src/content/parse/markdown-cache.ts';
import { parseWithMicromark } from '../../../src/content/parse/markdown.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A site folder with a node_modules folder of its own, where the cache lives. */
function siteWithModules(): string {
  root = mkdtempSync(join(tmpdir(), 'markdown-cache-'));
  mkdirSync(join(root, 'node_modules'));
  return root;
}

const texts = ['A plain sentence.', 'An **article**\n\n## With a heading\n\n- and\n- a list', 'Another *one*.'];

describe('the Markdown cache', () => {
  it('gives the trees the parser gives, and keeps those of texts that are not one plain line', () => {
    const site = siteWithModules();
    expect(parseMarkdownWithCache(site, texts)).toEqual(texts.map(parseWithMicromark));
    const cache: unknown = deserialize(readFileSync(markdownCacheFile(site)!));
    expect((cache as { entries: Map<string, unknown> }).entries.size).toBe(2);
  });

  it('reads the trees of unchanged texts from the cache on the next check', () => {
    const site = siteWithModules();
    parseMarkdownWithCache(site, texts);
    const file = markdownCacheFile(site)!;
    const cache = deserialize(readFileSync(file)) as { format: string; entries: Map<string, { type: string; children: unknown[] }> };
    for (const tree of cache.entries.values()) tree.children = [];
    writeFileSync(file, serialize(cache));
    const [plain, article, other] = parseMarkdownWithCache(site, texts);
    expect(plain).toEqual(parseWithMicromark(texts[0]!));
    expect(article!.children).toEqual([]);
    expect(other!.children).toEqual([]);
  });

  it('parses every text when the cache file cannot be read, and when the site has no node_modules', () => {
    const site = siteWithModules();
    mkdirSync(join(site, 'node_modules', '.cache', 'site-content'), { recursive: true });
    writeFileSync(markdownCacheFile(site)!, 'not a cache');
    expect(parseMarkdownWithCache(site, texts)).toEqual(texts.map(parseWithMicromark));
    expect(markdownCacheFile(join(site, 'elsewhere'))).toBeNull();
    expect(parseMarkdownWithCache(join(site, 'elsewhere'), texts)).toEqual(texts.map(parseWithMicromark));
  });
});
