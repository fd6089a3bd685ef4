/**
 * `npm run i18n:report`: per language, texts that are missing, texts nothing uses, and translations
 * whose English changed after they were written. `npm run i18n:confirm [-- key …]` records that the
 * translations (all, or the keys given) match the current English.
 *
 * How staleness is told: locales/translation-state.json keeps, per language and key, a short hash of
 * the English text the translation was made from. A different hash today means the English moved on.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runPipeline } from '../src/content/pipeline.ts';
import { buildTextTable, isText, languageName } from '../src/content/texts.ts';
import { loadSources } from '../src/content/load.ts';

type State = Record<string, Record<string, string>>;

export interface LanguageReport {
  language: string;
  missing: string[];
  unused: string[];
  /** Translations made from an English text that has changed since. */
  stale: { key: string; english: string; translation: string }[];
  /** Translations never confirmed against any English text. */
  unconfirmed: string[];
}

const sourceLanguage = 'en';
const stateFile = (root: string) => join(root, 'locales', 'translation-state.json');
const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

function readState(root: string): State {
  return existsSync(stateFile(root)) ? (JSON.parse(readFileSync(stateFile(root), 'utf8')) as State) : {};
}

function textsByLanguage(root: string): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  for (const [language, files] of loadSources(root).locales) {
    const texts = new Map<string, string>();
    for (const [key, entry] of buildTextTable(files)) if (isText(entry)) texts.set(key, entry.value);
    result.set(language, texts);
  }
  return result;
}

export function translationReport(root: string): LanguageReport[] {
  const texts = textsByLanguage(root);
  const english = texts.get(sourceLanguage) ?? new Map<string, string>();
  const state = readState(root);
  const { problems } = runPipeline(root, { compile: false });
  const unusedKeys = problems.filter((p) => p.severity === 'warning' && p.message.endsWith('is not used by any page.')).map((p) => /"([^"]+)"/.exec(p.message)?.[1] ?? '');
  return [...texts.keys()].sort().map((language) => {
    const own = texts.get(language)!;
    const report: LanguageReport = { language, missing: [], unused: unusedKeys.filter((key) => own.has(key)), stale: [], unconfirmed: [] };
    for (const [key, source] of english) {
      if (!own.has(key)) report.missing.push(key);
      else if (language !== sourceLanguage) {
        const recorded = state[language]?.[key];
        if (!recorded) report.unconfirmed.push(key);
        else if (recorded !== fingerprint(source)) report.stale.push({ key, english: source, translation: own.get(key)! });
      }
    }
    if (language !== sourceLanguage) for (const key of own.keys()) if (!english.has(key)) report.missing.push(`${key} (only in ${languageName(language)})`);
    return report;
  });
}

/** Records that the translations of `keys` (all when empty) match today's English. */
export function confirmTranslations(root: string, keys: string[] = []): number {
  const texts = textsByLanguage(root);
  const english = texts.get(sourceLanguage) ?? new Map<string, string>();
  const state = readState(root);
  let count = 0;
  for (const [language, own] of texts) {
    if (language === sourceLanguage) continue;
    const recorded = (state[language] ??= {});
    for (const [key, source] of english) {
      if (!own.has(key) || (keys.length > 0 && !keys.includes(key))) continue;
      recorded[key] = fingerprint(source);
      count++;
    }
    // Forget keys that no longer exist, so the file does not grow forever.
    for (const key of Object.keys(recorded)) if (!english.has(key)) delete recorded[key];
    state[language] = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
  }
  writeFileSync(stateFile(root), `${JSON.stringify(state, null, 2)}\n`);
  return count;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const rootIndex = args.indexOf('--root');
  const root = resolve(rootIndex >= 0 ? args[rootIndex + 1]! : resolve(import.meta.dirname, '..'));
  const keys = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--root');
  if (args.includes('--confirm')) {
    const count = confirmTranslations(root, keys);
    console.log(`Recorded ${count} translation${count === 1 ? '' : 's'} as matching the current English.`);
  } else {
    for (const report of translationReport(root)) {
      const name = languageName(report.language);
      console.log(`\n${name} (${report.language})`);
      console.log(`  missing: ${report.missing.length}${report.missing.length ? `\n    ${report.missing.join('\n    ')}` : ''}`);
      console.log(`  unused: ${report.unused.length}${report.unused.length ? `\n    ${report.unused.join('\n    ')}` : ''}`);
      if (report.language === sourceLanguage) continue;
      console.log(`  English changed since the translation: ${report.stale.length}`);
      for (const { key, english, translation } of report.stale) console.log(`    ${key}\n      English now: ${english}\n      ${name}: ${translation}`);
      console.log(`  never confirmed: ${report.unconfirmed.length}${report.unconfirmed.length ? ' (after checking them, run: npm run i18n:confirm -- <key> …)' : ''}`);
    }
  }
}
