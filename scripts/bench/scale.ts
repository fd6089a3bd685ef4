import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseDocument } from 'yaml';
import { chromium } from '@playwright/test';
import { markdownCacheFile, parseCacheFile } from '../../src/content/pipeline.ts';
import { isRecord } from '../../src/shared/guards.ts';
import { chromiumArgs } from '../support/chromium.ts';
import { turnOnPathRouting } from '../support/path-routing.ts';
import { copyProject, projectRoot } from '../support/project-copy.ts';
import { kib, median, round } from './figures.ts';
import type { Routing } from './lab.ts';
import { BenchError, removeOnExit, run, serveSite, startDevServer, viteBuild, waitFor, type Usage } from './processes.ts';
import { devContentPath } from '../../src/vite/dev-content.ts';
import { addScalePages, countPageFiles } from './scale-site.ts';
import { waitUntilRendered } from './static-snapshot.ts';

/** What `npm run validate -- --format json` prints: one JSON object. */
export interface ValidateReport {
  problems: { code: string; severity: string; file: string; line: number; column: number; message: string }[];
  errors: number;
  warnings: number;
  /** The content pipeline alone, without Node's start-up. */
  durationMs: number;
}

/** Reads the one JSON object `npm run validate -- --format json` prints; anything else is a BenchError that shows it. */
export function readValidateReport(stdout: string): ValidateReport {
  let report: unknown = null;
  try {
    report = JSON.parse(stdout);
  } catch {
    // Reported below, with what was printed instead.
  }
  if (!isValidateReport(report))
    throw new BenchError(`npm run validate -- --format json did not print the JSON report the bench reads. It printed:\n${stdout.slice(0, 600)}`);
  return report;
}

function isValidateReport(value: unknown): value is ValidateReport {
  return isRecord(value) && Array.isArray(value.problems) && [value.errors, value.warnings, value.durationMs].every((n) => typeof n === 'number');
}

type CacheState = 'cold' | 'warm';

const megabytes = (bytes: number | null): number | null => (bytes === null ? null : Math.round(bytes / 2 ** 20));
const largest = (values: (number | null)[]): number | null =>
  values.reduce<number | null>((max, value) => (max === null || value === null ? null : Math.max(max, value)), 0);
const roundOrNull = (ms: number | null): number | null => (ms === null ? null : round(ms));
const describeUsage = (usage: Usage | null): string =>
  usage ? `${round(usage.cpuMs)} ms of processor time, ${megabytes(usage.peakMemoryBytes)} MiB at most` : 'no usage (no GNU time)';
/** The median processor time of some runs, null without GNU time. */
const medianCpu = (usages: (Usage | null)[]): number | null => {
  const times = usages.flatMap((usage) => (usage ? [usage.cpuMs] : []));
  return times.length === usages.length ? median(times) : null;
};

/** Deletes the copy's parse caches (in the linked node_modules/.cache), so that the next check parses every file and every formatted text. */
function forgetParsedFiles(root: string): void {
  for (const file of [parseCacheFile(root)!, markdownCacheFile(root)!]) rmSync(file, { force: true });
}
/** Times of each repetition and their median: one timing on a busy 2-core machine says little. */
type Timing = { medianMs: number; runsMs: number[] };
const timing = (runsMs: number[]): Timing => ({ medianMs: median(runsMs), runsMs });

/**
 * Runs `step` cold (the copy's parse cache deleted first, as on a fresh clone or after every file
 * changed) then warm (nothing changed since, as when an editor checks again), `repeats` times.
 */
async function coldThenWarm<T>(root: string, repeats: number, step: (state: CacheState, index: number) => Promise<T>): Promise<Record<CacheState, T[]>> {
  const runs: Record<CacheState, T[]> = { cold: [], warm: [] };
  for (let index = 1; index <= repeats; index++) {
    forgetParsedFiles(root);
    for (const state of ['cold', 'warm'] as const) runs[state].push(await step(state, index));
  }
  return runs;
}

