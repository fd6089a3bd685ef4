import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { isRecord } from '../../src/shared/guards.ts';
import { locationOf } from '../../src/routing/addresses.ts';
import { chromiumArgs } from '../support/chromium.ts';
import { turnOnPathRouting } from '../support/path-routing.ts';
import { copyProject, projectRoot } from '../support/project-copy.ts';
import { keyFigures, kib, median, round, seconds, type RunFigures } from './figures.ts';
import { BenchError, bin, removeOnExit, run, serveSite, viteBuild, type SiteServer } from './processes.ts';
import { saveStaticSnapshots, type FormFactor } from './static-snapshot.ts';

/** One page of each kind the site has, in its default language. */
export const benchRoutes = [
  { name: 'home', route: '' },
  { name: 'about-us', route: 'about-us' },
  { name: 'contact', route: 'contact' },
  { name: 'blog', route: 'blog' },
  { name: 'article', route: 'blog-details/What-is-Industry-4.0' },
  { name: 'service', route: 'web-services/development' },
];

/** How the site's addresses look (docs/BEHAVIOUR.md#routes): its own site.yaml's, or path routing on a copy. */
export const routings = ['hash', 'path'] as const;
export type Routing = (typeof routings)[number];

export interface LabOptions {
  routes: string[];
  runs: number;
  formFactors: FormFactor[];
  routings: Routing[];
  skipBuild: boolean;
}

/** The address of `route` in the default language, from the server's root, as `routing` writes it. */
export function benchAddress(route: string, routing: Routing): string {
  const location = locationOf(route, 'default', { routing, url: null, languages: { default: 'default', available: [] } });
  return routing === 'path' || route === '' ? location : `/#${location}`;
}

