/**
 * `npm run bench`: Lighthouse on the production build, each page beside a static copy of itself with
 * every script removed, to show what the JavaScript costs, with hash routing and with path routing
 * (a copy of the site whose site.yaml says `routing: path`); `--scale 100,1000` instead times the
 * content check and the build, and weighs the home page, with that many extra pages. Minutes, never
 * part of `npm test`: see docs/PERFORMANCE.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { benchRoutes, labBench, labProblems, labTable, routings, type LabOptions } from './bench/lab.ts';
import { BenchError } from './bench/processes.ts';
import { scaleBench, scaleTable } from './bench/scale.ts';
import { formFactors } from './bench/static-snapshot.ts';
import { ChromiumMissingError, requireChromium } from './support/chromium.ts';
import { UsageError, parseCommandLine, positiveInteger, runCli } from './support/cli.ts';
import { projectRoot } from './support/project-copy.ts';
import { memberOf } from '../src/shared/guards.ts';

const usage = `Usage: npm run bench -- [options]

  --routes home,about-us       only these routes (${benchRoutes.map((r) => r.name).join(', ')}; default all)
  --runs N                     Lighthouse runs per route, form factor and variant; with --scale,
                               validate and build runs per page count (default 3)
  --form-factor mobile|desktop|both   (default both)
  --routing hash|path|both     the site's addresses: hash routing, path routing (a copy of the
                               site with routing: path), or each in turn (default both)
  --skip-build                 measure the existing dist/ instead of building (one --routing:
                               the one dist/ was built with)
  --scale 100,1000             instead of Lighthouse: validate and build times and the home page's
                               JavaScript with that many extra pages, with each --routing`;

function readOptions(): LabOptions & { scale: number[] | null; help?: boolean } {
  const { values } = parseCommandLine(
    {
      options: {
        routes: { type: 'string', default: benchRoutes.map((r) => r.name).join(',') },
        runs: { type: 'string', default: '3' },
        'form-factor': { type: 'string', default: 'both' },
        routing: { type: 'string', default: 'both' },
        'skip-build': { type: 'boolean', default: false },
        scale: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    },
    usage,
  );
  const routes = values.routes
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = routes.filter((name) => !benchRoutes.some((route) => route.name === name));
  if (unknown.length || !routes.length) {
    throw new UsageError(
      `${unknown.length ? `Unknown route ${unknown.map((n) => `"${n}"`).join(', ')}` : '--routes needs at least one route'}. Known routes: ${benchRoutes.map((r) => r.name).join(', ')}.`,
      usage,
    );
  }
  const formFactor = values['form-factor'];
  const chosen = formFactors.find((name) => name === formFactor);
  if (formFactor !== 'both' && !chosen) throw new UsageError(`--form-factor must be mobile, desktop or both, not "${formFactor}".`, usage);
  const routing = routings.find((name) => name === values.routing);
  if (values.routing !== 'both' && !routing) throw new UsageError(`--routing must be hash, path or both, not "${values.routing}".`, usage);
  if (values['skip-build'] && !routing) throw new UsageError('--skip-build measures dist/ as it was built: add --routing hash or --routing path.', usage);
  const scale = values.scale?.split(',').map((count) => positiveInteger(count.trim(), '--scale', usage)) ?? null;
  return {
    help: values.help,
    routes,
    runs: positiveInteger(values.runs, '--runs', usage),
    formFactors: chosen ? [chosen] : [...formFactors],
    routings: routing ? [routing] : [...routings],
    skipBuild: values['skip-build'],
    scale: scale && [...new Set(scale)].sort((a, b) => a - b),
  };
}

const version = (pkg: string) => String(memberOf(JSON.parse(readFileSync(join(projectRoot, 'node_modules', pkg, 'package.json'), 'utf8')), 'version'));
const output = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
};

/** Where the figures were measured: without it, numbers from two machines look comparable when they are not. */
function describeEnvironment(chromePath: string) {
  const environment = {
    startedAt: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    platform: `${process.platform} ${process.arch}`,
    lighthouse: version('lighthouse'),
    lighthouseCi: version('@lhci/cli'),
    chromium: `${output(chromePath, ['--version'])} (${chromePath})`,
    /** The working tree may have uncommitted changes on top. */
    commit: output('git', ['rev-parse', '--short', 'HEAD']),
  };
  const e = environment;
  console.log(
    `Node ${e.node} · ${e.cores} cores (${e.cpu}, ${e.memoryGiB} GiB) · ${e.platform} · Lighthouse ${e.lighthouse} (CI ${e.lighthouseCi}) · ${e.chromium} · commit ${e.commit}`,
  );
  return environment;
}

/** bench/results/bench-<time>.json (git-ignored): every run's figures, not only the medians in the tables. */
function writeResults(startedAt: string, results: object): string {
  const file = join(projectRoot, 'bench', 'results', `bench-${startedAt.replace(/[:.]/g, '-')}.json`);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return relative(projectRoot, file);
}

async function scaleStudy(options: ReturnType<typeof readOptions> & { scale: number[] }, chromePath: string) {
  const scale = await scaleBench(options.scale, options.routings, options.runs, chromePath);
  console.log(`\nScale: times are the median of ${options.runs} run(s), cold (no parse cache) and warm; sizes of what the home page loads`);
  console.table(scaleTable(scale));
  return { kind: 'scale', scale };
}

async function lighthouseStudy(options: ReturnType<typeof readOptions>, chromePath: string) {
  const lab = await labBench(options, chromePath);
  for (const routing of options.routings) {
    for (const formFactor of options.formFactors) {
      console.log(
        `\n${routing} routing, ${formFactor}: the median of ${options.runs} run(s) (Lighthouse computeMedianRun), and the fastest LCP; sizes are KiB transferred; static = the same page as HTML without scripts`,
      );
      console.table(labTable(lab.results, routing, formFactor));
    }
  }
  console.log(`\n${labProblems(lab.results)}`);
  return { kind: 'lighthouse', ...lab };
}

async function main(): Promise<void> {
  const options = readOptions();
  if (options.help) return console.log(usage);
  const chromePath = requireChromium();
  // Ctrl+C or a kill becomes an ordinary exit, which stops the servers and removes the temporary folders (bench/processes.ts).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const environment = describeEnvironment(chromePath);
  const started = performance.now();
  const results = options.scale ? await scaleStudy({ ...options, scale: options.scale }, chromePath) : await lighthouseStudy(options, chromePath);
  const totalMs = performance.now() - started;
  const file = writeResults(environment.startedAt, { environment, options, ...results, totalMs });
  console.log(`\nResults: ${file} (${Math.round(totalMs / 1000)} s in all)`);
}

await runCli(main, [BenchError, ChromiumMissingError]);
