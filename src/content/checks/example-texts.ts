import { type Problem } from '../problem.ts';
import { problemAt } from '../parse/source-file.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import type { ExampleRecord } from '../parse/example-texts.ts';
import { isText, languageName, type TextEntry } from '../parse/text-table.ts';
import { fingerprint } from '../parse/translation-state.ts';

/** A text still the example it was written as: its language, key, entry and what wrote it. */
interface ExampleLeft {
  language: string;
  key: string;
  entry: TextEntry & { value: string };
  writtenBy: string;
}

/** Every text of `content` that is still the example text recorded for it (docs/BEHAVIOUR.md#example-texts). */
export function examplesLeft(content: Pick<CheckedContent, 'locales'>, record: ExampleRecord): ExampleLeft[] {
  return Object.entries(record).flatMap(([language, marks]) =>
    Object.entries(marks).flatMap(([key, mark]) => {
      const entry = content.locales.get(language)?.get(key);
      return isText(entry) && fingerprint(entry.value) === mark.example ? [{ language, key, entry, writtenBy: mark.writtenBy }] : [];
    }),
  );
}

/** The text on one line, cut after its last whole word within 60 characters. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= 60 ? line : `${line.slice(0, 60).replace(/\s+\S*$/, '')}…`;
}

/**
 * Example texts that new sections, pages and articles arrive with, never changed since: realistic
 * enough to go live unnoticed, so a warning each, until the text changes.
 */
export function checkExampleTexts(content: CheckedContent, record: ExampleRecord): Problem[] {
  return examplesLeft(content, record).map(({ language, key, entry, writtenBy }) =>
    problemAt(
      'example-text',
      entry.source,
      entry.path,
      `The ${languageName(language)} text of "${key}" is still the example text that ${writtenBy} wrote: "${excerpt(entry.value)}".`,
      'Write this page’s own words in its place: click the text in Edit mode (it is marked "Example text — replace it"), or change it in this file. The warning goes once the text changes.',
    ),
  );
}