interface VariantResult {
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
  routing: Routing;
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

/**
 * The site under test: a fresh build (with path routing, of a copy of the site whose site.yaml says
 * so), or a copy of dist/ so that a rebuild during the bench cannot change it.
 */
async function prepareBuild(skipBuild: boolean, routing: Routing, appDir: string): Promise<number | null> {
  if (!skipBuild) {
    console.log(`Building the site with ${routing} routing (vite build)…`);
    if (routing === 'hash') return (await viteBuild(projectRoot, appDir)).ms;
    const site = removeOnExit(copyProject('content', { prefix: 'bench-path-site-' }));
    turnOnPathRouting(site);
    return (await viteBuild(projectRoot, appDir, site)).ms;
  }
  const index = join(projectRoot, 'dist', 'index.html');
  if (!existsSync(index)) throw new BenchError('--skip-build: there is no dist/index.html. Run npm run build first, or leave out --skip-build.');
  const built = /data-routing="(\w+)"/.exec(readFileSync(index, 'utf8'))?.[1] ?? 'hash';
  if (built !== routing) throw new BenchError(`--skip-build: dist/ was built with ${built} routing; add --routing ${built}.`);
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
  const settings = {
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    chromeFlags: lighthouseChromeFlags.join(' '),
    ...(formFactor === 'desktop' ? { preset: 'desktop' } : {}),
  };
  writeFileSync(join(dir, 'lighthouserc.json'), JSON.stringify({ ci: { collect: { url: urls, numberOfRuns: 1, additive: true, chromePath, settings } } }));
  for (let round = 1; round <= runs; round++) {
    console.log(`\n${formFactor}, round ${round} of ${runs}:`);
    await run(bin('lhci'), ['collect', '--config=lighthouserc.json'], { cwd: dir, echo: true });
  }
  const reports = join(dir, '.lighthouseci');
  return readdirSync(reports)
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .map((file) => readLighthouseResult(join(reports, file)));
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

/** Each kind of addresses in turn: its build, served beside its static copy, measured by Lighthouse. */
export async function labBench(options: LabOptions, chromePath: string) {
  const runs = [];
  for (const routing of options.routings) runs.push({ routing, ...(await labRouting(options, routing, chromePath)) });
  return { builds: runs.map(({ routing, buildMs, snapshots }) => ({ routing, buildMs, snapshots })), results: runs.flatMap((run) => run.results) };
}

/** Builds, serves the app and its static copy side by side, and runs Lighthouse on both. */
async function labRouting(options: LabOptions, routing: Routing, chromePath: string) {
  const workDir = removeOnExit(mkdtempSync(join(tmpdir(), `bench-lab-${routing}-`)));
  const servers: SiteServer[] = [];
  try {
    const buildMs = await prepareBuild(options.skipBuild, routing, join(workDir, 'app'));
    cpSync(join(workDir, 'app'), join(workDir, 'static'), { recursive: true });
    const app = await serveSite(join(workDir, 'app'));
    servers.push(app);
    const routes = benchRoutes
      .filter((route) => options.routes.includes(route.name))
      .map((route) => ({ name: route.name, url: `${app.origin}${benchAddress(route.route, routing)}` }));

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
      const pages = routes.map((route) => ({
        route: route.name,
        app: route.url,
        static: `${staticServer.origin}/${snapshots.find((s) => s.route === route.name && s.formFactor === formFactor)!.file}`,
      }));
      const lhrs = await collect(
        pages.flatMap((page) => [page.app, page.static]),
        formFactor,
        options.runs,
        chromePath,
        workDir,
      );
      for (const page of pages) {
        const [appResult, staticResult] = [summarize(page.app, lhrs), summarize(page.static, lhrs)];
        results.push({
          route: page.route,
          routing,
          formFactor,
          app: appResult,
          static: staticResult,
          lcpRatio: appResult.median.lcpMs / staticResult.median.lcpMs,
        });
      }
    }
    return { buildMs, snapshots, results };
  } finally {
    for (const server of servers) server.stop();
  }
}

/**
 * One row per route, from the median app run: the table of docs/PERFORMANCE.md. The LCP's minimum
 * over the runs beside it, the app's and the static page's: on a busy machine the fastest run is
 * the one least disturbed.
 */
export function labTable(results: RouteResult[], routing: Routing, formFactor: FormFactor): Record<string, Record<string, number | null>> {
  const fastest = (variant: VariantResult) => seconds(Math.min(...variant.runs.map((run) => run.lcpMs)));
  const rows = results
    .filter((result) => result.formFactor === formFactor && result.routing === routing)
    .map(({ route, app, static: staticPage, lcpRatio }): [string, Record<string, number | null>] => [
      route,
      {
        perf: app.median.performance,
        'FCP s': seconds(app.median.fcpMs),
        'LCP s': seconds(app.median.lcpMs),
        'LCP min s': fastest(app),
        'TBT ms': round(app.median.tbtMs),
        CLS: round(app.median.cls, 3),
        'JS KiB': kib(app.median.bytes.script),
        'CSS KiB': kib(app.median.bytes.stylesheet),
        'font KiB': kib(app.median.bytes.font),
        'img KiB': kib(app.median.bytes.image),
        'doc KiB': kib(app.median.bytes.document),
        'other KiB': kib(app.median.bytes.other),
        'total KiB': kib(app.median.bytes.total),
        'static LCP s': seconds(staticPage.median.lcpMs),
        'static LCP min s': fastest(staticPage),
        'LCP/static': round(lcpRatio, 2),
        a11y: app.median.accessibility,
        BP: app.median.bestPractices,
        SEO: app.median.seo,
      },
    ]);
  return Object.fromEntries(rows);
}

/** Audits that failed in a median run, each once with the pages it affects, then Lighthouse's own warnings. */
export function labProblems(results: RouteResult[]): string {
  const byAudit = new Map<string, { line: string; where: string[]; items: Set<string> }>();
  for (const result of results) {
    for (const variant of ['app', 'static'] as const) {
      // What search engines read is the app's page: the static copy is only the time to beat.
      for (const audit of result[variant].median.failingAudits.filter((failing) => variant === 'app' || failing.category !== 'seo')) {
        const entry = byAudit.get(audit.id) ?? { line: `${audit.category} · ${audit.id} — ${audit.title}`, where: [], items: new Set<string>() };
        entry.where.push(`${result.route}/${result.routing}/${result.formFactor}/${variant}`);
        audit.items.forEach((item) => entry.items.add(item));
        byAudit.set(audit.id, entry);
      }
    }
  }
  const audits = [...byAudit.values()].flatMap(({ line, where, items }) => [
    line,
    `  on: ${where.join(', ')}`,
    ...[...items].slice(0, 6).map((item) => `  - ${item}`),
  ]);
  const warnings = new Set(results.flatMap((result) => [...result.app.runs, ...result.static.runs].flatMap((run) => run.runWarnings)));
  return [
    'Failing accessibility / best-practices / SEO audits (median runs):',
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
