import type { ProblemCode } from '../codes.ts';
import { type Problem } from '../problem.ts';
import { problemAt } from '../parse/source-file.ts';
import type { CheckedContent, CheckedFile } from '../schema/check-schemas.ts';
import { pointerToPath } from '../schema/pointer.ts';
import type { ContentRef, ContentRefKind } from '../schema/schemas.ts';

/** A reference (text key, link or image) found by the schema, with the file it is in. */
export interface FoundRef {
  file: CheckedFile<unknown>;
  ref: ContentRef;
}

/** Every reference of `kind` in the site, page and article files. */
export function* refsOfKind(content: CheckedContent, kind: ContentRefKind): Generator<FoundRef> {
  for (const file of content.referencing) {
    for (const ref of file.refs) if (ref.kind === kind) yield { file, ref };
  }
}

/** A problem with the value a reference points at. */
export function problemAtRef(code: ProblemCode, { file, ref }: FoundRef, message: string, hint: string): Problem {
  return problemAt(code, file.source, pointerToPath(ref.pointer, file.source.data), message, hint);
}
