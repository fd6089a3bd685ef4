import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { budgets, firstLoadBudgets, firstLoads } from '../../../src/vite/first-load-budgets.ts';

/** A text of random letters that weighs `kb` KB gzipped, give or take a few bytes. */
function ofGzipKb(kb: number): string {
  const letters = randomBytes(kb * 2048).toString('base64');
  let length = kb * 1024;
  for (let step = 0; step < 4; step++) length = Math.round((length * kb * 1024) / gzipSync(letters.slice(0, length), { level: 9 }).length);
  return letters.slice(0, length);
}

/** The app's start module. Its chunk is not marked as an entry: the HTML is the entry point, as in the site's build. */
const start = '/site/src/main.tsx';
const chunk = (fileName: string, kb: number, options: { imports?: string[]; dynamicImports?: string[]; start?: boolean; block?: string } = {}) =>
  ({
    type: 'chunk',
    fileName,
    code: ofGzipKb(kb),
    imports: options.imports ?? [],
    dynamicImports: options.dynamicImports ?? [],
    isEntry: false,
    moduleIds: options.start ? [start, '/site/src/app/App.tsx'] : [],
    isDynamicEntry: options.block !== undefined,
    facadeModuleId: options.block ? `/site/src/blocks/${options.block}/${options.block}.tsx` : null,
  }) as unknown as Rolldown.OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as unknown as Rolldown.OutputAsset;
/** A page's data: its blocks, all on its first screen unless `firstScreenBlocks` says fewer. */
const page = (language: string, route: string, types: string[], firstScreenBlocks = types.length) =>
  [`content/v1/${language}/${route}.json`, JSON.stringify({ blocks: types.map((type) => ({ type })), firstScreenBlocks })] as const;

/** The page data the site's plugin writes beside the bundle: the pages of `bundle` below. */
const pageFiles = new Map([
  page('en', 'index', ['hero-slider', 'text-section']),
  page('en', 'about', ['text-section']),
  page('es', 'about', ['text-section', 'video']),
  page('en', 'contact', ['text-section']),
  page('en', 'team', ['text-section', 'video'], 1),
  page('en', 'news/_missing', ['text-section']),
  ['content/v1/en/_shell.json', '{}'],
]);

