/**
 * `npm run bench -- [--routes home,about-us] [--runs 3] [--form-factor mobile|desktop|both] [--skip-build]`
 * builds the site, serves it with scripts/serve.ts (production headers, gzip) and runs Lighthouse on
 * each route, beside a static copy of the same rendered page with every script removed, to show
 * what the JavaScript costs. `--scale 100,1000` instead measures validate and build times and the
 * home page's JavaScript with that many extra pages. Never part of `npm test`: see docs/PERFORMANCE.md.
 */
import { chromiumPath } from './bench/chromium.ts';
import { installExitHandlers, runCleanups } from './bench/cleanup.ts';
import { describeEnvironment, environmentHeader } from './bench/environment.ts';
import { BenchError } from './bench/errors.ts';
import { seconds } from './bench/format.ts';
import { lighthouseBench } from './bench/lighthouse-bench.ts';
import { failingAuditsReport, lighthouseTable, runWarningsReport } from './bench/lighthouse-report.ts';
import { parseOptions, usage } from './bench/options.ts';
import { writeResults } from './bench/results.ts';
import { scaleBench, scaleTable } from './bench/scale-bench.ts';

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(usage);
    return;
  }
  installExitHandlers();
  const chromePath = chromiumPath();
  const environment = describeEnvironment(chromePath);
  console.log(environmentHeader(environment));
  const started = performance.now();

  if (options.scale) {
    const scale = await scaleBench(options.scale, options.runs, chromePath);
    console.log(`\nScale — times are the median of ${options.runs} run${options.runs > 1 ? 's' : ''} (${environment.cores} cores, Node ${environment.node}):\n`);
    console.log(scaleTable(scale));
    const file = writeResults(environment.startedAt, { kind: 'scale', environment, options, scale, totalMs: performance.now() - started });
    console.log(`\nResults: ${file} (total ${seconds(performance.now() - started)})`);
    return;
  }

  const bench = await lighthouseBench(options, chromePath);
  for (const formFactor of options.formFactors) {
    console.log(`\n${formFactor} — median of ${options.runs} run${options.runs > 1 ? 's' : ''} (Lighthouse computeMedianRun); sizes are transfer KiB; static = same page as HTML without scripts\n`);
    console.log(lighthouseTable(bench.results, formFactor));
  }
  console.log(`\nFailing accessibility / best-practices audits (median runs):\n${failingAuditsReport(bench.results)}`);
  const warnings = runWarningsReport(bench.results);
  if (warnings) console.log(`\nLighthouse warnings:\n${warnings}`);
  const file = writeResults(environment.startedAt, { kind: 'lighthouse', environment, options: { ...options, routes: options.routes.map((r) => r.name) }, ...bench, totalMs: performance.now() - started });
  console.log(`\nResults: ${file} (total ${seconds(performance.now() - started)})`);
}

try {
  await main();
  await runCleanups();
} catch (error) {
  await runCleanups();
  if (error instanceof BenchError) {
    console.error(`\nbench: ${error.message}`);
  } else {
    // Not an expected failure: keep the stack, it is what a developer needs.
    console.error('\nbench: unexpected error');
    console.error(error);
  }
  process.exit(1);
}
