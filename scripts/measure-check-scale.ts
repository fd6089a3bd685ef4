/**
 * `npx tsx scripts/measure-check-scale.ts 5000,10000,20000 [--runs 3] [--use unused|used|both]`:
 * how the content check's time grows with the number of texts. For each count, a copy of the
 * fixture site gets one text file of that many texts in both languages (scripts/bench/locale-scale.ts),
 * and `npm run validate` runs on it `--runs` times cold (parse cache removed) and warm. Prints a
 * table of minimum and median times: wall (what an editor waits for, Node start-up included), CPU
 * (user and system time of the whole process: on a shared machine, what other work slows down
 * least) and the check's own duration as its JSON report gives it. Never part of `npm test`: see
 * docs/PERFORMANCE.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseCacheFile } from '../src/content/pipeline.ts';
import { memberOf } from '../src/shared/guards.ts';
import { writeLocaleScaleSite, type LocaleScaleUse } from './bench/locale-scale.ts';
import { readValidateReport } from './bench/scale.ts';
import { UsageError, parseCommandLine, readCommandLine } from './support/cli.ts';

const projectRoot = resolve(import.meta.dirname, '..');

interface Run {
  wallMs: number;
  /** NaN where the system does not tell (it needs Linux's /proc). */
  cpuMs: number;
  checkedMs: number;
  warnings: number;
}

const useChoices = ['unused', 'used', 'both'] as const;
const options = readCommandLine(() => {
  const usage = 'Usage: npx tsx scripts/measure-check-scale.ts 5000,10000,20000 [--runs 3] [--use unused|used|both]';
  const { values, positionals } = parseCommandLine(
    { options: { runs: { type: 'string', default: '3' }, use: { type: 'string', default: 'unused' } }, allowPositionals: true },
    usage,
  );
  const counts = (positionals[0] ?? '').split(',').map(Number);
  const runs = Number(values.runs);
  if (positionals.length !== 1 || counts.some((n) => !Number.isInteger(n) || n < 1))
    throw new UsageError('Give the numbers of texts as one list, such as 5000,10000,20000.', usage);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs must be a whole number of at least 1, not "${values.runs}".`, usage);
  const use = useChoices.find((choice) => choice === values.use);
  if (!use) throw new UsageError(`--use must be unused, used or both, not "${values.use}".`, usage);
  const uses: LocaleScaleUse[] = use === 'both' ? ['unused', 'used'] : [use];
  return { counts, runs, uses };
});

/** The command `npm run validate` runs, from package.json, without npm's own start-up. */
function validateCommand(): string[] {
  const validate = memberOf(memberOf(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')), 'scripts'), 'validate');
  const [program, ...args] = (typeof validate === 'string' ? validate : '').split(' ');
  if (program !== 'node') throw new Error(`expected "npm run validate" to start with "node", not "${String(validate)}"`);
  return args;
}

/** User and system time of the finished children of this process, from /proc/self/stat (cutime, cstime). */
function childrenCpuMs(): number {
  if (!existsSync('/proc/self/stat')) return Number.NaN;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / clockTicks;
}
const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

function validateOnce(root: string): Run {
  const started = performance.now();
  const cpuBefore = childrenCpuMs();
  const result = spawnSync(process.execPath, [...validateCommand(), '--root', root, '--format', 'json'], {
    cwd: projectRoot,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const wallMs = performance.now() - started;
  const cpuMs = childrenCpuMs() - cpuBefore;
  if (result.status !== 0) throw new Error(`the content check failed on ${root}:\n${(result.stderr || result.stdout).slice(0, 2000)}`);
  const report = readValidateReport(result.stdout);
  return { wallMs, cpuMs, checkedMs: report.durationMs, warnings: report.warnings };
}

function measure(keys: number, use: LocaleScaleUse, runs: number) {
  const root = mkdtempSync(join(tmpdir(), `check-scale-${keys}-`));
  try {
    const { pageFiles } = writeLocaleScaleSite(root, keys, use);
    // node_modules gives the copy a parse cache, so that warm runs measure what an editor's re-check costs.
    symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    const cold: Run[] = [];
    const warm: Run[] = [];
    for (let run = 1; run <= runs; run++) {
      rmSync(parseCacheFile(root)!, { force: true });
      cold.push(validateOnce(root));
      warm.push(validateOnce(root));
      console.error(`  ${keys} texts, ${use}: run ${run}/${runs}: cold ${seconds(cold.at(-1)!.wallMs)}, warm ${seconds(warm.at(-1)!.wallMs)}`);
    }
    return { keys, use, pageFiles, warnings: cold[0]!.warnings, cold, warm };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const minMedian = (values: number[]) => `${seconds(Math.min(...values))} / ${seconds(median(values))}`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const results = options.counts.flatMap((keys) => options.uses.map((use) => measure(keys, use, options.runs)));
const header = [
  'texts',
  'used',
  'page files',
  'warnings',
  'cold wall min / median',
  'cold CPU min / median',
  'cold check median',
  'warm wall min / median',
  'warm CPU min / median',
  'warm check median',
];
const columns = (runs: Run[]) => [
  minMedian(runs.map((run) => run.wallMs)),
  minMedian(runs.map((run) => run.cpuMs)),
  seconds(median(runs.map((run) => run.checkedMs))),
];
const rows = results.map((r) => [
  String(r.keys),
  r.use === 'used' ? 'by one page each' : 'by no page',
  String(r.pageFiles),
  String(r.warnings),
  ...columns(r.cold),
  ...columns(r.warm),
]);
console.log(
  `\nContent check time, ${options.runs} run${options.runs === 1 ? '' : 's'} each (wall and CPU: the whole process, Node start-up included; check: the check's own durationMs)\n`,
);
console.log(table([header, ...rows]));
