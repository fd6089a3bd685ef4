import type { DevProblem } from '../../shared/dev-server.ts';
import type { TranslationState, EditModeText } from '../protocol.ts';

/**
 * What the "Edit text" dialog decides without the page: what a save sends, where the content
 * check's refusals show, and how each language's state reads.
 */

/** The languages whose box differs from the text as read: a save writes only these. */
export function changedValues(text: EditModeText, typed: Record<string, string>): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const language of text.languages) {
    const value = typed[language.code];
    if (value !== undefined && value !== (language.value ?? '')) changed[language.code] = value;
  }
  return changed;
}

/**
 * Each refusal under the box of the language whose file it names; the others (a page file, site.yaml,
 * another text's file) above all the boxes.
 */
export function placeProblems(problems: DevProblem[], text: EditModeText): { byLanguage: Record<string, DevProblem[]>; others: DevProblem[] } {
  const byLanguage: Record<string, DevProblem[]> = {};
  const others: DevProblem[] = [];
  for (const problem of problems) {
    const language = text.languages.find((l) => l.file === problem.file);
    if (language) (byLanguage[language.code] ??= []).push(problem);
    else others.push(problem);
  }
  return { byLanguage, others };
}

const flags: Record<TranslationState, string | undefined> = {
  present: undefined,
  missing: 'Missing',
  untranslated: 'Not translated yet',
  'source-changed': 'The original changed after this was written',
};

/** The flag beside a language's label, when its text needs attention. */
export const flagOf = (state: TranslationState): string | undefined => flags[state];
