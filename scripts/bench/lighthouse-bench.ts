import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { viteBuild } from './build.ts';
import { BenchError } from './errors.ts';
import { keyFigures, type RunFigures } from './figures.ts';
import { seconds } from './format.ts';
import { runLighthouseWithRetry } from './lighthouse-run.ts';
import type { BenchOptions } from './options.ts';
import { projectRoot } from './paths.ts';
import type { FormFactor } from './routes.ts';
import { serve } from './server.ts';
import { saveStaticSnapshots, type Snapshot } from './static-snapshot.ts';
import { median } from './stats.ts';
import { temporaryDir } from './workdir.ts';

export interface VariantResult {
  url: string;
  runs: RunFigures[];
  /** Index in `runs` of the run Lighthouse's computeMedianRun picks (closest to the median FCP and TTI). */
  medianRun: number;
  median: RunFigures;
  /**
   * Each metric's own median across runs, for reference: the table uses `median` (one whole run),
   * and with 3 runs a metric of that run can still be an outlier, LCP especially.
   */
  perMetricMedian: { performance: number | null; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
}

export interface RouteResult {
  route: string;
  formFactor: FormFactor;
  app: VariantResult;
  static: VariantResult;
  /** LCP of the app's median run divided by the static page's: 1 means the JavaScript costs nothing before LCP. */
  lcpRatio: number;
}

export interface LighthouseBenchResults {
  buildMs: number | null;
  snapshots: Snapshot[];
  results: RouteResult[];
}

/** The site under test: a fresh build, or a copy of dist/ so a rebuild during the bench cannot change it mid-way. */
async function prepareBuild(skipBuild: boolean, workDir: string): Promise<{ dir: string; buildMs: number | null }> {
  const dir = join(workDir, 'app');
  if (skipBuild) {
    const dist = join(projectRoot, 'dist');
    if (!existsSync(join(dist, 'index.html'))) throw new BenchError('--skip-build: there is no dist/index.html. Run npm run build first, or leave out --skip-build.');
    cpSync(dist, dir, { recursive: true });
    console.log('Using the existing dist/ (--skip-build).');
    return { dir, buildMs: null };
  }
  console.log('Building the site (vite build)…');
  const buildMs = await viteBuild(projectRoot, dir);
  console.log(`  built in ${seconds(buildMs)}`);
  return { dir, buildMs };
}

function pickMedian(url: string, runs: { lhr: Result; figures: RunFigures }[]): VariantResult {
  const chosen = computeMedianRun(runs.map((run) => run.lhr)) as Result;
  const index = runs.findIndex((run) => run.lhr === chosen);
  const figures = runs.map((run) => run.figures);
  const scores = figures.map((f) => f.performance).filter((p): p is number => p !== null);
  return {
    url,
    runs: figures,
    medianRun: index,
    median: figures[index]!,
    perMetricMedian: {
      performance: scores.length ? median(scores) : null,
      fcpMs: median(figures.map((f) => f.fcpMs)),
      lcpMs: median(figures.map((f) => f.lcpMs)),
      tbtMs: median(figures.map((f) => f.tbtMs)),
      cls: median(figures.map((f) => f.cls)),
    },
  };
}

export async function lighthouseBench(options: BenchOptions, chromePath: string): Promise<LighthouseBenchResults> {
  const workDir = temporaryDir('bench-site');
  const { dir: appDir, buildMs } = await prepareBuild(options.skipBuild, workDir);
  const staticDir = join(workDir, 'static');
  cpSync(appDir, staticDir, { recursive: true });

  const app = await serve(appDir);
  console.log(`Serving the build at ${app.origin}/`);
  console.log('Saving static snapshots (rendered HTML without scripts)…');
  const snapshots = await saveStaticSnapshots(chromePath, app.origin, options.routes, options.formFactors, staticDir);
  const staticServer = await serve(staticDir);
  console.log(`Serving the static copy at ${staticServer.origin}/`);

  const total = options.formFactors.length * options.routes.length * options.runs * 2;
  console.log(`Running Lighthouse ${total} times (${options.routes.length} routes × ${options.formFactors.length} form factors × ${options.runs} runs × app and static)…`);
  let done = 0;
  const started = performance.now();
  const results: RouteResult[] = [];
  for (const formFactor of options.formFactors) {
    for (const route of options.routes) {
      const urls = { app: `${app.origin}/${route.hash}`, static: `${staticServer.origin}/${snapshots.find((s) => s.route === route.name && s.formFactor === formFactor)!.file}` };
      const runs: Record<'app' | 'static', { lhr: Result; figures: RunFigures }[]> = { app: [], static: [] };
      for (let run = 1; run <= options.runs; run++) {
        // App and static runs alternate, so a burst of load on the machine affects both alike.
        for (const variant of ['app', 'static'] as const) {
          const { lhr, ms, attempts } = await runLighthouseWithRetry(urls[variant], formFactor, chromePath);
          const figures = keyFigures(lhr, ms, attempts);
          runs[variant].push({ lhr, figures });
          done++;
          const elapsed = performance.now() - started;
          const left = (elapsed / done) * (total - done);
          console.log(
            `[${String(done).padStart(String(total).length)}/${total}] ${formFactor.padEnd(7)} ${route.name.padEnd(8)} ${variant.padEnd(6)} run ${run}/${options.runs}` +
              `  perf ${figures.performance ?? '–'}  LCP ${seconds(figures.lcpMs)}  (${seconds(ms)}${done < total ? `, ~${Math.ceil(left / 60_000)} min left` : ''})`,
          );
          for (const warning of figures.runWarnings) console.log(`    Lighthouse warning: ${warning}`);
        }
      }
      const appResult = pickMedian(urls.app, runs.app);
      const staticResult = pickMedian(urls.static, runs.static);
      results.push({ route: route.name, formFactor, app: appResult, static: staticResult, lcpRatio: appResult.median.lcpMs / staticResult.median.lcpMs });
    }
  }
  staticServer.stop();
  app.stop();
  return { buildMs, snapshots, results };
}