/** A build of a few pages (pageFiles): its app, a kit the blocks share, the blocks, a library loaded on demand, the stylesheet. */
function bundle(appKb: number): Rolldown.OutputBundle {
  const files = [
    chunk('assets/app.js', appKb, { start: true, imports: ['assets/runtime.js'] }),
    chunk('assets/runtime.js', 0),
    chunk('assets/registry.js', 1, { imports: ['assets/runtime.js'], dynamicImports: ['assets/Hero.js', 'assets/Text.js', 'assets/Video.js'] }),
    chunk('assets/kit.js', 2, { imports: ['assets/app.js'] }),
    chunk('assets/Hero.js', 3, { imports: ['assets/app.js', 'assets/kit.js'], block: 'hero-slider' }),
    chunk('assets/Text.js', 1, { imports: ['assets/kit.js'], block: 'text-section' }),
    chunk('assets/Video.js', 1, { block: 'video' }),
    chunk('assets/player.js', 30),
    asset('assets/style.css', ofGzipKb(5)),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

/** The budget check as the build runs it after the browser build, beside the site's plugin. */
async function checkBudgets(options: { enforce: boolean }, context: unknown, files: Rolldown.OutputBundle): Promise<void> {
  const plugin = firstLoadBudgets({ ...options, start });
  const site = { name: 'site-content', api: { pageFiles: () => Promise.resolve(pageFiles) } };
  (plugin.configResolved as (config: unknown) => void)({ plugins: [site, plugin] });
  await (plugin.writeBundle as (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => Promise<void>).call(context, {}, files);
}

const home = budgets.home.script / 1024;
const other = budgets.other.script / 1024;

describe("each route's first load", () => {
  it("is the entry's scripts, those of the interactive block types on its first screen and of the registry that fetches them, with what they import, in any language, and the stylesheet", () => {
    const loads = firstLoads(bundle(50), pageFiles, start);
    const files = (route: string) => loads.find((load) => load.routes.includes(route))!.files;
    // The slider acts in the browser; the text section stays as prerendered, its code not loaded.
    expect(files('')).toEqual(['assets/Hero.js', 'assets/app.js', 'assets/kit.js', 'assets/registry.js', 'assets/runtime.js', 'assets/style.css']);
    // The Spanish about page shows a video: its chunk, not the player it loads when pressed.
    expect(files('about')).toEqual(['assets/Video.js', 'assets/app.js', 'assets/registry.js', 'assets/runtime.js', 'assets/style.css']);
    expect(files('contact')).toEqual(['assets/app.js', 'assets/runtime.js', 'assets/style.css']);
    // Its video is below the first screen: its code waits for the visitor to reach it.
    expect(files('team')).toEqual(files('contact'));
    expect(loads.map((load) => load.routes)).toEqual([[''], ['about'], ['contact', 'team']]);
    const home = loads[0]!;
    expect(home.bytes.script / 1024).toBeCloseTo(56, 0);
    expect(home.bytes.stylesheet / 1024).toBeCloseTo(5, 0);
  });

  it('stops rather than weigh a first load without the app, when no chunk holds the start module', () => {
    expect(() => firstLoads(bundle(50), pageFiles, '/elsewhere/src/main.tsx')).toThrow(
      "The app's start module (/elsewhere/src/main.tsx) is in 0 chunks, not one: no first load can be weighed.",
    );
  });

  it('within budget, the build goes on and lists them', async () => {
    const logged: string[] = [];
    const context = {
      environment: { name: 'client', logger: { info: (message: string) => logged.push(message) } },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    await checkBudgets({ enforce: true }, context, bundle(50));
    expect(logged.join('\n')).toMatch(new RegExp(`home: script 56\\.\\d KB of ${home}\\.0 \\(5 files\\), stylesheet 5\\.\\d KB of 20\\.0`));
    expect(logged.join('\n')).toMatch(new RegExp(`about: script 52\\.\\d KB of ${other}\\.0 \\(4 files\\)`));
  });

  it('over budget, the build stops and says which routes and by how much', async () => {
    const context = {
      environment: { name: 'client', logger: { info: () => {} } },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    // The app alone 1 KB over the others' budget, about 3 KB over with its video and the registry.
    const message = await checkBudgets({ enforce: true }, context, bundle(other + 1)).then(
      () => '',
      (error: unknown) => String(error),
    );
    expect(message).toMatch(/^Error: First load over its budget \(docs\/PERFORMANCE\.md#budgets-enforced-by-the-build\): /);
    expect(message).toMatch(new RegExp(`about: script ${other + 3}\\.\\d KB of ${other}\\.0 .*; contact, team: script ${other + 1}\\.\\d KB of ${other}\\.0 `));
    expect(message).toMatch(/a page with fewer kinds of sections loads less\. For developers: whatever a page does not need at first must be an import\(\)\.$/);
  });

  it('for another site folder (a fixture showing every block on one page), lists them and goes on over budget', async () => {
    const logged: string[] = [];
    const context = {
      environment: { name: 'client', logger: { info: (message: string) => logged.push(message) } },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    await checkBudgets({ enforce: false }, context, bundle(other + 1));
    expect(logged.join('\n')).toMatch(new RegExp(`about: script ${other + 3}\\.\\d KB of ${other}\\.0`));
  });
});

describe('the budgets in docs/PERFORMANCE.md', () => {
  it('are the ones the build checks', () => {
    const docs = readFileSync(new URL('../../../docs/PERFORMANCE.md', import.meta.url), 'utf8');
    const row = (name: string, budget: { script: number; stylesheet: number }) =>
      `| ${name} | ≤ ${budget.script / 1024} KB | ≤ ${budget.stylesheet / 1024} KB |`;
    expect(docs).toContain(row('home', budgets.home));
    expect(docs).toContain(row('every other route', budgets.other));
  });
});
