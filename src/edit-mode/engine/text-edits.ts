import { uiTextKeys } from '../../shared/ui-text-keys.ts';
import type { Path } from '../../shared/path.ts';
import { EditError } from './edit-error.ts';
import { siteLanguages, textOf, textPlace, usedKeys, viewOf, type SiteView } from './site-view.ts';
import { recordWrittenTranslations } from './translations.ts';
import { deleteIn, getIn, setIn } from './yaml-edit.ts';

/** A text key as the schemas accept it (schema/definitions.json, textKey). */
const keyPattern = /^[a-z0-9][a-zA-Z0-9_-]*(\.[a-zA-Z0-9_-]+)+$/;

function assertKey(key: string): void {
  if (!keyPattern.test(key))
    throw new EditError('invalid-key', `"${key}" is not a text key: it names a text file, then the path inside it, such as "about.team.heading".`, 400);
}

/** The first line of the site's other text files, which tells the editor's YAML extension their schema. */
function modeline(view: SiteView, language: string): string {
  const files = [...(view.sources.locales.get(language) ?? []), ...[...view.sources.locales.values()].flat()];
  const first = files.map((file) => file.text.split('\n', 1)[0] ?? '').find((line) => line.startsWith('# yaml-language-server:'));
  return first ?? '# yaml-language-server: $schema=../../schema/locale.json';
}

/**
 * Writes `values` (language → text) at `key` of each language's text file, creating a missing file
 * with the usual first line; a text written in another language than the default counts as translated.
 */
export function writeTexts(view: SiteView, key: string, values: Readonly<Record<string, unknown>>): void {
  assertKey(key);
  const languages = new Set(siteLanguages(view).map(({ code }) => code));
  for (const [language, value] of Object.entries(values)) {
    if (!languages.has(language)) throw new EditError('unknown-language', `The site has no language "${language}".`, 400);
    if (typeof value !== 'string') throw new EditError('invalid-text', `The ${language} text of "${key}" must be a text.`, 400);
    if (textOf(view, key, language) === value) continue;
    const { file, path } = textPlace(key, language);
    const text = view.files.read(file) ?? `${modeline(view, language)}\n`;
    view.files.write(file, setIn(text, path, value));
  }
  recordWrittenTranslations(view, key, values);
}

/** A key the site knows: written in some language, or named by a page, an article or site.yaml. */
export function assertKnownKey(view: SiteView, key: string): void {
  assertKey(key);
  const written = [...view.content.locales.values()].some((table) => table.has(key));
  if (!written && !usedKeys(view).has(key)) throw new EditError('no-such-text', `No text has the key "${key}".`);
  if ([...view.content.locales.values()].some((table) => typeof table.get(key)?.value === 'object'))
    throw new EditError('text-is-group', `"${key}" is a group of texts, not a text.`, 400);
}

/**
 * Removes from every language the texts of `keys` that nothing names any more (the site's controls,
 * site.yaml, the pages and articles, as the files now read), and the groups that leaves empty.
 */
export function removeUnusedTexts(files: SiteView['files'], keys: string[]): void {
  const view = viewOf(files);
  const used = new Set([...usedKeys(view), ...uiTextKeys]);
  for (const key of new Set(keys)) {
    if (used.has(key)) continue;
    for (const { code } of siteLanguages(view)) {
      const { file, path } = textPlace(key, code);
      const text = files.read(file);
      if (text !== null && textOf(view, key, code) !== null) files.write(file, withoutEmptyGroups(deleteIn(text, path), path));
    }
  }
}

/** `text` without the groups above `path` that deleting it left empty. */
function withoutEmptyGroups(text: string, path: readonly string[]): string {
  let result = text;
  for (let length = path.length - 1; length > 0; length--) {
    const group = getIn(result, path.slice(0, length));
    if (group === null || typeof group !== 'object' || Object.keys(group).length > 0) break;
    result = deleteIn(result, path.slice(0, length));
  }
  return result;
}

/** `['items', 0, 'question']` → `items-1.question`: a block's field as the last part of a text key. */
export const fieldKey = (path: Path): string =>
  path
    .reduce<string[]>(
      (parts, segment) => (typeof segment === 'number' ? [...parts.slice(0, -1), `${parts.at(-1) ?? 'item'}-${segment + 1}`] : [...parts, segment]),
      [],
    )
    .join('.');

/** The smallest `n` for which no language has a text or group `<namespace>.<type>-<n>`: where a new section's texts go. */
export function freshGroup(view: SiteView, namespace: string, type: string): string {
  const keys = [...[...view.content.locales.values()].flatMap((table) => [...table.keys()]), ...usedKeys(view)];
  const taken = (group: string) => keys.some((key) => key === group || key.startsWith(`${group}.`));
  let n = 1;
  while (taken(`${namespace}.${type}-${n}`)) n++;
  return `${namespace}.${type}-${n}`;
}
