import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseCacheFile } from '../../src/content/parse-cache.ts';
import { viteBuild } from './build.ts';
import { BenchError } from './errors.ts';
import { kib, millis, seconds, table } from './format.ts';
import { measureHomeFirstLoad, type HomeFirstLoad } from './home-first-load.ts';
import { projectRoot } from './paths.ts';
import { run, tail } from './processes.ts';
import { addScalePages, copySite, countPageFiles } from './scale-site.ts';
import { serve } from './server.ts';
import { median } from './stats.ts';
import { temporaryDir } from './workdir.ts';

/** Times of each repetition and their median: one timing on a busy 2-core machine says little. */
export interface Timing {
  medianMs: number;
  runsMs: number[];
}

/** The content check's timings over its repetitions. */
export interface CheckTimings {
  /** Wall time of the spawned command: what an editor waits for, Node start-up included. */
  wall: Timing;
  /** The "Checked in N ms" the check prints: the pipeline alone. */
  checked: Timing;
}

export interface ScaleResult {
  extraPages: number;
  pageFiles: number;
  /**
   * The content check, as `npm run validate` runs it. Cold: the parse cache of the copy removed
   * first, as on a fresh clone or after every file changed. Warm: run again with nothing changed,
   * as an editor re-checks after editing a file or two (only changed files are parsed again).
   */
  validate: Record<CacheState, CheckTimings>;
  validateWarnings: number;
  /** Wall time of `vite build` in the copy, cold and warm as above. */
  build: Record<CacheState, Timing>;
  /** Compiled page-data files (one per page and language). */
  contentFiles: number;
  home: HomeFirstLoad;
}

const timing = (runsMs: number[]): Timing => ({ medianMs: median(runsMs), runsMs });

/** Forgets every parsed file of the copy, so that the next step parses them all. */
function clearParseCache(root: string): void {
  const file = parseCacheFile(root);
  if (file) rmSync(file, { force: true });
}

interface CheckRun {
  wallMs: number;
  checkedMs: number;
  warnings: number;
}

type CacheState = 'cold' | 'warm';

/** Runs `step` cold (parse cache removed) then warm, `repeats` times. */
async function coldThenWarm<T>(root: string, repeats: number, step: (state: CacheState, index: number) => Promise<T>): Promise<Record<CacheState, T[]>> {
  const runs: Record<CacheState, T[]> = { cold: [], warm: [] };
  for (let index = 1; index <= repeats; index++) {
    clearParseCache(root);
    for (const state of ['cold', 'warm'] as const) runs[state].push(await step(state, index));
  }
  return runs;
}

/** The command `npm run validate` runs, read from package.json and run without npm's own start-up. */
function validateCommand(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [program, ...args] = (scripts.validate ?? '').split(' ');
  if (program !== 'node') throw new BenchError(`The bench expects "npm run validate" to start with "node", not "${scripts.validate}".`);
  return args;
}

async function validateOnce(root: string): Promise<CheckRun> {
  const result = await run(process.execPath, [...validateCommand(), '--root', root], { cwd: projectRoot });
  if (result.code !== 0) throw new BenchError(`The content check failed on the generated site in ${root}:\n${tail(result.output)}`);
  const checked = /Checked in (\d+) ms/.exec(result.output);
  if (!checked) throw new BenchError(`scripts/validate.ts no longer prints "Checked in N ms":\n${tail(result.output)}`);
  const warnings = /(\d+) warnings?/.exec(result.output);
  return { wallMs: result.ms, checkedMs: Number(checked[1]), warnings: warnings ? Number(warnings[1]) : 0 };
}

const countFiles = (dir: string): number => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

/** Validate and build a copy of the site with `extraPages` generated pages, cold then warm, `repeats` times each; then weigh the home page's first load. */
async function measure(extraPages: number, repeats: number, chromePath: string): Promise<ScaleResult> {
  const root = join(temporaryDir(`bench-scale-${extraPages}`), 'site');
  console.log(`\n${extraPages} extra pages: copying the site to ${root}…`);
  copySite(root);
  addScalePages(root, extraPages);
  const pageFiles = countPageFiles(root);

  const checks = await coldThenWarm(root, repeats, async (state, index) => {
    const check = await validateOnce(root);
    console.log(`  validate ${state} ${index}/${repeats} (${pageFiles} page files): ${seconds(check.wallMs)} wall, checked in ${check.checkedMs} ms, ${check.warnings} warnings`);
    return check;
  });
  const builds = await coldThenWarm(root, repeats, async (state, index) => {
    const ms = await viteBuild(root);
    console.log(`  build ${state} ${index}/${repeats}: ${seconds(ms)}`);
    return ms;
  });
  const dist = join(root, 'dist');
  const contentFiles = countFiles(join(dist, 'content'));
  const checkTimings = (runs: CheckRun[]): CheckTimings => ({ wall: timing(runs.map((c) => c.wallMs)), checked: timing(runs.map((c) => c.checkedMs)) });

  const server = await serve(dist);
  try {
    const home = await measureHomeFirstLoad(chromePath, server.origin, dist);
    console.log(`  home page first load: JS ${home.js.files.length} files, ${kib(home.js.gzipBytes)} KiB gzip (${kib(home.js.rawBytes)} KiB raw); page data ${kib(home.data.gzipBytes)} KiB gzip`);
    return {
      extraPages,
      pageFiles,
      validate: { cold: checkTimings(checks.cold), warm: checkTimings(checks.warm) },
      validateWarnings: checks.cold[0]!.warnings,
      build: { cold: timing(builds.cold), warm: timing(builds.warm) },
      contentFiles,
      home,
    };
  } finally {
    server.stop();
  }
}

/** The baseline (0 extra pages) first, then each requested count, one after the other so timings do not compete. */
export async function scaleBench(counts: number[], repeats: number, chromePath: string): Promise<ScaleResult[]> {
  const results: ScaleResult[] = [];
  for (const count of [0, ...counts]) results.push(await measure(count, repeats, chromePath));
  return results;
}

export function scaleTable(results: ScaleResult[]): string {
  return table(
    ['extra pages', 'page files', 'validate cold (wall)', 'checked in', 'validate warm (wall)', 'checked in', 'build cold (wall)', 'build warm (wall)', 'page-data files', 'home JS files', 'home JS gzip KiB', 'home JS raw KiB', 'home data gzip KiB'],
    results.map((r) => [
      String(r.extraPages), String(r.pageFiles),
      millis(r.validate.cold.wall.medianMs), millis(r.validate.cold.checked.medianMs), millis(r.validate.warm.wall.medianMs), millis(r.validate.warm.checked.medianMs),
      millis(r.build.cold.medianMs), millis(r.build.warm.medianMs),
      String(r.contentFiles), String(r.home.js.files.length), kib(r.home.js.gzipBytes), kib(r.home.js.rawBytes), kib(r.home.data.gzipBytes),
    ]),
  );
}
