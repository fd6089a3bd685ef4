/**
 * `npm run i18n:report`: per language, texts that are missing, texts nothing uses, and translations
 * whose English changed after they were written. `npm run i18n:confirm [-- key …]` records that the
 * translations (all, or the keys given) match the current English.
 *
 * The report is a report, not a gate: stale and never-confirmed translations are listed for a
 * translator to review and never fail it. It exits with 1 only when the content check itself finds
 * errors (a missing translation is one), which `npm run validate` then explains.
 *
 * How staleness is told: locales/translation-state.json keeps, per language and key, a short hash of
 * the English text the translation was made from; translationStatus
 * (src/content/parse/translation-state.ts) reads it, for this report as for the content check and
 * edit mode's Translations dialog. A starting text that new:page or new:article wrote counts as
 * never confirmed until it is changed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  isError,
  languageName,
  localeNamespace,
  type Problem,
  readTranslationState,
  recordTranslated,
  runPipeline,
  texts,
  type TextTable,
  type TranslationState,
  translationStatePath,
  translationsToReview,
  writeTranslationState,
} from '../src/content/pipeline.ts';
import { UsageError, parseCommandLine, runCli } from './support/cli.ts';

export interface LanguageReport {
  language: string;
  missing: string[];
  unused: string[];
  /** Translations made from an English text that has changed since. */
  stale: { key: string; english: string; translation: string }[];
  /** Translations never confirmed against any English text. */
  unconfirmed: string[];
}

export interface TranslationReport {
  languages: LanguageReport[];
  /** Errors the content check finds in the site (`npm run validate` lists them). */
  contentErrors: number;
}

const sourceLanguage = 'en';

/** The recorded state; an unreadable record counts as empty (the content check warns about it). */
function readState(root: string): TranslationState {
  const file = join(root, translationStatePath);
  return readTranslationState(existsSync(file) ? { file: translationStatePath, text: readFileSync(file, 'utf8') } : null).state;
}

function textsByLanguage(tables: Map<string, TextTable>): Map<string, Map<string, string>> {
  return new Map([...tables].map(([language, table]) => [language, new Map([...texts(table)].map(([key, entry]) => [key, entry.value]))]));
}

/** The key of the text an `unused-text` problem is about: its file names the namespace, its path the rest. */
const unusedKey = (problem: Problem) => [localeNamespace(problem), ...problem.path].join('.');

export function translationReport(root: string): TranslationReport {
  const result = runPipeline(root, { compile: false });
  const byLanguage = textsByLanguage(result.texts);
  const english = byLanguage.get(sourceLanguage) ?? new Map<string, string>();
  const state = readState(root);
  const unusedKeys = result.problems.filter((problem) => problem.code === 'unused-text').map(unusedKey);
  const languages = [...byLanguage.keys()].sort().map((language) => {
    const own = byLanguage.get(language)!;
    const report: LanguageReport = { language, missing: [], unused: unusedKeys.filter((key) => own.has(key)), stale: [], unconfirmed: [] };
    for (const key of english.keys()) if (!own.has(key)) report.missing.push(key);
    if (language !== sourceLanguage)
      for (const { key, status } of translationsToReview(english, own, state[language])) {
        if (status === 'source-changed') report.stale.push({ key, english: english.get(key)!, translation: own.get(key)! });
        else report.unconfirmed.push(key);
      }
    if (language !== sourceLanguage) for (const key of own.keys()) if (!english.has(key)) report.missing.push(`${key} (only in ${languageName(language)})`);
    return report;
  });
  return { languages, contentErrors: result.problems.filter(isError).length };
}

/** Records that the translations of `keys` (all when empty) match today's English. */
export function confirmTranslations(root: string, keys: string[] = []): number {
  const byLanguage = textsByLanguage(runPipeline(root, { compile: false }).texts);
  const english = byLanguage.get(sourceLanguage) ?? new Map<string, string>();
  const state = readState(root);
  let count = 0;
  for (const [language, own] of byLanguage) {
    if (language === sourceLanguage) continue;
    const confirmed = [...english.keys()].filter((key) => own.has(key) && (keys.length === 0 || keys.includes(key)));
    recordTranslated(state, language, confirmed, (key) => english.get(key)!);
    count += confirmed.length;
    const recorded = state[language]!;
    // Forget keys that no longer exist, so the file does not grow forever.
    for (const key of Object.keys(recorded)) if (!english.has(key)) delete recorded[key];
    state[language] = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
  }
  writeTranslationState(root, state);
  return count;
}

function printReport({ languages, contentErrors }: TranslationReport): void {
  for (const report of languages) {
    const name = languageName(report.language);
    console.log(`\n${name} (${report.language})`);
    console.log(`  missing: ${report.missing.length}${report.missing.length ? `\n    ${report.missing.join('\n    ')}` : ''}`);
    console.log(`  unused: ${report.unused.length}${report.unused.length ? `\n    ${report.unused.join('\n    ')}` : ''}`);
    if (report.language === sourceLanguage) continue;
    console.log(`  English changed since the translation: ${report.stale.length}`);
    for (const { key, english, translation } of report.stale) console.log(`    ${key}\n      English now: ${english}\n      ${name}: ${translation}`);
    console.log(
      `  never confirmed: ${report.unconfirmed.length}${report.unconfirmed.length ? ' (after checking them, run: npm run i18n:confirm -- <key> …)' : ''}`,
    );
  }
  if (contentErrors > 0)
    console.log(`\nThe content check finds ${contentErrors} error${contentErrors === 1 ? '' : 's'}: run npm run validate to see and fix them.`);
}

const usage = 'Usage: npm run i18n:report [-- --root <site folder>], or npm run i18n:confirm [-- <key> …]';

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await runCli(() => {
    const { values, positionals } = parseCommandLine(
      { options: { confirm: { type: 'boolean', default: false }, root: { type: 'string' } }, allowPositionals: true },
      usage,
    );
    if (!values.confirm && positionals.length > 0)
      throw new UsageError(`Unexpected argument "${positionals[0]}": only npm run i18n:confirm takes text keys.`, usage);
    const root = resolve(values.root ?? resolve(import.meta.dirname, '..'));
    if (values.confirm) {
      const count = confirmTranslations(root, positionals);
      console.log(`Recorded ${count} translation${count === 1 ? '' : 's'} as matching the current English.`);
    } else {
      const report = translationReport(root);
      printReport(report);
      process.exitCode = report.contentErrors > 0 ? 1 : 0;
    }
  });
}
