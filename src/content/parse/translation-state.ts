import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { translationStatePath, type ContentFile } from '../load/load-files.ts';
import { isRecord } from '../../shared/guards.ts';
import { problemInFile, type Problem } from '../problem.ts';

/**
 * What is known of each translation, per language and text key, in locales/translation-state.json:
 * the one record that the translation report, `npm run i18n:confirm`, `new:page` and `new:article`
 * write and that the content check reads.
 *
 * - a fingerprint of the text of the default language the translation was confirmed against: when
 *   that text changes, the translation is due for review (`npm run i18n:report`);
 * - `{ "untranslated": fingerprint, "writtenBy": "new:page" }`: a starting text that new:page or
 *   new:article wrote, not yet translated; the check warns about it for as long as the text is
 *   still the one written.
 */
export type TranslationMark = string | { untranslated: string; writtenBy: string };
export type TranslationState = Record<string, Record<string, TranslationMark>>;

const isMark = (mark: unknown): mark is TranslationMark =>
  typeof mark === 'string' || (isRecord(mark) && typeof mark.untranslated === 'string' && typeof mark.writtenBy === 'string');

function isTranslationState(value: unknown): value is TranslationState {
  return isRecord(value) && Object.values(value).every((marks) => isRecord(marks) && Object.values(marks).every(isMark));
}

export const fingerprint = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

/**
 * Where a translation stands (docs/BEHAVIOUR.md#translations): the one answer that the translation
 * report, the content check and edit mode's Translations dialog give.
 *
 * - `up-to-date`: confirmed against the default language's text as it is now, or a starting text
 *   that has been changed since it was written (someone translated it);
 * - `starting-text`: still the text that new:page, new:article or "Add section" wrote;
 * - `never-confirmed`: no record of it at all;
 * - `source-changed`: confirmed against a default-language text that has changed since.
 */
export type TranslationStatus = 'up-to-date' | 'starting-text' | 'never-confirmed' | 'source-changed';

export function translationStatus(source: string, translation: string, mark: TranslationMark | undefined): TranslationStatus {
  if (mark === undefined) return 'never-confirmed';
  if (typeof mark === 'string') return mark === fingerprint(source) ? 'up-to-date' : 'source-changed';
  return mark.untranslated === fingerprint(translation) ? 'starting-text' : 'up-to-date';
}

/** The translations of `language` that wait for a translator, in the order of `source` (key → default-language text). */
export function translationsToReview(
  source: ReadonlyMap<string, string>,
  own: ReadonlyMap<string, string>,
  marks: TranslationState[string] | undefined,
): { key: string; status: Exclude<TranslationStatus, 'up-to-date'> }[] {
  return [...source].flatMap(([key, text]) => {
    const translation = own.get(key);
    if (translation === undefined) return [];
    const status = translationStatus(text, translation, marks?.[key]);
    return status === 'up-to-date' ? [] : [{ key, status }];
  });
}

/**
 * Records in `state` that the translations of `keys` into `language` match `sourceOf(key)`, the
 * default language's text now. A record kept in key order (as npm run i18n:confirm writes it) stays
 * so, and any other keeps its order: a record changes by one line per key.
 */
export function recordTranslated(state: TranslationState, language: string, keys: Iterable<string>, sourceOf: (key: string) => string): void {
  const marks = (state[language] ??= {});
  const sorted = Object.keys(marks).every((key, at, all) => at === 0 || all[at - 1]!.localeCompare(key) <= 0);
  for (const key of keys) marks[key] = fingerprint(sourceOf(key));
  if (sorted) state[language] = Object.fromEntries(Object.entries(marks).sort(([a], [b]) => a.localeCompare(b)));
}

/** The state in `file` (empty when there is none), or a warning when it cannot be read: it only informs warnings and reports. */
export function readTranslationState(file: ContentFile | null): { state: TranslationState; problems: Problem[] } {
  if (!file) return { state: {}, problems: [] };
  try {
    const state: unknown = JSON.parse(file.text);
    if (isTranslationState(state)) return { state, problems: [] };
  } catch {
    // Reported below.
  }
  const message = `${translationStatePath} cannot be read: it is not the record that npm run i18n:confirm writes.`;
  return {
    state: {},
    problems: [
      problemInFile(
        'unreadable-translation-state',
        translationStatePath,
        message,
        'Restore it from version control, or delete it and run npm run i18n:confirm to record the translations afresh.',
      ),
    ],
  };
}

export function writeTranslationState(root: string, state: TranslationState): void {
  writeFileSync(join(root, translationStatePath), `${JSON.stringify(state, null, 2)}\n`);
}
