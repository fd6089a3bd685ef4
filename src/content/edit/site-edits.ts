/**
 * The on-page editor's operations on a site's files (docs/BEHAVIOUR.md#editing-on-the-page): each one
 * computes the would-be texts of the files it changes, in memory, and the content check runs on them
 * before anything is written. Writing is the caller's (src/workbench/).
 */
import type { WorkbenchBlock, WorkbenchChange, WorkbenchSite, WorkbenchText } from '../../shared/workbench.ts';
import type { Problem } from '../problem.ts';

/** Why a change cannot be made at all (no such page, block, text…): nothing is planned. */
export class EditError extends Error {
  override name = 'EditError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 404 = 404,
  ) {
    super(message);
  }
}

/** The would-be files of a save: path relative to the site root → new text, or null for a file removed or renamed away. */
export interface PlannedEdit {
  files: Map<string, string | null>;
  /** The errors the check finds in the would-be files that the current files do not have. */
  problems: Problem[];
  /** Where a new or moved page is: '/about-us'. */
  path?: string;
}

export function planChanges(root: string, changes: WorkbenchChange[]): PlannedEdit {
  void root;
  void changes;
  throw new EditError('not-ready', 'Saving is not ready yet.', 400);
}

export function readText(root: string, key: string): Omit<WorkbenchText, 'versions'> & { files: string[] } {
  void root;
  throw new EditError('not-ready', `Reading ${key} is not ready yet.`, 400);
}

export function readBlock(root: string, route: string, index: number): Omit<WorkbenchBlock, 'versions'> & { files: string[] } {
  void root;
  throw new EditError('not-ready', `Reading ${route}[${index}] is not ready yet.`, 400);
}

export function readSite(root: string): WorkbenchSite {
  void root;
  throw new EditError('not-ready', 'Reading the site is not ready yet.', 400);
}
