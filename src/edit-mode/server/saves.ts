import type { IncomingMessage } from 'node:http';
import type { PlannedEdit } from '../engine/site-edits.ts';
import { saveMessage } from '../engine/save-message.ts';
import { listed } from '../../shared/listed.ts';
import type { Problem } from '../../content/pipeline.ts';
import type { DevProblem } from '../../shared/dev-server.ts';
import type { FileVersions, EditModeAnswer, EditModeChange, EditModeUndoAnswer } from '../protocol.ts';
import { putBytes, readBytes, textVersionsNow, versionOfBytes, versionsOf, writablePath } from './files.ts';
import type { Answer } from './http.ts';

/** How many saves Undo keeps (docs/BEHAVIOUR.md#editing-on-the-page); the oldest goes first. */
const undoLimit = 50;

/** One file a save wrote: where, and its bytes before and after (null: absent). */
interface Written {
  file: string;
  path: string;
  before: Buffer | null;
  after: Buffer | null;
}

type Plan = (root: string, changes: EditModeChange[]) => PlannedEdit;

/** A save Undo can take back: the files it wrote, and what it was in plain words. */
interface Done {
  writes: Written[];
  description: string;
}

/**
 * What a server around edit mode adds to its saves: the team's editing server (src/editing-server/)
 * commits each one and merges saves made on files changed since they were read. `npm start` has none.
 */
export interface SaveHooks {
  /**
   * Told the files a save or an undo wrote, before it answers; should it fail, the files get their
   * bytes back and its error goes on, so the save is all or nothing.
   */
  written?: (write: { files: string[]; changes: EditModeChange[] | 'undo'; request: IncomingMessage | undefined }) => Promise<void>;
  /**
   * Files changed since the editor read them: their would-be texts merged with those changes, or
   * the answer refusing the save (who changed the same lines). Without it, such a save is a conflict.
   */
  merge?: (stale: { files: string[]; versions: FileVersions; planned: Map<string, string | null> }) => Promise<Answer | Map<string, string | null>>;
}

/**
 * The saves of one development server's life, made one at a time, and the undo stack they leave
 * (docs/BEHAVIOUR.md#editing-on-the-page). Nothing is written unless every file is still as the
 * editor read it and the content check finds no new error in the would-be files; what is written
 * can be taken back while the files are still as the save left them.
 */
export class Saves {
  private readonly undoStack: Done[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly root: string,
    private readonly plan: Plan,
    private readonly hooks: SaveHooks = {},
  ) {}

  get undoDepth(): number {
    return this.undoStack.length;
  }

  /** How many saves Undo can take back, and what the next one was ("heading “Our story” on About us changed (English)"). */
  get undoState(): { undoDepth: number; undo?: string } {
    const next = this.undoStack.at(-1);
    return next ? { undoDepth: this.undoStack.length, undo: next.description } : { undoDepth: 0 };
  }