/** `npm run validate`, as an editor runs it (npm, Node and tsx start-up included), on the copy; it must find no errors. */
async function validate(root: string): Promise<{ wallMs: number; checkedMs: number; warnings: number; usage: Usage | null }> {
  const { stdout, ms, usage } = await run('npm', ['run', '--silent', 'validate', '--', '--format', 'json', '--root', root], {
    cwd: projectRoot,
    exitCodes: [0, 1],
  });
  const report = readValidateReport(stdout);
  if (report.errors) {
    const first = report.problems
      .filter((p) => p.severity === 'error')
      .slice(0, 10)
      .map((p) => `  ${p.file}:${p.line}:${p.column} ${p.code}: ${p.message}`);
    throw new BenchError(`The content check found ${report.errors} errors in the generated site ${root}:\n${first.join('\n')}`);
  }
  return { wallMs: ms, checkedMs: report.durationMs, warnings: report.warnings, usage };
}

/** Every file of one kind the browser fetched, weighed from the build on disk: gzip at level 9 (whatever the server does) and raw. */
function weigh(dist: string, paths: string[]) {
  const contents = paths.sort().map((path) => {
    if (!existsSync(join(dist, path))) throw new BenchError(`The browser loaded ${path}, which is not in ${dist}.`);
    return readFileSync(join(dist, path));
  });
  return {
    files: paths,
    rawBytes: contents.reduce((sum, c) => sum + c.length, 0),
    gzipBytes: contents.reduce((sum, c) => sum + gzipSync(c, { level: 9 }).length, 0),
  };
}

