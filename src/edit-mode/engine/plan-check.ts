import { checkSite, type FileOverlay, isError, type Problem } from '../../content/pipeline.ts';
import type { BlockOrigins } from './block-origins.ts';

/** How the save renamed files: new path → the path before. */
export type Renames = ReadonlyMap<string, string>;

/**
 * The errors the content check finds in the files as `overlay` leaves them that it does not find in
 * the files as they are: what a save would break. A problem counts as the same when its code, file,
 * place in the file and message are (its line may move), the file and the sections' numbers taken
 * as they were before the save.
 */
export function newErrors(root: string, overlay: FileOverlay, origins: BlockOrigins, renames: Renames): Problem[] {
  const identity = ({ code, file, path, message }: Problem) => JSON.stringify([code, file, path, message]);
  const before = new Map<string, number>();
  for (const problem of checkSite(root).problems.filter(isError)) before.set(identity(problem), (before.get(identity(problem)) ?? 0) + 1);
  return checkSite(root, undefined, overlay).problems.filter((problem) => {
    if (!isError(problem)) return false;
    const file = renames.get(problem.file) ?? problem.file;
    const id = identity({ ...problem, file, path: origins.original(problem.file, problem.path) });
    const count = before.get(id) ?? 0;
    before.set(id, count - 1);
    return count <= 0;
  });
}
