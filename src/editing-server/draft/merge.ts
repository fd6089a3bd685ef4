import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileVersions } from '../../edit-mode/protocol.ts';
import type { Answer } from '../../edit-mode/server/http.ts';
import { git, GitError } from './git.ts';

/** How far back in a file's history the version the editor read is looked for. */
const historyDepth = 200;

/**
 * A save made on files someone else saved since they were read (docs/BEHAVIOUR.md#editing-server):
 * each file's would-be text merged, line by line, with what the others changed since, or the answer
 * refusing the save that names who changed the same lines, when, and what they wrote.
 */
export async function mergeSave(
  folder: string,
  { files, versions, planned }: { files: string[]; versions: FileVersions; planned: Map<string, string | null> },
): Promise<Answer | Map<string, string | null>> {
  const merged = new Map<string, string | null>();
  for (const file of files) {
    const mine = planned.get(file);
    // Read but not written by this save: nothing of it to merge.
    if (mine === undefined) continue;
    const base = await versionRead(folder, file, versions[file]!);
    const current = readText(join(folder, file));
    if (base === undefined || mine === null || current === null) return refusal(folder, file, undefined, base?.commit);
    const { text, clashes } = await mergeTexts(current, base.text, mine);
    if (clashes.length > 0) return refusal(folder, file, clashes, base.commit);
    merged.set(file, text);
  }
  return merged;
}

/** The text of `file` that hashes to `version`, and the newest commit holding it, searched back through the draft's history. */
async function versionRead(folder: string, file: string, version: string): Promise<{ text: string; commit: string } | undefined> {
  const commits = (await git(folder, ['log', `--max-count=${historyDepth}`, '--format=%H', '--', file])).split('\n').filter(Boolean);
  for (const commit of commits) {
    const text = await git(folder, ['show', `${commit}:${file}`]).catch(() => undefined);
    if (text !== undefined && createHash('sha256').update(text).digest('hex') === version) return { text, commit };
  }
  return undefined;
}

/** git's own three-way merge of the lines: theirs (`current`) and mine, from `base`; the lines both changed, as theirs. */
async function mergeTexts(current: string, base: string, mine: string): Promise<{ text: string; clashes: string[] }> {
  const { text, clashed } = await threeWay(current, base, mine, ['theirs', 'read', 'yours']);
  return clashed ? { text: '', clashes: theirLines(text) } : { text, clashes: [] };
}

/**
 * `git merge-file` of three texts, labelled as `labels` (first, base, second): the merged text, with
 * git's markers around the lines both changed when `clashed`.
 */
export async function threeWay(first: string, base: string, second: string, labels: [string, string, string]): Promise<{ text: string; clashed: boolean }> {
  const folder = mkdtempSync(join(tmpdir(), 'editing-merge-'));
  try {
    const paths = ['first', 'base', 'second'].map((name) => join(folder, name));
    [first, base, second].forEach((text, index) => writeFileSync(paths[index]!, text));
    const names = labels.flatMap((label) => ['-L', label]);
    try {
      return { text: await git(folder, ['merge-file', '-p', ...names, ...paths]), clashed: false };
    } catch (error) {
      if (!(error instanceof GitError) || typeof error.exitCode !== 'number' || error.exitCode <= 0) throw error;
      return { text: error.stdout, clashed: true };
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The lines between `<<<<<<< theirs` and `=======` of a merge with clashes. */
function theirLines(merged: string): string[] {
  const lines: string[] = [];
  let inside = false;
  for (const line of merged.split('\n')) {
    if (line.startsWith('<<<<<<< ')) inside = true;
    else if (line.startsWith('=======') || line.startsWith('||||||| ')) inside = false;
    else if (inside) lines.push(line.trim());
  }
  return lines;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** 409: who saved `file` last since it was read, when, and the lines they wrote; the typing stays in the dialog. */
async function refusal(folder: string, file: string, clashes: string[] | undefined, since: string | undefined): Promise<Answer> {
  const range = since ? [`${since}..HEAD`] : ['--max-count=1'];
  const [latest] = (await git(folder, ['log', '--format=%an%x00%aI', ...range, '--', file])).split('\n').filter(Boolean);
  const [name = 'Someone', date] = (latest ?? '').split('\0');
  const when = date ? ` at ${timeFormat.format(new Date(date))}` : '';
  const what = clashes && clashes.length > 0 ? `: they wrote “${clashes.join(' / ')}”` : '';
  const message = `${name} changed the same lines of ${file}${when} since you opened this${what}. Nothing of yours was saved and your text is still here: copy it, press Reload to see theirs, and apply yours again.`;
  return { status: 409, body: { status: 'conflict', files: [file], message } };
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
