import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Draft } from '../draft/draft.ts';
import { contentPaths } from '../draft/draft.ts';
import { git } from '../draft/git.ts';

/** One file the draft changes against the live site, with the saves that changed it. */
export interface FileChange {
  file: string;
  /** Where it shows, in plain words: "Page about-us", "Texts about (Spanish)". */
  place: string;
  status: 'added' | 'changed' | 'removed';
  saves: { message: string; author: string; time: string }[];
  /** The lines before and after, as git's diff shows them. */
  before: string[];
  after: string[];
  /** For the texts of a page in one language: each text changed, by its label, before and after. */
  texts?: TextChange[];
}

/** One text of a page in one language, before and after; absent on the side it did not exist. */
export interface TextChange {
  label: string;
  before?: string;
  after?: string;
}

/** Where a file shows: its page and, for texts, their language. */
export function pageAndLanguage(file: string): { page: string; language?: string } {
  const text = /^locales\/([^/]+)\/(.+)\.yaml$/.exec(file);
  if (text) return { page: text[2]!, language: languageNames.of(text[1]!) ?? text[1]! };
  const page = /^pages\/(.+)\.yaml$/.exec(file);
  if (page) return { page: page[1]! };
  if (file === 'site.yaml') return { page: 'Whole site (menu, footer, company details)' };
  return { page: `Picture or file ${file}` };
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** What the draft changes against the publishing branch, file by file (docs/BEHAVIOUR.md#editing-server). */
export async function draftChanges(draft: Draft): Promise<FileChange[]> {
  const base = draft.publishBranch;
  const listed = (await git(draft.folder, ['diff', '--name-status', '--no-renames', base, 'HEAD', '--', ...contentPaths])).split('\n').filter(Boolean);
  const changes: FileChange[] = [];
  for (const line of listed) {
    const [code = 'M', file = ''] = line.split('\t');
    const log = await git(draft.folder, ['log', '--no-merges', '--format=%s%x00%an%x00%aI', `${base}..HEAD`, '--', file]);
    const saves = log
      .split('\n')
      .filter(Boolean)
      .map((entry) => {
        const [message = '', author = '', time = ''] = entry.split('\0');
        return { message, author, time };
      });
    const diff = (await git(draft.folder, ['diff', '--unified=0', base, 'HEAD', '--', file])).split('\n');
    const body = diff.filter((row) => !row.startsWith('+++') && !row.startsWith('---'));
    changes.push({
      file,
      place: placeOf(file),
      status: code === 'A' ? 'added' : code === 'D' ? 'removed' : 'changed',
      saves,
      before: body.filter((row) => row.startsWith('-')).map((row) => row.slice(1)),
      after: body.filter((row) => row.startsWith('+')).map((row) => row.slice(1)),
      ...(file.startsWith('locales/') ? { texts: await textChanges(draft, base, file) } : {}),
    });
  }
  return changes;
}

function placeOf(file: string): string {
  const { page, language } = pageAndLanguage(file);
  if (language) return `Texts of ${page} (${language})`;
  return file.startsWith('pages/') ? `Page ${page}` : page;
}

/** The texts of a language file that differ between the live site and the draft, by label ("story heading"). */
async function textChanges(draft: Draft, base: string, file: string): Promise<TextChange[]> {
  const textsAt = async (commit: string) => flatten(parseOrNothing(await git(draft.folder, ['show', `${commit}:${file}`]).catch(() => '')));
  const [before, after] = await Promise.all([textsAt(base), textsAt('HEAD')]);
  const keys = [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
  return keys.map((key) => ({
    label: key.replaceAll('.', ' ').replaceAll(/[_-]/g, ' '),
    ...(before.has(key) ? { before: before.get(key)! } : {}),
    ...(after.has(key) ? { after: after.get(key)! } : {}),
  }));
}

function parseOrNothing(text: string): unknown {
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A YAML value as its texts by dotted path: `{story: {heading: 'x'}}` → story.heading → x. */
function flatten(value: unknown, path = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) flatten(child, path ? `${path}.${key}` : key, into);
  } else if ((typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') && path !== '') into.set(path, String(value));
  return into;
}

/** Puts `file` back as the live site has it, as a new commit by `author`; only a file the draft changes. */
export async function discard(draft: Draft, file: string, commit: (files: string[], message: string) => Promise<unknown>): Promise<string | undefined> {
  const changed = await draftChanges(draft);
  const change = changed.find((entry) => entry.file === file);
  if (!change) return 'That file has no change in the draft any more.';
  // The file is one git listed, so it lies inside the draft's content folders.
  if (change.status === 'added') rmSync(join(draft.folder, file));
  else await git(draft.folder, ['restore', `--source=${draft.publishBranch}`, '--worktree', '--', file]);
  await commit([file], `Discarded the draft's changes to ${change.place}`);
  return undefined;
}
