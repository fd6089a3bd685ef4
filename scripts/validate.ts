/** `npm run validate [-- --format github] [--root dir]`: checks every content file and prints every problem at once. */
import { resolve } from 'node:path';
import { runPipeline } from '../src/content/pipeline.ts';
import { formatReport, type ReportFormat } from '../src/content/report.ts';

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const root = resolve(option('--root') ?? resolve(import.meta.dirname, '..'));
const formatIndex = process.argv.indexOf('--format');
const format = (formatIndex > 0 ? process.argv[formatIndex + 1] : 'text') as ReportFormat;
if (format !== 'text' && format !== 'github') {
  console.error('Unknown --format: use "text" or "github".');
  process.exit(2);
}

try {
  const started = performance.now();
  const { problems } = runPipeline(root, { compile: false });
  const output = formatReport(problems, root, format);
  const failed = problems.some((p) => p.severity === 'error');
  (failed ? console.error : console.log)(output);
  if (format === 'text') console.log(`Checked in ${Math.round(performance.now() - started)} ms.`);
  process.exit(failed ? 1 : 0);
} catch (error) {
  // Only a broken schema or a bug lands here; say so in one line rather than a stack trace.
  console.error(`The content check itself failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error('This is not a content mistake: please report it to a developer.');
  process.exit(2);
}