/** The scripts and page data a first-time visitor's browser fetches for the home page until the network is idle. */
async function homeFirstLoad(chromePath: string, dist: string) {
  const server = await serveSite(dist);
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const fetched: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === server.origin) fetched.push(decodeURIComponent(url.pathname));
    });
    await page.goto(`${server.origin}/`);
    await waitUntilRendered(page);
    return {
      js: weigh(
        dist,
        fetched.filter((p) => p.endsWith('.js')),
      ),
      data: weigh(
        dist,
        fetched.filter((p) => p.endsWith('.json')),
      ),
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

/**
 * The development server on the copy: from its start until it serves the home page's content, then
 * from saving one text (the "Contact us" of every page's menu, in locales/en/common.yaml) until it
 * serves the new text. What the browser does after is the same for any size of site.
 */
async function devServerTimes(root: string): Promise<{ startMs: number; editMs: number }> {
  const server = await startDevServer(root, `/${devContentPath}/en/index.json`);
  try {
    const file = join(root, 'locales', 'en', 'common.yaml');
    const texts = parseDocument(readFileSync(file, 'utf8'));
    const edited = `${String(texts.get('contactUs'))} (edited)`;
    texts.set('contactUs', edited);
    const saved = performance.now();
    writeFileSync(file, texts.toString());
    await waitFor(`${server.origin}/${devContentPath}/en/_shell.json`, (body) => body.includes(edited));
    return { startMs: server.readyMs, editMs: performance.now() - saved };
  } finally {
    server.stop();
  }
}

/**
 * A copy of the site with `extraPages` generated pages and `routing`: its check and build timed
 * cold and warm, `repeats` times each, then its home page weighed. With path routing the build
 * writes every page of every language as an HTML file.
 */
async function measure(extraPages: number, routing: Routing, repeats: number, chromePath: string) {
  const root = removeOnExit(copyProject('app', { prefix: `bench-scale-${routing}-${extraPages}-` }));
  removeOnExit(parseCacheFile(root)!);
  removeOnExit(markdownCacheFile(root)!);
  addScalePages(root, extraPages);
  if (routing === 'path') turnOnPathRouting(root);
  const pageFiles = countPageFiles(root);
  console.log(`\n${extraPages} extra pages (${pageFiles} page files), ${routing} routing, in ${root}:`);
  const checks = await coldThenWarm(root, repeats, async (state, index) => {
    const check = await validate(root);
    console.log(
      `  validate ${state} ${index}/${repeats}: ${round(check.wallMs)} ms wall, checked in ${round(check.checkedMs)} ms, ${check.warnings} warnings, ${describeUsage(check.usage)}`,
    );
    return check;
  });
  const builds = await coldThenWarm(root, repeats, async (state, index) => {
    const build = await viteBuild(root);
    console.log(`  build ${state} ${index}/${repeats}: ${round(build.ms)} ms, ${describeUsage(build.usage)}`);
    return build;
  });
  const home = await homeFirstLoad(chromePath, join(root, 'dist'));
  const dev = await devServerTimes(root);
  console.log(`  development server: answered in ${round(dev.startMs)} ms, showed an edit in ${round(dev.editMs)} ms`);
  const checkTimings = (runs: typeof checks.cold) => ({ wall: timing(runs.map((c) => c.wallMs)), checked: timing(runs.map((c) => c.checkedMs)) });
  const dist = join(root, 'dist');
  return {
    extraPages,
    routing,
    pageFiles,
    validate: { cold: checkTimings(checks.cold), warm: checkTimings(checks.warm) },
    validateWarnings: checks.cold[0]!.warnings,
    dev,
    build: { cold: timing(builds.cold.map((b) => b.ms)), warm: timing(builds.warm.map((b) => b.ms)) },
    /** The largest resident memory of any run, check or build (null without GNU time). */
    peakMemoryBytes: {
      validate: largest([...checks.cold, ...checks.warm].map((c) => c.usage?.peakMemoryBytes ?? null)),
      build: largest([...builds.cold, ...builds.warm].map((b) => b.usage?.peakMemoryBytes ?? null)),
    },
    /** Median processor time (user and system, every process), the figure other work on the machine disturbs least. */
    cpuMs: {
      validate: { cold: medianCpu(checks.cold.map((c) => c.usage)), warm: medianCpu(checks.warm.map((c) => c.usage)) },
      build: { cold: medianCpu(builds.cold.map((b) => b.usage)), warm: medianCpu(builds.warm.map((b) => b.usage)) },
    },
    contentFiles: readdirSync(join(dist, 'content'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length,
    htmlFiles: readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length,
    indexHtmlBytes: statSync(join(dist, 'index.html')).size,
    home,
  };
}

export type ScaleResult = Awaited<ReturnType<typeof measure>>;

/** For each kind of addresses, the baseline (0 extra pages) first, then each count, one after the other so that timings do not compete. */
export async function scaleBench(counts: number[], routingsToMeasure: readonly Routing[], repeats: number, chromePath: string): Promise<ScaleResult[]> {
  const results: ScaleResult[] = [];
  for (const routing of routingsToMeasure) {
    for (const count of [0, ...counts]) results.push(await measure(count, routing, repeats, chromePath));
  }
  return results;
}

/** One row per page count, times as medians: the table of docs/PERFORMANCE.md. */
export function scaleTable(results: ScaleResult[]): Record<string, Record<string, number | null>> {
  return Object.fromEntries(
    results.map((r) => [
      `${r.routing} +${r.extraPages} pages`,
      {
        'page files': r.pageFiles,
        'validate cold ms': round(r.validate.cold.wall.medianMs),
        'checked in, cold ms': round(r.validate.cold.checked.medianMs),
        'validate warm ms': round(r.validate.warm.wall.medianMs),
        'checked in, warm ms': round(r.validate.warm.checked.medianMs),
        'build cold ms': round(r.build.cold.medianMs),
        'build warm ms': round(r.build.warm.medianMs),
        'dev server start ms': round(r.dev.startMs),
        'dev edit shown ms': round(r.dev.editMs),
        'validate CPU cold ms': roundOrNull(r.cpuMs.validate.cold),
        'validate CPU warm ms': roundOrNull(r.cpuMs.validate.warm),
        'build CPU cold ms': roundOrNull(r.cpuMs.build.cold),
        'build CPU warm ms': roundOrNull(r.cpuMs.build.warm),
        'validate peak MiB': megabytes(r.peakMemoryBytes.validate),
        'build peak MiB': megabytes(r.peakMemoryBytes.build),
        'page-data files': r.contentFiles,
        'HTML files': r.htmlFiles,
        'index.html KiB': kib(r.indexHtmlBytes),
        'home JS files': r.home.js.files.length,
        'home JS gzip KiB': kib(r.home.js.gzipBytes),
        'home JS raw KiB': kib(r.home.js.rawBytes),
        'home data gzip KiB': kib(r.home.data.gzipBytes),
      },
    ]),
  );
}
