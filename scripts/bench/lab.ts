import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { isRecord } from '../../src/shared/guards.ts';
import { chromiumArgs } from '../support/chromium.ts';
import { projectRoot } from '../support/project-copy.ts';
import { keyFigures, kib, median, round, seconds, type RunFigures } from './figures.ts';
import { BenchError, bin, removeOnExit, run, serveSite, viteBuild, type SiteServer } from './processes.ts';
import { saveStaticSnapshots, type FormFactor } from './static-snapshot.ts';

/** One page of each kind the site has (hash routing). */
export const benchRoutes = [
  { name: 'home', hash: '' },
  { name: 'about-us', hash: '#/about-us' },
  { name: 'contact', hash: '#/contact' },
  { name: 'blog', hash: '#/blog' },
  { name: 'article', hash: '#/blog-details/What-is-Industry-4.0' },
];

export interface LabOptions {
  routes: string[];
  runs: number;
  formFactors: FormFactor[];
  skipBuild: boolean;
}

export interface VariantResult {
  url: string;
  runs: RunFigures[];
  /** Index in `runs` of the run Lighthouse's computeMedianRun picks: the closest to the median FCP and TTI. */
  medianRun: number;
  median: RunFigures;
  /** Each metric's own median, for reference: with 3 runs, a metric of the median run can still be the odd one out. */
  perMetricMedian: { performance: number | null; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
}

export interface RouteResult {
  route: string;
  formFactor: FormFactor;
  app: VariantResult;
  static: VariantResult;
  /** LCP of the app's median run divided by the static page's: 1 means the JavaScript delays nothing. */
  lcpRatio: number;
}

/**
 * Chromium flags for Lighthouse, besides the shared ones: no QUIC, first-run, component updates or
 * sync, so Chromium makes no requests of its own during a measured load. Lighthouse CI adds --headless=new.
 */
const lighthouseChromeFlags = [...chromiumArgs, '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];

/** The site under test: a fresh build, or a copy of dist/ so that a rebuild during the bench cannot change it. */
async function prepareBuild(skipBuild: boolean, appDir: string): Promise<number | null> {
  if (!skipBuild) {
    console.log('Building the site (vite build)…');
    return viteBuild(projectRoot, appDir);
  }
  if (!existsSync(join(projectRoot, 'dist', 'index.html'))) throw new BenchError('--skip-build: there is no dist/index.html. Run npm run build first, or leave out --skip-build.');
  cpSync(join(projectRoot, 'dist'), appDir, { recursive: true });
  return null;
}

/**
 * Every Lighthouse run of one form factor, through Lighthouse CI: each run in a headless Chromium of
 * its own with a fresh profile, a failed run tried again (three attempts). Mobile is Lighthouse's
 * default (Moto G Power screen, simulated slow 4G, 4× CPU slowdown); desktop its `desktop` preset.
 * One `lhci collect` per round goes through every page once, each app page beside its static copy,
 * so a burst of load on the machine affects both alike.
 */
async function collect(urls: string[], formFactor: FormFactor, runs: number, chromePath: string, workDir: string): Promise<Result[]> {
  const dir = join(workDir, `lhci-${formFactor}`);
  mkdirSync(dir);
  const settings = { onlyCategories: ['performance', 'accessibility', 'best-practices'], chromeFlags: lighthouseChromeFlags.join(' '), ...(formFactor === 'desktop' ? { preset: 'desktop' } : {}) };
  writeFileSync(join(dir, 'lighthouserc.json'), JSON.stringify({ ci: { collect: { url: urls, numberOfRuns: 1, additive: true, chromePath, settings } } }));
  for (let round = 1; round <= runs; round++) {
    console.log(`\n${formFactor}, round ${round} of ${runs}:`);
    await run(bin('lhci'), ['collect', '--config=lighthouserc.json'], { cwd: dir, echo: true });
  }
  const reports = join(dir, '.lighthouseci');
  return readdirSync(reports).filter((file) => /^lhr-\d+\.json$/.test(file)).map((file) => readLighthouseResult(join(reports, file)));
}

function summarize(url: string, lhrs: Result[]): VariantResult {
  const runs = lhrs.filter((lhr) => lhr.requestedUrl === url);
  if (!runs.length) throw new BenchError(`Lighthouse CI returned no report for ${url}.`);
  // Lighthouse declares the median run's type in a global namespace the type checker does not load.
  const medianLhr: unknown = computeMedianRun(runs);
  const medianRun = runs.findIndex((run) => run === medianLhr);
  const figures = runs.map(keyFigures);
  const each = (metric: 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls') => median(figures.map((f) => f[metric]));
  const scores = figures.flatMap((f) => (f.performance === null ? [] : [f.performance]));
  return {
    url,
    runs: figures,
    medianRun,
    median: figures[medianRun]!,
    perMetricMedian: { performance: scores.length ? median(scores) : null, fcpMs: each('fcpMs'), lcpMs: each('lcpMs'), tbtMs: each('tbtMs'), cls: each('cls') },
  };
}

/** Builds, serves the app and its static copy side by side, and runs Lighthouse on both. */
export async function labBench(options: LabOptions, chromePath: string) {
  const workDir = removeOnExit(mkdtempSync(join(tmpdir(), 'bench-lab-')));
  const servers: SiteServer[] = [];
  try {
    const buildMs = await prepareBuild(options.skipBuild, join(workDir, 'app'));
    cpSync(join(workDir, 'app'), join(workDir, 'static'), { recursive: true });
    const app = await serveSite(join(workDir, 'app'));
    servers.push(app);
    const routes = benchRoutes.filter((route) => options.routes.includes(route.name)).map((route) => ({ name: route.name, url: `${app.origin}/${route.hash}` }));

    console.log('Saving static snapshots: the rendered pages, without scripts…');
    const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
    let snapshots: Awaited<ReturnType<typeof saveStaticSnapshots>>;
    try {
      snapshots = await saveStaticSnapshots(browser, routes, options.formFactors, join(workDir, 'static'));
    } finally {
      await browser.close();
    }
    const staticServer = await serveSite(join(workDir, 'static'));
    servers.push(staticServer);

    const results: RouteResult[] = [];
    for (const formFactor of options.formFactors) {
      const pages = routes.map((route) => ({ route: route.name, app: route.url, static: `${staticServer.origin}/${snapshots.find((s) => s.route === route.name && s.formFactor === formFactor)!.file}` }));
      const lhrs = await collect(pages.flatMap((page) => [page.app, page.static]), formFactor, options.runs, chromePath, workDir);
      for (const page of pages) {
        const [appResult, staticResult] = [summarize(page.app, lhrs), summarize(page.static, lhrs)];
        results.push({ route: page.route, formFactor, app: appResult, static: staticResult, lcpRatio: appResult.median.lcpMs / staticResult.median.lcpMs });
      }
    }
    return { buildMs, snapshots, results };
  } finally {
    for (const server of servers) server.stop();
  }
}

/** One row per route, from the median app run: the table of docs/PERFORMANCE.md. */
export function labTable(results: RouteResult[], formFactor: FormFactor): Record<string, Record<string, number | null>> {
  const rows = results.filter((result) => result.formFactor === formFactor).map(({ route, app: { median: m }, static: staticPage, lcpRatio }): [string, Record<string, number | null>] => [route, {
    perf: m.performance, 'FCP s': seconds(m.fcpMs), 'LCP s': seconds(m.lcpMs), 'TBT ms': round(m.tbtMs), CLS: round(m.cls, 3),
    'JS KiB': kib(m.bytes.script), 'CSS KiB': kib(m.bytes.stylesheet), 'font KiB': kib(m.bytes.font), 'img KiB': kib(m.bytes.image),
    'doc KiB': kib(m.bytes.document), 'other KiB': kib(m.bytes.other), 'total KiB': kib(m.bytes.total),
    'static LCP s': seconds(staticPage.median.lcpMs), 'LCP/static': round(lcpRatio, 2), a11y: m.accessibility, BP: m.bestPractices,
  }]);
  return Object.fromEntries(rows);
}

/** Audits that failed in a median run, each once with the pages it affects, then Lighthouse's own warnings. */
export function labProblems(results: RouteResult[]): string {
  const byAudit = new Map<string, { line: string; where: string[]; items: Set<string> }>();
  for (const result of results) {
    for (const variant of ['app', 'static'] as const) {
      for (const audit of result[variant].median.failingAudits) {
        const entry = byAudit.get(audit.id) ?? { line: `${audit.category} · ${audit.id} — ${audit.title}`, where: [], items: new Set<string>() };
        entry.where.push(`${result.route}/${result.formFactor}/${variant}`);
        audit.items.forEach((item) => entry.items.add(item));
        byAudit.set(audit.id, entry);
      }
    }
  }
  const audits = [...byAudit.values()].flatMap(({ line, where, items }) => [line, `  on: ${where.join(', ')}`, ...[...items].slice(0, 6).map((item) => `  - ${item}`)]);
  const warnings = new Set(results.flatMap((result) => [...result.app.runs, ...result.static.runs].flatMap((run) => run.runWarnings)));
  return [
    'Failing accessibility / best-practices audits (median runs):',
    ...(audits.length ? audits : ['none']),
    ...(warnings.size ? ['', 'Lighthouse warnings:', ...[...warnings].map((warning) => `- ${warning}`)] : []),
  ].join('\n');
}

/** A report Lighthouse CI saved: its page, audits and categories are what the bench reads. */
function readLighthouseResult(file: string): Result {
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isLighthouseResult(report)) throw new BenchError(`${file} is not a Lighthouse report.`);
  return report;
}

function isLighthouseResult(value: unknown): value is Result {
  return isRecord(value) && typeof value.requestedUrl === 'string' && isRecord(value.audits) && isRecord(value.categories);
}
