import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCacheFile } from '../../../src/content/parse/parse-cache.ts';
import { runPipeline } from '../../../src/content/pipeline.ts';
import { SiteCopy } from '../../support/site-copy.ts';

// Counts the real parses, to see which files the cache spares.
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/content/parse/parse-yaml.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/content/parse/parse-yaml.ts')>();
  return { ...original, parseYaml: (text: string) => (parses.count++, original.parseYaml(text)) };
});

let site: SiteCopy;
let contentFiles: number;
beforeEach(() => {
  site = new SiteCopy();
  contentFiles = runPipeline(site.root).files.length; // No node_modules yet: parsed without a cache.
  mkdirSync(join(site.root, 'node_modules'));
  parses.count = 0;
});
afterEach(() => site.remove());

/** Problems and compiled output of one check, and how many files it parsed. */
function check() {
  parses.count = 0;
  const { problems, compiled } = runPipeline(site.root);
  return { problems, compiled, parsed: parses.count };
}

describe('the parse cache', () => {
  it('parses every file on the first check, then only the files whose text changed', () => {
    const first = check();
    expect(first.parsed).toBe(contentFiles);
    expect(existsSync(parseCacheFile(site.root)!)).toBe(true);

    const second = check();
    expect(second.parsed).toBe(0);
    expect(second).toEqual({ ...first, parsed: 0 });

    site.edit('locales/en/about.yaml', '"{{company}} in figures"', '"{{company}}, in figures"');
    const third = check();
    expect(third.parsed).toBe(1);
    expect(third.compiled!.files.get('en/about.json')).toContain('{{company}}, in figures');
  });

  it('gives the same problems, at the same places, from cached results', () => {
    site.edit('pages/about.yaml', '  - type: skill-bars\n    eyebrow:', '  - type: skill-bars\n\teyebrow:');
    site.edit('locales/es/about.yaml', /  projects: proyectos entregados\n/, '');
    const cold = check();
    const warm = check();
    expect(warm.parsed).toBe(0);
    expect(warm.problems).toEqual(cold.problems);
    expect(cold.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
      `locales/en/about.yaml:${site.positionOf('locales/en/about.yaml', 'projects: projects delivered').line}:13 "about.figures.projects" has no Spanish text.`,
      `pages/about.yaml:${site.positionOf('pages/about.yaml', '\teyebrow').line}:1 YAML syntax error: a tab character is used for indentation.`,
    ]);
  });

  it('starts afresh when the cache file is damaged, and repairs it', () => {
    check();
    writeFileSync(parseCacheFile(site.root)!, 'not a cache');
    const repaired = check();
    expect(repaired.parsed).toBe(contentFiles);
    expect(repaired.compiled).not.toBeNull();
    expect(check().parsed).toBe(0);
  });

  it('is not used for a site without node_modules', () => {
    const bare = new SiteCopy();
    try {
      expect(parseCacheFile(bare.root)).toBeNull();
      runPipeline(bare.root);
      expect(existsSync(join(bare.root, 'node_modules'))).toBe(false);
    } finally {
      bare.remove();
    }
  });
});
