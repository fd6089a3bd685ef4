import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import type { Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHeaderRules, rulesFor } from '../../scripts/serve/headers.ts';
import { bootScript, bootScriptHash } from '../../src/prerender/boot-script.ts';
import { missingItemFile, notFoundFile, shellFile } from '../../src/shared/content.ts';
import { SiteCopy, fixtureRoot, projectRoot } from '../support/site-copy.ts';
import { linksIn, readSite } from '../support/site-model.ts';

const run = promisify(execFile);

/** The production build of a site folder, as `SITE_DIR=<folder> vite build` makes it. */
class Build {
  readonly dir = mkdtempSync(join(tmpdir(), 'dist-'));
  files: string[] = [];

  async run(siteDir: string): Promise<this> {
    // In a process of its own, as `vite build` runs: the first screen's renderer is imported from
    // a file whose name does not change between builds, so a second build in this process would
    // get the first one's. Vitest sets NODE_ENV=test, which would bundle React's development build.
    await run(join(projectRoot, 'node_modules/.bin/vite'), ['build', '--outDir', this.dir, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'production', SITE_DIR: siteDir },
    });
    this.files = readdirSync(this.dir, { recursive: true, encoding: 'utf8' });
    return this;
  }

  read(file: string): string {
    return readFileSync(join(this.dir, file), 'utf8');
  }

  /** The scripts every page starts with, as index.html names them. */
  startupScripts(): string[] {
    return /data-entry="([^"]+)"/.exec(this.read('index.html'))![1]!.split(' ').map((src) => src.replace(/^\.\//, ''));
  }

  /** Every script the home page loads before it shows: the start-up scripts, and the code of its blocks. */
  homeScripts(blockTypes: readonly string[]): string[] {
    const manifest = JSON.parse(this.read('.vite/manifest.json')) as Manifest;
    const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const blocks = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && blockTypes.some((type) => key.startsWith(`src/blocks/${type}/`)));
    const loaded = new Set<string>();
    const visit = (key: string) => {
      if (loaded.has(key)) return;
      loaded.add(key);
      manifest[key]!.imports?.forEach(visit);
    };
    [...this.startupScripts().map((file) => byFile.get(file)!), ...blocks].forEach(visit);
    return [...loaded].map((key) => manifest[key]!.file).sort();
  }

  bytes(files: readonly string[]): number {
    return files.reduce((sum, file) => sum + statSync(join(this.dir, file)).size, 0);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const fixture = readSite(fixtureRoot);
const home = fixture.routes.find((route) => route.route === '')!;
let build: Build;

beforeAll(async () => {
  build = await new Build().run(fixtureRoot);
});
afterAll(() => build?.remove());

describe('the production build', () => {
  it('ships no YAML parser and no schema validator to the browser', () => {
    const scripts = build.files.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // Strings that only those libraries contain, whatever the minifier did to their names.
    const signatures = ['BLOCK_AS_IMPLICIT_KEY', 'YAMLParseError', 'strict mode: unknown keyword', 'must have required property', 'json-schema.org'];
    for (const script of scripts) {
      const code = build.read(script);
      for (const signature of signatures) expect(code.includes(signature), `${script} contains "${signature}"`).toBe(false);
    }
  });

  it('ships nothing of the development server’s tools: no edit mode, no problems banner, no text marks', () => {
    const shipped = build.files.filter((f) => /\.(js|css|html|json)$/.test(f));
    // Strings only src/dev/ and the development server's hooks in the app contain, whatever the minifier did to names.
    const signatures = [
      '__open-in-editor', 'data-dev-block', 'data-dev-page', 'data-dev-ui', 'virtual:dev-', 'subliminal', 'dev-text-source',
      'Edit mode', 'Alt+Shift+E', 'Previous text', 'Hide for this session', 'cannot be shown until', 'npm run validate',
      'dev-toggle', 'dev-banner', 'dev-inspector', 'dev-screen',
    ];
    // The marks edit mode writes after each text: runs of zero-width characters.
    const marks = /[\u200b\u200c\u200d]{9,}/;
    const found = shipped.flatMap((file) => {
      const code = build.read(file);
      return [...signatures.filter((signature) => code.includes(signature)), ...(marks.test(code) ? ['invisible text marks'] : [])].map((what) => `${file}: ${what}`);
    });
    expect(found).toEqual([]);
  });

  it('gives every page, article and language its own data file, and each collection and the site a fallback', () => {
    const data = new Set(build.files.filter((f) => f.startsWith('content/') && f.endsWith('.json')).map((f) => f.split('/').slice(2).join('/')));
    const pages = fixture.routes.filter((route) => route.kind === 'page' || route.kind === 'item').map((route) => `${route.route || 'index'}.json`);
    const fallbacks = [shellFile, notFoundFile, ...fixture.site.collections.map((c) => missingItemFile(c.prefix))];
    for (const language of fixture.languages) {
      const missing = [...pages, ...fallbacks].filter((file) => !data.has(`${language}/${file}`));
      expect(missing, `data files missing for ${language}`).toEqual([]);
    }
  });

  it('holds the home page prerendered in the default language, ready to hydrate', () => {
    const html = build.read('index.html');
    const slides = home.data.en!.blocks.flatMap((block) => (block.type === 'hero-slider' ? block.slides : []));
    expect(html).toContain('<div id="root" data-prerendered="en">');
    expect(/<h1 class="hero-slide__title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(fixture.text('en', slides[0]!.title));
    expect(html).toContain('<html lang="en" data-languages="en es" data-content="./content/');
    // The slider's markup is all there before Swiper: every slide, two buttons, the scrollbar.
    expect(html.match(/class="swiper-slide"/g)).toHaveLength(slides.length);
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('class="swiper-scrollbar');
  });

  it('allows its one inline script by hash in the Content-Security-Policy it ships', () => {
    const html = build.read('index.html');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([bootScript]);
    expect(build.read('_headers'), `the boot script changed: put ${bootScriptHash} in script-src of public/_headers and docs/DEPLOY.md`).toContain(`script-src 'self' ${bootScriptHash} `);
  });

  it('gives every file it emits, and the home page, exactly one Cache-Control rule in _headers', async () => {
    const rules = await readHeaderRules(build.dir);
    const served = build.files.filter((file) => statSync(join(build.dir, file)).isFile() && file !== '_headers' && !file.startsWith('.vite')).map((file) => `/${file.split(sep).join('/')}`);
    expect(served).toContain('/favicon.svg');
    const missing = [];
    for (const path of ['/', ...served]) {
      const setting = rulesFor(rules, path).filter((rule) => 'Cache-Control' in rule.values);
      // Two would be joined by Cloudflare and overridden by Netlify: one rule, one meaning everywhere.
      if (setting.length !== 1) missing.push(`${path}: ${setting.length} rules`);
    }
    expect(missing, 'add a Cache-Control rule for these paths to public/_headers (and to docs/DEPLOY.md)').toEqual([]);
  });

  it('puts the company name from site.yaml in the page title, escaped', () => {
    expect(fixture.site.company.name).toContain('&');
    expect(build.read('index.html')).toContain(`<title>${fixture.site.company.name.replace('&', '&amp;')}</title>`);
  });
});

describe('a site with many more pages', () => {
  const extraPages = 60;
  let bigger: Build;
  let copy: SiteCopy;

  beforeAll(async () => {
    copy = new SiteCopy(fixtureRoot);
    const texts = (language: string) => Array.from({ length: extraPages }, (_, i) => `page${i}:\n  title: ${language} page ${i}\n  text: Text ${i} in ${language}.\n`).join('');
    for (const language of fixture.languages) copy.write(`locales/${language}/generated.yaml`, texts(language));
    for (let i = 0; i < extraPages; i++) {
      copy.write(`pages/generated/page-${i}.yaml`, `route: generated/page-${i}\ntitle: generated.page${i}.title\nblocks:\n  - type: title-banner\n    text: generated.page${i}.text\n`);
    }
    bigger = await new Build().run(copy.root);
  });
  afterAll(() => {
    bigger?.remove();
    copy?.remove();
  });

  it('builds each of them', () => {
    expect(bigger.files.filter((f) => /\/en\/generated\/page-\d+\.json$/.test(f))).toHaveLength(extraPages);
  });

  it('keeps the page list out of the scripts every page loads', () => {
    // The menu and the footer name their pages; no other page may be known before it is visited.
    const linked = new Set(linksIn(fixture.site).map((link) => link.replace(/^\//, '')));
    const unlinked = fixture.routes.filter((r) => (r.kind === 'page' || r.kind === 'item') && !linked.has(r.route)).map((r) => r.route);
    expect(unlinked.length).toBeGreaterThan(0);
    for (const [site, routes] of [[build, unlinked], [bigger, ['generated/page-1']]] as const) {
      for (const script of site.startupScripts()) {
        const code = site.read(script);
        for (const route of routes) expect(code.includes(route), `${script} names ${route}`).toBe(false);
      }
    }
  });

  it('loads no more code at start, nor on the home page, than the site without them', () => {
    expect(bigger.bytes(bigger.startupScripts()), 'bytes of the start-up scripts').toBeLessThanOrEqual(build.bytes(build.startupScripts()));
    expect(bigger.bytes(bigger.homeScripts(home.blocks)), 'bytes of the home page\'s scripts').toBeLessThanOrEqual(build.bytes(build.homeScripts(home.blocks)));
  });
});
