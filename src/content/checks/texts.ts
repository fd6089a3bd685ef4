import { uiTextKeys } from '../../shared/ui-text-keys.ts';
import { localeNamespace } from '../load/load-files.ts';
import { problemInFile, type Problem } from '../problem.ts';
import { problemAt } from '../parse/source-file.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { nearest } from '../suggest.ts';
import { isText, languageName, texts, type TextEntry, type TextTable } from '../parse/text-table.ts';
import { problemAtRef, refsOfKind, type FoundRef } from './refs.ts';

/**
 * Every text key used (by pages, articles, site.yaml and the site's own controls) names a text in
 * every language; every text has its translations; texts nothing uses are reported as warnings.
 */
export function checkTexts(content: CheckedContent): Problem[] {
  const used = new Set<string>(uiTextKeys);
  const problems: Problem[] = [];
  for (const found of refsOfKind(content, 'text')) {
    used.add(found.ref.value);
    const problem = checkUsedText(content, found);
    if (problem) problems.push(problem);
  }
  problems.push(...missingControlTexts(content), ...missingTranslations(content));
  if (content.everyFileRead) problems.push(...unusedTexts(content, used));
  return problems;
}

/** The languages in which `key` is not a text (leaving out those whose file of `key` could not be read). */
function languagesLacking(content: CheckedContent, key: string): string[] {
  return content.languages.filter((language) => content.readable(language, key) && !isText(content.locales.get(language)?.get(key)));
}

function checkUsedText(content: CheckedContent, found: FoundRef): Problem | undefined {
  const key = found.ref.value;
  const missing = languagesLacking(content, key);
  if (missing.length === 0) return undefined;
  const table = content.locales.get(missing[0]!);
  if (table?.get(key)) {
    const example = firstTextUnder(table, key) ?? `${key}.title`;
    return problemAtRef('text-is-group', found, `"${key}" is a group of texts, not a text.`, `Name one of the texts inside it, such as "${example}".`);
  }
  const namespace = key.split('.')[0] ?? '';
  const files = missing.map((language) => `locales/${language}/${namespace}.yaml`).join(' and ');
  const otherLanguage = content.languages.find((language) => !missing.includes(language)) ?? content.languages[0] ?? '';
  const guess = missing.length === content.languages.length ? nearest(key, keysOfNamespace(content.locales.get(otherLanguage), namespace)) : undefined;
  const message = `The text "${key}" is missing in ${missing.map(languageName).join(' and ')}.`;
  return problemAtRef('missing-text', found, message, guess ? `Did you mean "${guess}"? Otherwise add it to ${files}.` : `Add it to ${files}.`);
}

/** The texts the site's controls ask for in code (`uiTextKeys`) exist in every language. */
function missingControlTexts(content: CheckedContent): Problem[] {
  return uiTextKeys.flatMap((key) => {
    const [namespace, ...path] = key.split('.');
    return languagesLacking(content, key).map((language) =>
      problemInFile(
        'missing-control-text',
        `locales/${language}/${namespace}.yaml`,
        `The text "${key}", used by the site's controls, is missing in ${languageName(language)}.`,
        `Add "${path.join('.')}" to locales/${language}/${namespace}.yaml.`,
        path,
      ),
    );
  });
}

/** Each text of each language exists in the other languages. */
function missingTranslations(content: CheckedContent): Problem[] {
  const problems: Problem[] = [];
  for (const [language, table] of content.locales) {
    for (const [key, entry] of texts(table)) {
      for (const other of content.languages) {
        const otherTable = content.locales.get(other);
        if (other === language || !otherTable || !content.readable(other, key) || isText(otherTable.get(key))) continue;
        problems.push(missingTranslation(content, key, { ...entry, language }, { language: other, table: otherTable, own: table }));
      }
    }
  }
  return problems;
}

