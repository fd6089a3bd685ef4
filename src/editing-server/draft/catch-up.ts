import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { authorEnv, contentPaths, type Author, type Draft } from './draft.ts';
import { checkoutOf, git, gitSucceeds } from './git.ts';
import { threeWay } from './merge.ts';

/** Lines the draft and the publishing branch both changed since they parted: one choice to make. */
export interface Clash {
  /** `<file>#<n>`, the n-th clash of the file: the chooser's field name. */
  id: string;
  file: string;
  yours: string[];
  live: string[];
  /** Who last changed the file on the publishing branch since the draft parted from it, and when (ISO). */
  by: string;
  at: string;
}

/** A file of both sides: its text between clashes, and the clashes, in order. */
type Piece = string[] | Clash;

/** Where the draft stands against the publishing branch: which two commits, and what must be chosen between them. */
export interface Divergence {
  head: string;
  live: string;
  clashes: Clash[];
  files: Map<string, Piece[]>;
}

export class CatchUpError extends Error {
  override name = 'CatchUpError';
}

const labels: [string, string, string] = ['yours', 'parted', 'live'];

/**
 * Brings the draft up to date with the publishing branch changed outside the editor (a developer's
 * push; docs/BEHAVIOUR.md#editing-server): merged as one commit by `author` when no lines were changed
 * on both sides; otherwise nothing moves, and the clashes are answered for someone to choose.
 */
export async function catchUp(draft: Draft, author: Author, remote: string): Promise<Clash[]> {
  await fetchPublished(draft, remote);
  const divergence = await divergenceOf(draft);
  if (!divergence) return [];
  if (divergence.clashes.length > 0) return divergence.clashes;
  await merge(draft, divergence, new Map(), author, `Brought up to date with the changes made to ${draft.publishBranch} outside the editor`);
  return [];
}

/**
 * Settles every clash as chosen (`yours` or `live` for each clash id), as one merge commit by
 * `author`. Refused when a clash is left unchosen, or when either side moved since the choices were shown.
 */
export async function settle(draft: Draft, shown: { head: string; live: string }, choices: Map<string, string>, author: Author): Promise<void> {
  const divergence = await divergenceOf(draft);
  if (!divergence || divergence.head !== shown.head || divergence.live !== shown.live)
    throw new CatchUpError('The draft or the live site changed since this page was shown, so nothing was chosen yet: look again and choose.');
  const open = divergence.clashes.filter(({ id }) => choices.get(id) !== 'yours' && choices.get(id) !== 'live');
  if (open.length > 0)
    throw new CatchUpError(
      `Choose one version for each of the ${divergence.clashes.length} places: ${open.length} ${open.length === 1 ? 'is' : 'are'} not chosen yet.`,
    );
  const kept = divergence.clashes.filter(({ id }) => choices.get(id) === 'yours').length;
  const message = `Brought up to date with ${draft.publishBranch}: kept the draft's version in ${kept} of ${divergence.clashes.length} places both changed`;
  await merge(draft, divergence, choices, author, message);
}

/**
 * A developer's push to the remote's publishing branch, brought into the repository's own: its
 * branch moved forward to the remote's when it is behind (in the owner's checkout only while that
 * has no uncommitted change). An unreachable remote, or a branch that went its own way, is left
 * alone: Publish's push says so.
 */
async function fetchPublished(draft: Draft, remote: string): Promise<void> {
  const { repository, publishBranch } = draft;
  if (!(await git(repository, ['remote'])).split('\n').includes(remote)) return;
  const tracking = `refs/remotes/${remote}/${publishBranch}`;
  if (!(await gitSucceeds(repository, ['fetch', '--quiet', '--no-tags', remote, `+refs/heads/${publishBranch}:${tracking}`]))) return;
  const [ours, theirs] = await Promise.all([`refs/heads/${publishBranch}`, tracking].map(async (ref) => (await git(repository, ['rev-parse', ref])).trim()));
  if (ours === theirs || !(await gitSucceeds(repository, ['merge-base', '--is-ancestor', ours!, theirs!]))) return;
  const checkout = await checkoutOf(repository, publishBranch);
  if (!checkout) await git(repository, ['update-ref', `refs/heads/${publishBranch}`, theirs!, ours!]);
  else if ((await git(checkout, ['status', '--porcelain', '--untracked-files=no'])).trim() === '')
    await git(checkout, ['merge', '--quiet', '--ff-only', theirs!]);
}

