/** One thing wrong with the content, pointing at the exact place an editor must change. */
export interface Problem {
  severity: 'error' | 'warning';
  /** Path relative to the site root, with forward slashes. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** Where inside the file, as an editor reads it: `blocks[2].slides[0].title`. Empty for the whole file. */
  path: string;
  message: string;
  hint?: string;
}

export type PathSegment = string | number;

/** `['blocks', 2, 'title']` → `blocks[2].title` */
export function formatPath(path: readonly PathSegment[]): string {
  return path
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
    .join('');
}

export function compareProblems(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message);
}
