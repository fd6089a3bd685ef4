import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from './problem.ts';
import { codeFrame } from './source-file.ts';

export type ReportFormat = 'text' | 'github';

/** The full report an editor reads: every problem with its place, a code frame and a hint, then a count. */
export function formatReport(problems: readonly Problem[], root: string, format: ReportFormat = 'text'): string {
  if (format === 'github') return problems.map(githubAnnotation).join('\n');
  const texts = new Map<string, string | null>();
  const frameFor = (problem: Problem): string => {
    if (!texts.has(problem.file)) {
      try {
        texts.set(problem.file, readFileSync(join(root, problem.file), 'utf8'));
      } catch {
        texts.set(problem.file, null);
      }
    }
    const text = texts.get(problem.file);
    return text == null ? '' : codeFrame(text, problem.line, problem.column);
  };
  const blocks = problems.map((problem) => {
    const lines = [`${problem.file}:${problem.line}:${problem.column}  ${problem.severity}${problem.path ? `  at ${problem.path}` : ''}`, `  ${problem.message}`];
    const frame = frameFor(problem);
    if (frame) lines.push(frame.replace(/^/gm, '  '));
    if (problem.hint) lines.push(`  How to fix: ${problem.hint}`);
    return lines.join('\n');
  });
  blocks.push(summary(problems));
  return blocks.join('\n\n');
}

export function formatProblemLine(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column} ${problem.path ? `(${problem.path}) ` : ''}${problem.message}${problem.hint ? ` ${problem.hint}` : ''}`;
}

export function summary(problems: readonly Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  if (problems.length === 0) return 'Content is valid: no problems found.';
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')}.${errors > 0 ? ' Fix the errors above, then run the check again.' : ''}`;
}

function githubAnnotation(problem: Problem): string {
  const escape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => escape(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const level = problem.severity === 'error' ? 'error' : 'warning';
  return `::${level} file=${property(problem.file)},line=${problem.line},col=${problem.column},title=${property(problem.path || 'content')}::${escape(`${problem.message}${problem.hint ? `\nHow to fix: ${problem.hint}` : ''}`)}`;
}
