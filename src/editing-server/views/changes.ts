import { rmSync } from 'node:fs';
import { join } from 'node:path';
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
    });
  }
  return changes;
}

function placeOf(file: string): string {
  const text = /^locales\/([^/]+)\/(.+)\.yaml$/.exec(file);
  if (text) return `Texts of ${text[2]!} (${languageNames.of(text[1]!) ?? text[1]!})`;
  const page = /^pages\/(.+)\.yaml$/.exec(file);
  if (page) return `Page ${page[1]!}`;
  if (file === 'site.yaml') return 'Whole site (menu, footer, company details)';
  return `Picture or file ${file}`;
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
