import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { siteContentApi, type SiteContentApi } from './site-content-api.ts';
import { interactiveBlocks } from '../blocks/interactive-blocks.ts';
import { drawnByCodeAtFirst } from '../renderer/first-load-code.ts';

const kilobyte = 1024;

/**
 * The most a route's first load may fetch, in bytes of gzip at level 9 of each file (1 KB = 1,024
 * bytes, as Lighthouse counts): the one place these numbers are written. The build checks them
 * (firstLoadBudgets below), the live site's end-to-end test measures them in a browser, and
 * docs/PERFORMANCE.md#budgets-enforced-by-the-build states them.
 */
export const budgets = {
  home: { script: 100 * kilobyte, stylesheet: 20 * kilobyte },
  other: { script: 95 * kilobyte, stylesheet: 20 * kilobyte },
} as const;

type Kind = keyof (typeof budgets)['home'];

/** What a first visit to a route fetches: the files and their gzip bytes, scripts and stylesheets apart. */
export interface FirstLoad {
  /** The routes whose first load this is (the same block types fetch the same files), home as "". */
  routes: string[];
  files: string[];
  bytes: Record<Kind, number>;
}

/**
 * After the browser build: works out every route's first load from the bundle, lists them, and stops
 * the build when one is over its budget (docs/PERFORMANCE.md#budgets-enforced-by-the-build). `start`
 * is the path of the app's start module, which every page loads first. With
 * `enforce` false (another site folder, such as the tests' fixture whose one page holds every block
 * type) the list is printed and nothing stops.
 */
export function firstLoadBudgets({ enforce, start }: { enforce: boolean; start: string }): Plugin {
  let site: SiteContentApi | undefined;
  return {
    name: 'first-load-budgets',
    apply: 'build',
    configResolved(config) {
      site = siteContentApi(config);
    },
    async writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const loads = firstLoads(bundle, (await site?.pageFiles()) ?? new Map(), start);
      this.environment.logger.info(`First load of each route, gzip (docs/PERFORMANCE.md#budgets-enforced-by-the-build):\n${loads.map(describe).join('\n')}`);
      const over = loads.filter((load) => overBudget(load).length > 0);
      if (enforce && over.length > 0)
        this.error(
          `First load over its budget (docs/PERFORMANCE.md#budgets-enforced-by-the-build): ${over.map((load) => describe(load).trim()).join('; ')}. ` +
            'Each kind of section a page shows loads its own code: a page with fewer kinds of sections loads less. ' +
            'For developers: whatever a page does not need at first must be an import().',
        );
    },
  };
}

/**
 * Each route's first load, one per set of files: the scripts of the start module's chunk, those of each block type
 * its page draws by its code from the start in any language (drawnByCodeAtFirst: the others stay as prerendered,
 * their code loaded later or never: docs/PERFORMANCE.md#blocks-drawn-once), each with what it
 * imports statically, and the stylesheet. Routes are read from the page data the build writes, `pageFiles` by their
 * paths (content/<version>/<language>/<route>.json; names starting with "_" are the shell's texts
 * and the fallback pages). What a page imports later (a slider's library, a map, a form's sender) is not part of it.
 */
export function firstLoads(bundle: Rolldown.OutputBundle, pageFiles: ReadonlyMap<string, string>, start: string): FirstLoad[] {
  const files = Object.values(bundle);
  const chunks = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (start: Rolldown.OutputChunk[]) => {
    const seen = new Set<string>();
    const pending = start.map((chunk) => chunk.fileName);
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (seen.has(name)) continue;
      seen.add(name);
      pending.push(...(byName.get(name)?.imports ?? []));
    }
    return seen;
  };
  // A block's chunk is fetched through the chunk that imports it (the registry's, itself fetched only then).
  const withImporters = (block: Rolldown.OutputChunk | undefined) =>
    block ? [block, ...chunks.filter((chunk) => chunk.dynamicImports.includes(block.fileName))] : [];
  const blockChunks = new Map(chunks.flatMap((chunk) => (blockTypeOf(chunk) ? [[blockTypeOf(chunk)!, chunk] as const] : [])));
  // The chunk holding the start module is the page's entry, though not marked as one: the HTML is the
  // entry point, and the boot script loads that chunk (src/prerender/boot-script.ts).
  const startModule = posixPath(start);
  const entries = chunks.filter((chunk) => chunk.moduleIds.some((id) => posixPath(id) === startModule));
  if (entries.length !== 1) throw new Error(`The app's start module (${start}) is in ${entries.length} chunks, not one: no first load can be weighed.`);
  const stylesheets = files.filter((file) => file.fileName.endsWith('.css')).map((file) => file.fileName);
  // Only what a first load holds is weighed, each file once.
  const sizes = new Map<string, number>();
  const sizeOf = (name: string) => sizes.get(name) ?? sizes.set(name, gzipSize(bundle[name]!)).get(name)!;
  // Routes with the same block types have the same scripts: worked out once for each set of types.
  const scriptsByTypes = new Map<string, string[]>();
  const scriptsFor = (types: Set<string>) => {
    const key = [...types].sort().join(' ');
    return (
      scriptsByTypes.get(key) ??
      scriptsByTypes.set(key, [...withImports([...entries, ...[...types].flatMap((type) => withImporters(blockChunks.get(type)))])].sort()).get(key)!
    );
  };

  const loads = new Map<string, FirstLoad>();
  for (const [route, types] of blockTypesByRoute(pageFiles)) {
    const scripts = scriptsFor(types);
    const key = [...scripts, ...stylesheets].join('\n');
    const load = loads.get(key) ?? {
      routes: [],
      files: [...scripts, ...stylesheets],
      bytes: { script: sum(scripts.map(sizeOf)), stylesheet: sum(stylesheets.map(sizeOf)) },
    };
    load.routes.push(route);
    loads.set(key, load);
  }
  return [...loads.values()].sort((a, b) => b.bytes.script - a.bytes.script);
}