/** The publishing branch's commits the draft lacks, with the lines both sides changed; undefined when the draft has them all. */
export async function divergenceOf(draft: Draft): Promise<Divergence | undefined> {
  const live = (await git(draft.folder, ['rev-parse', draft.publishBranch])).trim();
  if (await gitSucceeds(draft.folder, ['merge-base', '--is-ancestor', live, 'HEAD'])) return undefined;
  const head = await draft.head();
  const parted = (await git(draft.folder, ['merge-base', head, live])).trim();
  const changed = async (to: string) =>
    (await git(draft.folder, ['diff', '--name-only', '--no-renames', parted, to, '--', ...contentPaths])).split('\n').filter(Boolean);
  const theirs = new Set(await changed(live));
  const both = (await changed(head)).filter((file) => theirs.has(file));
  const files = new Map<string, Piece[]>();
  const clashes: Clash[] = [];
  for (const file of both) {
    const [mine, base, liveText] = await Promise.all([head, parted, live].map((commit) => textAt(draft, commit, file)));
    const { text, clashed } = await threeWay(mine!, base!, liveText!, labels);
    if (!clashed) continue;
    const [by = 'Someone', at = ''] = (await git(draft.folder, ['log', '-1', '--format=%an%x00%aI', `${parted}..${live}`, '--', file])).trim().split('\0');
    const pieces = piecesOf(text, file, by, at);
    files.set(file, pieces);
    clashes.push(...pieces.filter((piece): piece is Clash => !Array.isArray(piece)));
  }
  return { head, live, clashes, files };
}

const textAt = (draft: Draft, commit: string, file: string): Promise<string> => git(draft.folder, ['show', `${commit}:${file}`]).catch(() => '');

/** git's merged text with markers, cut into the lines both agree on and the clashes. */
function piecesOf(merged: string, file: string, by: string, at: string): Piece[] {
  let between: string[] = [];
  const pieces: Piece[] = [between];
  let clash: Clash | undefined;
  let side: 'yours' | 'live' = 'yours';
  for (const line of merged.split('\n')) {
    if (line === `<<<<<<< ${labels[0]}`) {
      clash = { id: `${file}#${pieces.length}`, file, yours: [], live: [], by, at };
      side = 'yours';
    } else if (clash && line === '=======') side = 'live';
    else if (clash && line === `>>>>>>> ${labels[2]}`) {
      between = [];
      pieces.push(clash, between);
      clash = undefined;
    } else if (clash) clash[side].push(line);
    else between.push(line);
  }
  return pieces;
}

/** One merge commit of the publishing branch into the draft, the clashed files as chosen. */
async function merge(draft: Draft, { live, files }: Divergence, choices: Map<string, string>, author: Author, message: string): Promise<void> {
  const env = authorEnv(author);
  try {
    await git(draft.folder, ['merge', '--quiet', '--no-ff', '--no-commit', live], env).catch(() => undefined);
    for (const [file, pieces] of files) {
      const lines = pieces.flatMap((piece) => (Array.isArray(piece) ? piece : choices.get(piece.id) === 'yours' ? piece.yours : piece.live));
      writeFileSync(join(draft.folder, file), lines.join('\n'));
      await git(draft.folder, ['add', '--', file]);
    }
    await git(draft.folder, ['commit', '--quiet', '--no-verify', '-m', message], env);
  } catch (error) {
    await git(draft.folder, ['merge', '--abort']).catch(() => undefined);
    throw error;
  }
}
