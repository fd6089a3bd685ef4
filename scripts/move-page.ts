/**
 * `npm run move:page -- <old route> <new route>`: gives a page a new address (docs/EDITING.md, "Rename a
 * page"). It changes the page's `route:`, renames its file when the file is named after its route
 * (pages/about.yaml → pages/about-us.yaml), rewrites every link to it in site.yaml, the files under pages/ and the
 * formatted texts under locales/, points the redirects that led to it at its new address, adds the redirect from the old
 * one (`redirects:` in site.yaml), so that links shared before keep working. Its texts keep their keys:
 * a key names a text, not an address. Only the values that change are written: comments, quotes and
 * layout stay as they were, byte for byte. The moved site is checked first, in a copy: when the check
 * would find an error, nothing is written. `--root <dir>` works on another site folder. What the move
 * changes is planned in src/edit-mode/engine/move-page.ts, which edit mode uses too.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { MovePageError, planMove, type Move } from '../src/edit-mode/engine/move-page.ts';
import { formatReport, isError, runPipeline } from '../src/content/pipeline.ts';
import { redirectRoute } from '../src/routing/redirects.ts';
import { UsageError, parseCommandLine, runCli } from './support/cli.ts';

export { MovePageError, planMove, type Move };

/** Writes the move into the site folder `root`. */
function writeMove(root: string, { texts, file, renamedTo }: Move): void {
  for (const [path, text] of texts) writeFileSync(join(root, path), text);
  if (renamedTo) {
    mkdirSync(dirname(join(root, renamedTo)), { recursive: true });
    renameSync(join(root, file), join(root, renamedTo));
  }
}

/**
 * Moves the page at `from` to `to` in the site folder `root`, once a copy of the site, moved, passes the
 * content check; else writes nothing and throws, with the check's report.
 */
export function movePage(root: string, from: string, to: string): Move {
  const move = planMove(root, from, to);
  const copy = mkdtempSync(join(tmpdir(), 'move-page-'));
  try {
    for (const entry of ['site.yaml', 'pages', 'locales', 'public'])
      if (existsSync(join(root, entry))) cpSync(join(root, entry), join(copy, entry), { recursive: true });
    writeMove(copy, move);
    const { problems } = runPipeline(copy, { compile: false });
    if (problems.some(isError))
      throw new MovePageError('check-fails', `Nothing was moved: the site would have these problems.\n\n${formatReport(problems.filter(isError), copy)}`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  writeMove(root, move);
  return move;
}

const usage = `Usage: npm run move:page -- <old route> <new route>    such as: npm run move:page -- /about /about-us

  --root DIR   work on the site in DIR (default: this project)`;

function main(): void {
  const { values, positionals } = parseCommandLine(
    { options: { root: { type: 'string', default: resolve(import.meta.dirname, '..') }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true },
    usage,
  );
  if (values.help) return console.log(usage);
  const [from, to, ...extra] = positionals;
  if (from === undefined || to === undefined || extra.length > 0) throw new UsageError('Give the route the page has, then the route it gets.', usage);
  const move = movePage(resolve(values.root), from, to);
  const [old, now] = [redirectRoute(from), redirectRoute(to)];
  console.log(move.renamedTo ? `Moved ${move.file} to ${move.renamedTo}: the page is at /${now}.` : `The page of ${move.file} is at /${now}.`);
  for (const [file, count] of move.links) console.log(`Changed ${count} link${count === 1 ? '' : 's'} to it in ${file}.`);
  console.log(`Added the redirect from /${old} to /${now} in site.yaml: links shared before keep working.`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await runCli(main, [MovePageError]);