/** What of `load` is over its budget: home's when it is home's load, the others' otherwise (or as well). */
function overBudget(load: FirstLoad): Kind[] {
  const kinds: Kind[] = ['script', 'stylesheet'];
  const budgetsOf = [...(load.routes.includes('') ? [budgets.home] : []), ...(load.routes.some((route) => route !== '') ? [budgets.other] : [])];
  return kinds.filter((kind) => budgetsOf.some((budget) => load.bytes[kind] > budget[kind]));
}

/** The folder of a block's component in the registry is the block's type: src/blocks/<type>/<Component>.tsx. */
function blockTypeOf(chunk: Rolldown.OutputChunk): string | undefined {
  if (!chunk.isDynamicEntry || !chunk.facadeModuleId) return undefined;
  return /\/src\/blocks\/([^/]+)\/[^/]+\.tsx$/.exec(posixPath(chunk.facadeModuleId))?.[1];
}

const posixPath = (path: string) => path.split('\\').join('/');

/** Each route with a page, and the block types its page draws by their code from the start, in every language. */
function blockTypesByRoute(pageFiles: ReadonlyMap<string, string>): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>();
  for (const [path, json] of pageFiles) {
    const route = /^content\/[^/]+\/[^/]+\/(.+)\.json$/.exec(path)?.[1];
    if (route === undefined || route.split('/').at(-1)!.startsWith('_')) continue;
    const key = route === 'index' ? '' : route;
    const types = routes.get(key) ?? new Set<string>();
    for (const type of typesDrawnByCodeAtFirst(json)) types.add(type);
    routes.set(key, types);
  }
  return routes;
}

function typesDrawnByCodeAtFirst(json: string): string[] {
  const data: unknown = JSON.parse(json);
  if (typeof data !== 'object' || data === null) return [];
  const blocks = 'blocks' in data && Array.isArray(data.blocks) ? (data.blocks as unknown[]) : [];
  const firstScreen = 'firstScreenBlocks' in data && typeof data.firstScreenBlocks === 'number' ? data.firstScreenBlocks : blocks.length;
  return blocks.flatMap((block, index) =>
    typeof block === 'object' &&
    block !== null &&
    'type' in block &&
    typeof block.type === 'string' &&
    drawnByCodeAtFirst(block.type, index, firstScreen, interactiveBlocks)
      ? [block.type]
      : [],
  );
}

function gzipSize(file: Rolldown.OutputChunk | Rolldown.OutputAsset): number {
  return gzipSync(file.type === 'chunk' ? file.code : file.source, { level: 9 }).length;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const kb = (bytes: number) => (bytes / kilobyte).toFixed(1);

/** One line of the list: the routes (a few named, the rest counted), then each kind's bytes against its budget. */
function describe(load: FirstLoad): string {
  const names = load.routes.map((route) => route || 'home').sort();
  const shown = names.length > 4 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  const budget = load.routes.every((route) => route === '') ? budgets.home : budgets.other;
  const scripts = load.files.filter((file) => file.endsWith('.js')).length;
  return `  ${shown}: script ${kb(load.bytes.script)} KB of ${kb(budget.script)} (${scripts} files), stylesheet ${kb(load.bytes.stylesheet)} KB of ${kb(budget.stylesheet)}`;
}
