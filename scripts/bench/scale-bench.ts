import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { viteBuild } from './build.ts';
import { BenchError } from './errors.ts';
import { kib, millis, seconds, table } from './format.ts';
import { measureHomeFirstLoad, type HomeFirstLoad } from './home-first-load.ts';
import { bin, projectRoot } from './paths.ts';
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

export interface ScaleResult {
  extraPages: number;
  pageFiles: number;
  /** Wall time of the spawned content check, tsx start-up included: what an editor waits for. */
  validateWall: Timing;
  /** The "Checked in N ms" the check prints: the pipeline alone. */
  validateChecked: Timing;
  validateWarnings: number;
  /** Wall time of `vite build` in the copy. */
  build: Timing;
  /** Compiled page-data files (one per page and language). */
  contentFiles: number;
  home: HomeFirstLoad;
}

const timing = (runsMs: number[]): Timing => ({ medianMs: median(runsMs), runsMs });

async function validateOnce(root: string): Promise<{ wallMs: number; checkedMs: number; warnings: number }> {
  const result = await run(bin('tsx'), ['scripts/validate.ts', '--root', root], { cwd: projectRoot });
  if (result.code !== 0) throw new BenchError(`The content check failed on the generated site in ${root}:\n${tail(result.output)}`);
  const checked = /Checked in (\d+) ms/.exec(result.output);
  if (!checked) throw new BenchError(`scripts/validate.ts no longer prints "Checked in N ms":\n${tail(result.output)}`);
  const warnings = /(\d+) warnings?/.exec(result.output);
  return { wallMs: result.ms, checkedMs: Number(checked[1]), warnings: warnings ? Number(warnings[1]) : 0 };
}

const countFiles = (dir: string): number => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

/** Validate and build a copy of the site with `extraPages` generated pages `repeats` times, then weigh the home page's first load. */
async function measure(extraPages: number, repeats: number, chromePath: string): Promise<ScaleResult> {
  const root = join(temporaryDir(`bench-scale-${extraPages}`), 'site');
  console.log(`\n${extraPages} extra pages: copying the site to ${root}…`);
  copySite(root);
  addScalePages(root, extraPages);
  const pageFiles = countPageFiles(root);

  const checks = [];
  for (let index = 1; index <= repeats; index++) {
    const check = await validateOnce(root);
    console.log(`  validate ${index}/${repeats} (${pageFiles} page files): ${seconds(check.wallMs)} wall, checked in ${check.checkedMs} ms, ${check.warnings} warnings`);
    checks.push(check);
  }
  const builds: number[] = [];
  for (let index = 1; index <= repeats; index++) {
    builds.push(await viteBuild(root));
    console.log(`  build ${index}/${repeats}: ${seconds(builds.at(-1)!)}`);
  }
  const dist = join(root, 'dist');
  const contentFiles = countFiles(join(dist, 'content'));

  const server = await serve(dist);
  try {
    const home = await measureHomeFirstLoad(chromePath, server.origin, dist);
    console.log(`  home page first load: JS ${home.js.files.length} files, ${kib(home.js.gzipBytes)} KiB gzip (${kib(home.js.rawBytes)} KiB raw); page data ${kib(home.data.gzipBytes)} KiB gzip`);
    return {
      extraPages,
      pageFiles,
      validateWall: timing(checks.map((c) => c.wallMs)),
      validateChecked: timing(checks.map((c) => c.checkedMs)),
      validateWarnings: checks[0]!.warnings,
      build: timing(builds),
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
    ['extra pages', 'page files', 'validate (wall)', 'checked in', 'build (wall)', 'page-data files', 'home JS files', 'home JS gzip KiB', 'home JS raw KiB', 'home data gzip KiB'],
    results.map((r) => [
      String(r.extraPages), String(r.pageFiles), millis(r.validateWall.medianMs), millis(r.validateChecked.medianMs), millis(r.build.medianMs),
      String(r.contentFiles), String(r.home.js.files.length), kib(r.home.js.gzipBytes), kib(r.home.js.rawBytes), kib(r.home.data.gzipBytes),
    ]),
  );
}
