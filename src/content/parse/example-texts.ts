import { exampleTextsPath, type ContentFile } from '../load/load-files.ts';
import { isRecord } from '../../shared/guards.ts';
import { problemInFile, type Problem } from '../problem.ts';
import { fingerprint } from './translation-state.ts';

/**
 * Which texts were written from an example and by what, in locales/example-texts.json: per language
 * and text key, a fingerprint of the example text as written (docs/BEHAVIOUR.md#example-texts). The
 * examples themselves stay where they are written, the one source of their wording: each block's
 * src/blocks/<type>/example.yaml, and the starting texts of new pages and articles
 * (src/edit-mode/engine/new-content.ts). This record only says which texts came from them, so that
 * a text is an example for as long as it is still the one written, and no longer once it changed.
 */
interface ExampleMark {
  example: string;
  /** What wrote it, in the words of its button or command: "Add section", "new:page". */
  writtenBy: string;
}
export type ExampleRecord = Record<string, Record<string, ExampleMark>>;

const isMark = (mark: unknown): mark is ExampleMark => isRecord(mark) && typeof mark.example === 'string' && typeof mark.writtenBy === 'string';

const isRecordOfMarks = (value: unknown): value is ExampleRecord =>
  isRecord(value) && Object.values(value).every((marks) => isRecord(marks) && Object.values(marks).every(isMark));

/** The record in `file` (empty when there is none), or a warning when it cannot be read: it only informs warnings. */
export function readExampleRecord(file: ContentFile | null): { record: ExampleRecord; problems: Problem[] } {
  if (!file) return { record: {}, problems: [] };
  try {
    const record: unknown = JSON.parse(file.text);
    if (isRecordOfMarks(record)) return { record, problems: [] };
  } catch {
    // Reported below.
  }
  const message = `${exampleTextsPath} cannot be read: it is not the record that edit mode, npm run new:page and new:article write.`;
  const hint = 'Restore it from version control, or delete it: the check then no longer knows which texts are still examples.';
  return { record: {}, problems: [problemInFile('unreadable-example-record', exampleTextsPath, message, hint)] };
}

/** The record's text (as `recordText` holds it, null for none) with `texts` marked as written by `writtenBy`; unchanged when it cannot be read. */
export function withExampleMarks(
  recordText: string | null,
  texts: readonly { language: string; key: string; text: string }[],
  writtenBy: string,
): string | null {
  const { record, problems } = readExampleRecord(recordText === null ? null : { file: exampleTextsPath, text: recordText });
  if (problems.length > 0 || texts.length === 0) return recordText;
  for (const { language, key, text } of texts) (record[language] ??= {})[key] = { example: fingerprint(text), writtenBy };
  return `${JSON.stringify(record, null, 2)}\n`;
}
