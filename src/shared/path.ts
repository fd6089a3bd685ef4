/** One step of a path: a map key or a list index. */
export type PathSegment = string | number;

/**
 * Where a value is inside a file or a block, from its top: map keys and list indexes
 * (`['blocks', 2, 'title']`). Problems, the YAML edits and the section form all carry it as this
 * array; it becomes words only when printed (`formatPath`).
 */
export type Path = readonly PathSegment[];

/** `['blocks', 2, 'title']` → `blocks[2].title`: a path as an editor reads it. */
export function formatPath(path: Path): string {
  return path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('');
}
