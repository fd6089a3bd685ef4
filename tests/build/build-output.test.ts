import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createBuilder } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHeaderRules, rulesFor } from '../../scripts/serve/headers.ts';
import { bootScript, bootScriptHash } from '../../src/prerender/boot-script.ts';
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
    // What `vite build` runs: the browser app, then the first screen prerendered into index.html.
    const builder = await createBuilder({ root: projectRoot, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    await builder.buildApp();
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

  it('ships nothing of the development server’s tools: no edit mode, no problems banner, no text marks', () => {
    const shipped = files.filter((f) => /\.(js|css|html|json)$/.test(f));
    // Strings only src/dev/ and the development server's hooks in the app contain, whatever the minifier did to names.
    const signatures = [
      '__open-in-editor', 'data-dev-block', 'data-dev-page', 'data-dev-ui', 'virtual:dev-', 'subliminal', 'dev-text-source',
      'Edit mode', 'Alt+Shift+E', 'Previous text', 'Hide for this session', 'cannot be shown until', 'npm run validate',
      'dev-toggle', 'dev-banner', 'dev-inspector', 'dev-screen',
    ];
    // The marks edit mode writes after each text: runs of zero-width characters.
    const marks = /[\u200b\u200c\u200d]{9,}/;
    const found = shipped.flatMap((file) => {
      const code = read(file);
      return [...signatures.filter((signature) => code.includes(signature)), ...(marks.test(code) ? ['invisible text marks'] : [])].map((what) => `${file}: ${what}`);
    });
    expect(found).toEqual([]);
  });

  it('gives every page and language its own data file', () => {
    const data = files.filter((f) => f.startsWith('content/') && f.endsWith('.json'));
    for (const page of ['index.json', 'about-us.json', 'web-services/development.json', '_not-found.json']) {
      expect(data.some((f) => f.endsWith(`/en/${page}`))).toBe(true);
      expect(data.some((f) => f.endsWith(`/es/${page}`))).toBe(true);
    }
  });

  it('keeps the page list out of the scripts every page loads, so adding pages does not grow them', () => {
    const html = read('index.html');
    const startup = /data-entry="([^"]+)"/.exec(html)![1]!.split(' ').map((src) => src.replace(/^\.\//, ''));
    expect(startup.length).toBeGreaterThan(0);
    let gzip = 0;
    for (const script of startup) {
      const code = read(script);
      for (const route of ['cloud-services/compute-services', 'data-intelligence/data-reporting', 'What-is-Industry-4.0']) {
        expect(code.includes(route), `${script} names ${route}`).toBe(false);
      }
      gzip += gzipSync(code, { level: 9 }).length;
    }
    console.log(`scripts every page loads: ${startup.join(', ')}; ${(gzip / 1024).toFixed(1)} KB gzip`);
  });

  it('holds the home page prerendered in the default language, ready to hydrate', () => {
    const html = read('index.html');
    expect(html).toContain('<div id="root" data-prerendered="en">');
    expect(html).toMatch(/<h1 class="hero-slide__title"[^>]*>Digital transformation, cloud computing and data intelligence/);
    expect(html).toContain('<html lang="en" data-languages="en es" data-content="./content/');
    // The slider's markup is all there before Swiper: three slides, two buttons, the scrollbar.
    expect(html.match(/class="swiper-slide"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Next slide"');
  });

  it('allows its one inline script by hash in the Content-Security-Policy it ships', () => {
    const html = read('index.html');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([bootScript]);
    expect(read('_headers'), `the boot script changed: put ${bootScriptHash} in script-src of public/_headers and docs/DEPLOY.md`).toContain(`script-src 'self' ${bootScriptHash} `);
  });

  it('gives every file it emits, and the home page, exactly one Cache-Control rule in _headers', async () => {
    const rules = await readHeaderRules(outDir);
    const served = files.filter((file) => statSync(join(outDir, file)).isFile() && file !== '_headers').map((file) => `/${file.split(sep).join('/')}`);
    expect(served).toContain('/favicon.svg');
    const missing = [];
    for (const path of ['/', ...served]) {
      const setting = rulesFor(rules, path).filter((rule) => 'Cache-Control' in rule.values);
      // Two would be joined by Cloudflare and overridden by Netlify: one rule, one meaning everywhere.
      if (setting.length !== 1) missing.push(`${path}: ${setting.length} rules`);
    }
    expect(missing, 'add a Cache-Control rule for these paths to public/_headers (and to docs/DEPLOY.md)').toEqual([]);
  });

  it('puts the company name from site.yaml in the page title', () => {
    expect(read('index.html')).toContain('<title>Meridia Consulting</title>');
  });
});
