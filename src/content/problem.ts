import type { Path } from '../shared/path.ts';
import { problemCodes, type ProblemCode, type Severity } from './codes.ts';

/** One thing wrong with the content, pointing at the exact place an editor must change. */
export interface Problem {
  /** Which rule is broken: a key of `problemCodes`, stable for tools to read. */
  code: ProblemCode;
  severity: Severity;
  /** Path relative to the site root, with forward slashes. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** Where inside the file (`['blocks', 2, 'title']`), printed as an editor reads it: `blocks[2].title` (formatPath). Empty for the whole file. */
  path: Path;
  message: string;
  hint?: string;
}

/** Where in a file: 1-based line and column. */
export interface Position {
  line: number;
  column: number;
}

/** What a problem says, and where: everything but its severity, which the rule decides. */
export type ProblemDetails = Omit<Problem, 'severity' | 'hint'> & { hint?: string | undefined };

export function problem({ hint, ...details }: ProblemDetails): Problem {
  const { code, file, line, column, path, message } = details;
  return { code, severity: problemCodes[code].severity, file, line, column, path, message, ...(hint ? { hint } : {}) };
}

/** A problem with a whole file, or with something missing from it. */
export function problemInFile(code: ProblemCode, file: string, message: string, hint: string, path: Path = []): Problem {
  return problem({ code, file, line: 1, column: 1, path, message, hint });
}

export const isError = (problem: Problem): boolean => problem.severity === 'error';

export function compareProblems(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message);
}
