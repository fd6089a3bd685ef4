/** `npm run validate [-- --format text|github|json] [--root dir]`: checks every content file and prints every problem at once. */
import { resolve } from 'node:path';
import { compareProblems, formatReport, isError, type ReportFormat, reportFormats, runPipeline } from '../src/content/pipeline.ts';
import { UsageError, parseCommandLine, runCli } from './support/cli.ts';

const usage = `Usage: npm run validate -- [--format ${reportFormats.join('|')}] [--root <site folder>]`;

await runCli(() => {
  const { values } = parseCommandLine({ options: { format: { type: 'string', default: 'text' }, root: { type: 'string' } } }, usage);
  const format = reportFormats.find((name) => name === values.format);
  if (!format) throw new UsageError(`Unknown --format "${values.format}".`, usage);
  validate(resolve(values.root ?? resolve(import.meta.dirname, '..')), format);
});

function validate(root: string, format: ReportFormat): void {
  try {
    const started = performance.now();
    const { problems, notices } = runPipeline(root, { compile: false });
    const durationMs = performance.now() - started;
    const failed = problems.some(isError);
    // Notices (an article waiting for its date) come with the problems, in file order: they are never a failure.
    const output = formatReport([...problems, ...notices].sort(compareProblems), root, format, durationMs);
    // JSON always goes to stdout, for the tool reading it; the text report goes to stderr when the check fails.
    (failed && format !== 'json' ? console.error : console.log)(output);
    if (format === 'text') console.log(`Checked in ${Math.round(durationMs)} ms.`);
    // An exit code rather than process.exit(), which would cut a long report short when it goes to a pipe.
    process.exitCode = failed ? 1 : 0;
  } catch (error) {
    // Only a broken schema or a bug lands here; say so in one line rather than a stack trace.
    console.error(`The content check itself failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error('This is not a content mistake: please report it to a developer.');
    process.exitCode = 2;
  }
}
