import { memberOf } from '../../shared/guards.ts';
import type { PathSegment } from '../../shared/path.ts';

/** JSON pointer (as ajv and the schema's references give them) → path segments, numbers where the data holds an array. */
export function pointerToPath(pointer: string, data: unknown): PathSegment[] {
  if (pointer === '') return [];
  const path: PathSegment[] = [];
  let node: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const segment: PathSegment = Array.isArray(node) && /^\d+$/.test(key) ? Number(key) : key;
    path.push(segment);
    node = memberOf(node, segment);
  }
  return path;
}