function missingTranslation(
  content: CheckedContent,
  key: string,
  entry: TextEntry & { language: string },
  other: { language: string; table: TextTable; own: TextTable },
): Problem {
  const { path } = entry;
  const otherFile = `locales/${other.language}/${localeNamespace(entry.source)}.yaml`;
  const moved = sameTextElsewhere(key, other.own, other.table);
  const where = (segments: readonly string[]) => (segments.length > 1 ? `under "${segments.at(-2)}:"` : 'at the top of the file');
  const hint = !moved
    ? `Add "${path.at(-1)}:"${path.length > 1 ? ` under "${path.slice(0, -1).join(': ')}:"` : ''} in ${otherFile}, or delete it here if it is no longer needed.`
    : entry.language === (content.site?.data.languages.default ?? content.languages[0])
      ? `${languageName(other.language)} has "${moved.key}" instead: check the indentation of that line in ${otherFile}, where "${path.at(-1)}:" is ${where(moved.path)}, not ${where(path)}.`
      : `${languageName(other.language)} has "${moved.key}" instead: check the indentation of this line, which is ${where(path)}, against ${otherFile}, where "${path.at(-1)}:" is ${where(moved.path)}.`;
  return problemAt('missing-translation', entry.source, path, `"${key}" has no ${languageName(other.language)} text.`, hint);
}

/**
 * A text of `other` named like `key` but in another group, that `own` lacks: most often the same
 * text, one of whose lines lost (or gained) its indentation, which YAML reads without complaint.
 */
function sameTextElsewhere(key: string, own: TextTable, other: TextTable): { key: string; path: string[] } | undefined {
  const name = key.slice(key.lastIndexOf('.') + 1);
  const namespace = key.split('.')[0];
  const candidates = (suggestionIndex(other).textsByName.get(name) ?? []).filter(
    (candidate) => candidate !== key && candidate.split('.')[0] === namespace && !isText(own.get(candidate)),
  );
  return candidates.length === 1 ? { key: candidates[0]!, path: other.get(candidates[0]!)!.path } : undefined;
}

/** Texts nothing uses, reported once, in the first language. */
function unusedTexts(content: CheckedContent, used: Set<string>): Problem[] {
  const table = content.locales.get(content.languages[0] ?? '');
  if (!table) return [];
  const problems: Problem[] = [];
  for (const [key, entry] of texts(table)) {
    if (!used.has(key))
      problems.push(
        problemAt('unused-text', entry.source, entry.path, `The text "${key}" is not used by any page.`, 'Delete it in every language, or use it in a page.'),
      );
  }
  return problems;
}

/**
 * Lookups for suggestions, made once per table on first use: a check may report thousands of
 * missing texts, and scanning the table for each would grow with the square of its size.
 */
const suggestionIndexes = new WeakMap<
  TextTable,
  { keysByNamespace: Map<string, string[]>; firstTextByGroup: Map<string, string>; textsByName: Map<string, string[]> }
>();

function suggestionIndex(table: TextTable) {
  let index = suggestionIndexes.get(table);
  if (!index) {
    index = { keysByNamespace: new Map(), firstTextByGroup: new Map(), textsByName: new Map() };
    for (const [key, entry] of table) {
      const namespace = key.split('.')[0]!;
      const keys = index.keysByNamespace.get(namespace) ?? [];
      index.keysByNamespace.set(namespace, keys);
      keys.push(key);
      if (!isText(entry)) continue;
      const name = key.slice(key.lastIndexOf('.') + 1);
      const named = index.textsByName.get(name) ?? [];
      index.textsByName.set(name, named);
      named.push(key);
      for (let end = key.lastIndexOf('.'); end > 0; end = key.lastIndexOf('.', end - 1)) {
        const group = key.slice(0, end);
        if (!index.firstTextByGroup.has(group)) index.firstTextByGroup.set(group, key);
      }
    }
    suggestionIndexes.set(table, index);
  }
  return index;
}

const firstTextUnder = (table: TextTable, group: string): string | undefined => suggestionIndex(table).firstTextByGroup.get(group);

const keysOfNamespace = (table: TextTable | undefined, namespace: string): string[] =>
  table ? (suggestionIndex(table).keysByNamespace.get(namespace) ?? []) : [];
