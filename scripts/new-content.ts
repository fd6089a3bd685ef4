/**
 * `npm run new:page -- <route>` and `npm run new:article -- <slug> [--collection <prefix>]`: create
 * a starting file and its texts in every language, ready to edit, and valid at once. The starting
 * texts of the languages other than the default are recorded as not yet translated, and the check
 * warns about them until they change. `--root <dir>` works on another copy. What is created is
 * planned in src/edit-mode/engine/new-content.ts, which edit mode uses too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { NewContentError, planNewArticle, planNewPage, type NewContent } from '../src/edit-mode/engine/new-content.ts';
import { formatReport, runPipeline } from '../src/content/pipeline.ts';
import { UsageError, parseCommandLine, runCli } from './support/cli.ts';

export { NewContentError };

/** Writes what was planned; returns the new file, relative to `root`. */
function write(root: string, { file, files }: NewContent): string {
  for (const [path, text] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return file.split('/').join(sep);
}

export const newPage = (root: string, route: string): string => write(root, planNewPage(root, route));

export const newArticle = (root: string, slug: string, collection?: string): string => write(root, planNewArticle(root, slug, collection));

const usage = `Usage: npm run new:page -- <route>      a page, such as cloud-services/backup-plans
       npm run new:article -- <slug>    an article, such as Cloud-costs-under-control

  --collection PREFIX   the collection of the article (a page's route PREFIX/:param), when the site has several
  --root DIR            work on the site in DIR (default: this project)`;

function main(): void {
  const { values, positionals } = parseCommandLine(
    {
      options: { root: { type: 'string', default: resolve(import.meta.dirname, '..') }, collection: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    },
    usage,
  );
  if (values.help) return console.log(usage);
  const [kind, name, ...extra] = positionals;
  if ((kind !== 'page' && kind !== 'article') || !name || extra.length) throw new UsageError('Give one route (new:page) or one slug (new:article).', usage);
  if (kind === 'page' && values.collection !== undefined) throw new UsageError('--collection is for new:article only.', usage);
  const root = resolve(values.root);
  const created = kind === 'page' ? newPage(root, name) : newArticle(root, name, values.collection);
  const { problems, texts } = runPipeline(root, { compile: false });
  if (problems.some((p) => p.severity === 'error')) {
    console.error(`Created ${created}, but the site now has problems:\n\n${formatReport(problems, root)}`);
    process.exitCode = 1;
    return;
  }
  console.log(`Created ${created} and its texts in ${[...texts.keys()].map((l) => `locales/${l}/`).join(' and ')}.`);
  const route = created
    .split(sep)
    .join('/')
    .replace(/^pages\//, '')
    .replace(/\.yaml$/, '');
  console.log(
    kind === 'page'
      ? `It is at #/${route}. Link to it from a menu or a page with "link: /${route}".`
      : `It is at #/${route}, and already listed wherever the site lists its articles.`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await runCli(main, [NewContentError]);
