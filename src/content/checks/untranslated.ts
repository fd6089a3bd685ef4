import { type Problem } from '../problem.ts';
import { problemAt } from '../parse/source-file.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { isText, languageName } from '../parse/text-table.ts';
import { translationStatus, type TranslationState } from '../parse/translation-state.ts';

/**
 * Starting texts that new:page and new:article wrote in the languages other than the default, and
 * that nobody has translated since: a warning each, never an error, until the text changes.
 */
export function checkUntranslated(content: CheckedContent, state: TranslationState): Problem[] {
  const defaultLanguage = content.site?.data.languages.default;
  const original = content.locales.get(defaultLanguage ?? '');
  const problems: Problem[] = [];
  for (const [language, marks] of Object.entries(state)) {
    const table = content.locales.get(language);
    if (language === defaultLanguage || !table) continue;
    for (const [key, mark] of Object.entries(marks)) {
      const entry = table.get(key);
      const source = original?.get(key);
      if (typeof mark === 'string' || !isText(entry) || translationStatus(isText(source) ? source.value : '', entry.value, mark) !== 'starting-text') continue;
      const message = `The ${languageName(language)} text of "${key}" is still the starting text that ${mark.writtenBy} wrote.`;
      const hint = isText(source)
        ? `Translate the ${languageName(defaultLanguage!)} text: ${JSON.stringify(source.value)}`
        : `Write it in ${languageName(language)}.`;
      problems.push(problemAt('untranslated-text', entry.source, entry.path, message, hint));
    }
  }
  return problems;
}
