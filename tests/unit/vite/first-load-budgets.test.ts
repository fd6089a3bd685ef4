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

const chunk = (fileName: string, kb: number, options: { imports?: string[]; isEntry?: boolean; block?: string } = {}) =>
  ({
    type: 'chunk',
    fileName,
    code: ofGzipKb(kb),
    imports: options.imports ?? [],
    isEntry: options.isEntry ?? false,
    isDynamicEntry: options.block !== undefined,
    facadeModuleId: options.block ? `/site/src/blocks/${options.block}/${options.block}.tsx` : null,
  }) as unknown as Rolldown.OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as unknown as Rolldown.OutputAsset;
const page = (language: string, route: string, types: string[]) =>
  [`content/v1/${language}/${route}.json`, JSON.stringify({ blocks: types.map((type) => ({ type })) })] as const;

/** The page data the site's plugin writes beside the bundle: the pages of `bundle` below. */
const pageFiles = new Map([
  page('en', 'index', ['hero', 'text']),
  page('en', 'about', ['text']),
  page('es', 'about', ['text', 'video']),
  page('en', 'contact', ['text']),
  page('en', 'news/_missing', ['text']),
  ['content/v1/en/_shell.json', '{}'],
]);

/** A build of a few pages (pageFiles): its app, a kit the blocks share, the blocks, a library loaded on demand, the stylesheet. */
function bundle(appKb: number): Rolldown.OutputBundle {
  const files = [
    chunk('assets/app.js', appKb, { isEntry: true }),
    chunk('assets/kit.js', 2, { imports: ['assets/app.js'] }),
    chunk('assets/Hero.js', 3, { imports: ['assets/app.js', 'assets/kit.js'], block: 'hero' }),
    chunk('assets/Text.js', 1, { imports: ['assets/kit.js'], block: 'text' }),
    chunk('assets/Video.js', 1, { block: 'video' }),
    chunk('assets/player.js', 30),
    asset('assets/style.css', ofGzipKb(5)),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

/** The budget check as the build runs it after the browser build, beside the site's plugin. */
async function checkBudgets(options: { enforce: boolean }, context: unknown, files: Rolldown.OutputBundle): Promise<void> {
  const plugin = firstLoadBudgets(options);
  const site = { name: 'site-content', api: { pageFiles: () => Promise.resolve(pageFiles) } };
  (plugin.configResolved as (config: unknown) => void)({ plugins: [site, plugin] });
  await (plugin.writeBundle as (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => Promise<void>).call(context, {}, files);
}

describe("each route's first load", () => {
  it("is the entry's scripts, its block types' with what they import, in any language, and the stylesheet", () => {
    const loads = firstLoads(bundle(50), pageFiles);
    const files = (route: string) => loads.find((load) => load.routes.includes(route))!.files;
    expect(files('')).toEqual(['assets/Hero.js', 'assets/Text.js', 'assets/app.js', 'assets/kit.js', 'assets/style.css']);
    // The Spanish about page shows a video: its chunk, not the player it loads when pressed.
    expect(files('about')).toEqual(['assets/Text.js', 'assets/Video.js', 'assets/app.js', 'assets/kit.js', 'assets/style.css']);
    expect(loads.map((load) => load.routes)).toEqual([[''], ['about'], ['contact']]);
    const home = loads[0]!;
    expect(home.bytes.script / 1024).toBeCloseTo(56, 0);
    expect(home.bytes.stylesheet / 1024).toBeCloseTo(5, 0);
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
    expect(logged.join('\n')).toMatch(/home: script 56\.\d KB of 115\.0 \(4 files\), stylesheet 5\.\d KB of 20\.0/);
    expect(logged.join('\n')).toMatch(/about: script 5\d\.\d KB of 105\.0 \(4 files\)/);
  });

  it('over budget, the build stops and says which routes and by how much', async () => {
    const context = {
      environment: { name: 'client', logger: { info: () => {} } },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    // The others' routes 2 KB over, home's 6 KB under.
    const overOthers = budgets.other.script / 1024 - 2;
    await expect(checkBudgets({ enforce: true }, context, bundle(overOthers))).rejects.toThrow(
      /^First load over its budget \(docs\/PERFORMANCE\.md#budgets-enforced-by-the-build\): about: script 107\.\d KB of 105\.0 .*; contact: script 10[56]\.\d KB of 105\.0 .*a page with fewer kinds of sections loads less\. For developers: whatever a page does not need at first must be an import\(\)\.$/,
    );
  });

  it('for another site folder (a fixture showing every block on one page), lists them and goes on over budget', async () => {
    const logged: string[] = [];
    const context = {
      environment: { name: 'client', logger: { info: (message: string) => logged.push(message) } },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const overOthers = budgets.other.script / 1024 - 2;
    await checkBudgets({ enforce: false }, context, bundle(overOthers));
    expect(logged.join('\n')).toMatch(/about: script 107\.\d KB of 105\.0/);
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
