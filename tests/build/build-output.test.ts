import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../support/site-copy.ts';

let outDir: string;
let files: string[];
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'dist-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: projectRoot, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = previous;
  }
  files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production build', () => {
  it('ships no YAML parser and no schema validator to the browser', () => {
    const scripts = files.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // Strings that only those libraries contain, whatever the minifier did to their names.
    const signatures = ['BLOCK_AS_IMPLICIT_KEY', 'YAMLParseError', 'strict mode: unknown keyword', 'must have required property', 'json-schema.org'];
    for (const script of scripts) {
      const code = read(script);
      for (const signature of signatures) expect(code.includes(signature), `${script} contains "${signature}"`).toBe(false);
    }
  });

  it('gives every page and language its own data file', () => {
    const data = files.filter((f) => f.startsWith('content/') && f.endsWith('.json'));
    for (const page of ['index.json', 'about-us.json', 'web-services/development.json', '_not-found.json']) {
      expect(data.some((f) => f.endsWith(`/en/${page}`))).toBe(true);
      expect(data.some((f) => f.endsWith(`/es/${page}`))).toBe(true);
    }
  });

  it('keeps the page list out of the entry chunk, so adding pages does not grow it', () => {
    const html = read('index.html');
    const entry = /src="\.\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const code = read(entry!);
    for (const route of ['cloud-services/compute-services', 'data-intelligence/data-reporting', 'What-is-Industry-4.0']) {
      expect(code.includes(route), route).toBe(false);
    }
    const gzip = gzipSync(code).length;
    console.log(`entry chunk: ${(code.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip`);
  });

  it('puts the company name from site.yaml in the page title', () => {
    expect(read('index.html')).toContain('<title>Meridia Consulting</title>');
  });
});