  /** Runs `task` after every save and undo asked before it has finished, whatever became of them. */
  private serially<T>(task: () => T | Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  save(changes: EditModeChange[], versions: FileVersions, request?: IncomingMessage): Promise<Answer> {
    return this.serially(() => this.saveNow(changes, versions, request));
  }

  undo(request?: IncomingMessage): Promise<Answer> {
    return this.serially(() => this.undoNow(request));
  }

  private async saveNow(changes: EditModeChange[], versions: FileVersions, request: IncomingMessage | undefined): Promise<Answer> {
    const staleOf = (expected: FileVersions) => Object.keys(expected).filter((file) => currentVersion(this.root, file) !== expected[file]);
    const changedSince = (expected: FileVersions) => conflict(staleOf(expected));
    const stale = staleOf(versions);
    if (stale.length > 0 && !this.hooks.merge) return conflict(stale)!;
    const read = textVersionsNow(this.root);
    const planned = this.plan(this.root, changes);
    if (stale.length > 0) {
      const merged = await this.hooks.merge!({ files: stale, versions, planned: planned.files });
      if (!(merged instanceof Map)) return merged;
      for (const [file, text] of merged) planned.files.set(file, text);
      versions = { ...versions, ...versionsOf(this.root, stale) };
    }
    const writes = [...planned.files].map(([file, text]): Written => {
      const path = writablePath(this.root, file);
      return { file, path, before: readBytes(path), after: text === null ? null : Buffer.from(text, 'utf8') };
    });
    // The check takes a while: a file written meanwhile (by a code editor, by git) is not overwritten
    // either, whether the editor had read it or only the plan did.
    const expected: FileVersions = {};
    for (const { file } of writes) {
      const version = read(file);
      if (version !== undefined) expected[file] = version;
    }
    const during = changedSince({ ...expected, ...versions });
    if (during) return during;
    if (planned.problems.length > 0) return { status: 422, body: { status: 'refused', problems: planned.problems.map(devProblem) } satisfies EditModeAnswer };
    const changed = writes.filter(({ before, after }) => !sameBytes(before, after));
    await this.applyAndTell(changed, changes, request);
    const files = changed.map(({ file }) => file);
    if (changed.length > 0) this.undoStack.push({ writes: changed, description: saveMessage(changes, files, planned.names).split('\n')[0]! });
    if (this.undoStack.length > undoLimit) this.undoStack.shift();
    const saved: EditModeAnswer = { status: 'saved', files, ...this.undoState };
    return { status: 200, body: planned.path === undefined ? saved : { ...saved, path: planned.path } };
  }

  /** Writes `changed`, then tells the hook; should it fail, puts the bytes back. */
  private async applyAndTell(changed: Written[], changes: EditModeChange[] | 'undo', request: IncomingMessage | undefined): Promise<void> {
    const forward = changes === 'undo' ? ('before' as const) : ('after' as const);
    const backward = forward === 'after' ? ('before' as const) : ('after' as const);
    applyAll(changed.map((written) => ({ path: written.path, bytes: written[forward] })));
    if (changed.length === 0 || !this.hooks.written) return;
    try {
      await this.hooks.written({ files: changed.map(({ file }) => file), changes, request });
    } catch (error) {
      applyAll(changed.map((written) => ({ path: written.path, bytes: written[backward] })).reverse());
      throw error;
    }
  }

  private async undoNow(request: IncomingMessage | undefined): Promise<Answer> {
    const last = this.undoStack.at(-1)?.writes;
    if (!last) return { status: 200, body: { status: 'nothing', undoDepth: 0 } satisfies EditModeUndoAnswer };
    const changed = last.filter(({ path, after }) => !sameBytes(readBytes(path), after)).map(({ file }) => file);
    if (changed.length > 0) {
      const message = `${listed(changed)} changed on disk since that save (in a code editor, or by git): Undo would overwrite ${changed.length === 1 ? 'that change' : 'those changes'}, so it changed nothing. Reload to see the files as they are.`;
      return { status: 409, body: { status: 'conflict', files: changed, message } satisfies EditModeAnswer };
    }
    await this.applyAndTell([...last].reverse(), 'undo', request);
    this.undoStack.pop();
    return { status: 200, body: { status: 'saved', files: last.map(({ file }) => file), ...this.undoState } satisfies EditModeAnswer };
  }
}

function currentVersion(root: string, file: string): string {
  return versionOfBytes(readBytes(writablePath(root, file)));
}

/** The 409 answer naming `files`, or undefined when there are none. */
function conflict(files: string[]): Answer | undefined {
  if (files.length === 0) return undefined;
  const message = `${listed(files)} changed on disk since this was opened (in a code editor, or by git). Reload to see the new version.`;
  return { status: 409, body: { status: 'conflict', files, message } satisfies EditModeAnswer };
}

/**
 * Writes each file in turn; should one fail (a full disk, a folder that cannot be made), the ones
 * already written get their bytes back, so a save is all or nothing, then the error goes on.
 */
function applyAll(writes: { path: string; bytes: Buffer | null }[]): void {
  const done: { path: string; bytes: Buffer | null }[] = [];
  try {
    for (const { path, bytes } of writes) {
      const before = readBytes(path);
      putBytes(path, bytes);
      done.unshift({ path, bytes: before });
    }
  } catch (error) {
    for (const { path, bytes } of done) {
      try {
        putBytes(path, bytes);
      } catch {
        // Whatever failed the save may fail this too: the other files are still put back, and the first error is told.
      }
    }
    throw error;
  }
}

const sameBytes = (a: Buffer | null, b: Buffer | null): boolean => (a === null || b === null ? a === b : a.equals(b));

/** As the development server's problem list shows it (src/content/dev/compile-for-dev.ts). */
function devProblem({ code, file, line, column, path, message, hint }: Problem): DevProblem {
  return { code, file, line, column, path, message, ...(hint ? { hint } : {}) };
}
