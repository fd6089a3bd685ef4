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
type TranslationMark = string | { untranslated: string; writtenBy: string };
export type TranslationState = Record<string, Record<string, TranslationMark>>;

const isMark = (mark: unknown): mark is TranslationMark =>
  typeof mark === 'string' || (isRecord(mark) && typeof mark.untranslated === 'string' && typeof mark.writtenBy === 'string');

function isTranslationState(value: unknown): value is TranslationState {
  return isRecord(value) && Object.values(value).every((marks) => isRecord(marks) && Object.values(marks).every(isMark));
}

export const fingerprint = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

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
