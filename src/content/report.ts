import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { showControls } from './control-characters.ts';
import { formatPath } from '../shared/path.ts';
import type { Problem } from './problem.ts';

export const reportFormats = ['text', 'github', 'json'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/**
 * Every problem in `format`: `text` for editors (place, code frame, hint, then a count), `github`
 * for annotations on the files of a pull request, `json` for tools (one object, see `jsonReport`).
 * None prints a control character a terminal would act on, whatever the files hold
 * (docs/EDITING.md, rule control-character): the text and GitHub forms show them, JSON escapes them.
 */
export function formatReport(problems: readonly Problem[], root: string, format: ReportFormat = 'text', durationMs = 0): string {
  if (format === 'github') return showControls(problems.map(githubAnnotation).join('\n'));
  // JSON.stringify escapes the C0 controls only; DEL, the C1 controls and U+2028/U+2029 get the same \u escape.
  if (format === 'json')
    return JSON.stringify(jsonReport(problems, durationMs)).replace(
      /[\u007f-\u009f\u2028\u2029]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  const frames = new CodeFrames(root);
  const blocks = problems.map((problem) => {
    const lines = [
      `${problem.file}:${problem.line}:${problem.column}  ${problem.severity}  ${problem.code}${problem.path.length > 0 ? `  at ${formatPath(problem.path)}` : ''}`,
      `  ${problem.message}`,
    ];
    const frame = frames.at(problem);
    if (frame) lines.push(frame.replace(/^/gm, '  '));
    if (problem.hint) lines.push(`  How to fix: ${problem.hint}`);
    return lines.join('\n');
  });
  blocks.push(summary(problems));
  return showControls(blocks.join('\n\n'));
}

/** The code frame of one problem: the lines around it, with a caret. */
export function problemFrame(problem: Problem, root: string): string {
  return new CodeFrames(root).at(problem);
}

/** What `--format json` prints: every problem with every field (`hint` empty when there is none, `path` as printed: `blocks[2].title`), and the counts. */
export interface JsonReport {
  problems: (Required<Omit<Problem, 'path'>> & { path: string })[];
  errors: number;
  warnings: number;
  notices: number;
  durationMs: number;
}

export function jsonReport(problems: readonly Problem[], durationMs: number): JsonReport {
  const { errors, warnings, notices } = counts(problems);
  const all = problems.map((problem) => ({ ...problem, path: formatPath(problem.path), hint: problem.hint ?? '' }));
  return { problems: all, errors, warnings, notices, durationMs: Math.round(durationMs) };
}

/** One line per problem, for a terminal log. */
export function formatProblemLine(problem: Problem): string {
  return showControls(
    `${problem.file}:${problem.line}:${problem.column} [${problem.code}] ${problem.path.length > 0 ? `(${formatPath(problem.path)}) ` : ''}${problem.message}${problem.hint ? ` ${problem.hint}` : ''}`,
  );
}

/** The count of each severity; notices (what the build will do, such as leave out a scheduled article) are counted only when there are some. */
function summary(problems: readonly Problem[]): string {
  const { errors, warnings, notices } = counts(problems);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const noticed = notices > 0 ? ` ${plural(notices, 'notice')} above.` : '';
  if (errors + warnings === 0) return `Content is valid: no problems found.${noticed}`;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')}.${noticed}${errors > 0 ? ' Fix the errors above, then run the check again.' : ''}`;
}

function counts(problems: readonly Problem[]): { errors: number; warnings: number; notices: number } {
  const count = (severity: Problem['severity']) => problems.filter((problem) => problem.severity === severity).length;
  return { errors: count('error'), warnings: count('warning'), notices: count('notice') };
}

function githubAnnotation(problem: Problem): string {
  const escape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => escape(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const title = `${problem.code}${problem.path.length > 0 ? ` at ${formatPath(problem.path)}` : ''}`;
  const message = `${problem.message}${problem.hint ? `\nHow to fix: ${problem.hint}` : ''}`;
  return `::${problem.severity} file=${property(problem.file)},line=${problem.line},col=${problem.column},title=${property(title)}::${escape(message)}`;
}

/** Code frames of the files under `root`, each file read and split into lines once. */
class CodeFrames {
  private readonly lines = new Map<string, string[] | null>();

  constructor(private readonly root: string) {}

  at(problem: Problem): string {
    const lines = this.linesOf(problem.file);
    return lines ? codeFrame(lines, problem.line, problem.column) : '';
  }

  private linesOf(file: string): string[] | null {
    if (!this.lines.has(file)) {
      try {
        this.lines.set(file, readFileSync(join(this.root, file), 'utf8').split(/\r?\n/));
      } catch {
        this.lines.set(file, null); // A folder ("pages") or a missing file: no frame.
      }
    }
    return this.lines.get(file)!;
  }
}

/** How many characters of a line a code frame shows: a pasted text may fill a line of millions. */
const frameWidth = 78;

/**
 * A few of `lines` around `line`, numbered, with a caret under `column`; long lines cut to the part
 * around the caret, tabs and control characters shown (`showControls`).
 */
export function codeFrame(lines: readonly string[], line: number, column: number): string {
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  const from = Math.max(0, column - 1 - (frameWidth - 20));
  const cut = (text: string) => `${from > 0 ? '…' : ''}${text.slice(from, from + frameWidth)}${text.length > from + frameWidth ? '…' : ''}`;
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    const marker = number === line ? '>' : ' ';
    const text = lines[number - 1] ?? '';
    out.push(`${marker} ${String(number).padStart(width)} | ${showControls(cut(text))}`);
    if (number === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(showControls(`${from > 0 ? '…' : ''}${text.slice(from, column - 1)}`).length)}^`);
  }
  return out.join('\n');
}
