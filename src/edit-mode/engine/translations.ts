/**
 * Edit mode's side of the record of translations, locales/translation-state.json
 * (docs/BEHAVIOUR.md#translations): what the Translations dialog lists, "Mark as translated", and a
 * text written in another language than the default beside its default text, which counts as
 * translated. Each reads the record through translationStatus, as the report and the check do.
 */
import { readTranslationState, recordTranslated, type TranslationState, translationStatePath, translationsToReview } from '../../content/pipeline.ts';
import type { EditModeTranslations } from '../protocol.ts';
import { EditError } from './edit-error.ts';
import { SiteFiles } from './site-files.ts';
import { defaultLanguage, siteLanguages, textOf, textPlace, viewOf, type SiteView } from './site-view.ts';
import { textPlaceOf } from './text-places.ts';

function stateOf(files: SiteFiles): { state: TranslationState; readable: boolean } {
  const text = files.read(translationStatePath);
  const { state, problems } = readTranslationState(text === null ? null : { file: translationStatePath, text });
  return { state, readable: problems.length === 0 };
}

/** Changes the record with `edit`; a record that cannot be read is left as it is (the check says so). */
function editState(files: SiteFiles, edit: (state: TranslationState) => void): void {
  const { state, readable } = stateOf(files);
  if (!readable) return;
  edit(state);
  files.write(translationStatePath, `${JSON.stringify(state, null, 2)}\n`);
}

/** The texts of `language` by key, as the view reads them. */
function textsOf(view: SiteView, language: string): Map<string, string> {
  const table = view.content.locales.get(language);
  const entries = [...(table?.keys() ?? [])].flatMap((key) => {
    const value = textOf(view, key, language);
    return value === null ? [] : [[key, value] as const];
  });
  return new Map(entries);
}

/** Every translation that waits for a translator, grouped by the page that shows it, in every language, and the files that hold them. */
export function readTranslations(root: string): Omit<EditModeTranslations, 'versions'> & { files: string[] } {
  const files = new SiteFiles(root);
  const view = viewOf(files);
  const languages = siteLanguages(view);
  const source = defaultLanguage(view);
  const english = textsOf(view, source);
  const { state } = stateOf(files);
  const waiting = new Map<string, 'untranslated' | 'source-changed'>();
  for (const { code } of languages.slice(1))
    for (const { key, status } of translationsToReview(english, textsOf(view, code), state[code]))
      if (waiting.get(key) !== 'source-changed') waiting.set(key, status === 'source-changed' ? status : 'untranslated');
  const pages: EditModeTranslations['pages'] = [];
  for (const [key, reason] of waiting) {
    const { page, section, field } = textPlaceOf(view, key);
    const label = section ? `${section}: ${field}` : field;
    let group = pages.find((found) => found.title === page.title && found.path === page.path);
    if (!group) pages.push((group = { ...page, texts: [] }));
    group.texts.push({ key, label, reason, values: Object.fromEntries(languages.map(({ code }) => [code, textOf(view, key, code)])) });
  }
  const textFiles = [...waiting.keys()].flatMap((key) => languages.map(({ code }) => textPlace(key, code).file));
  return { pages, files: [...new Set([translationStatePath, ...textFiles])] };
}

/** "Mark as translated": records that every translation of `key` matches its default text as it is now, as `npm run i18n:confirm -- <key>` does. */
export function markTranslated(files: SiteFiles, key: string): void {
  const view = viewOf(files);
  const source = textOf(view, key, defaultLanguage(view));
  if (source === null) throw new EditError('no-such-text', `No text has the key "${key}".`);
  const others = siteLanguages(view)
    .slice(1)
    .filter(({ code }) => textOf(view, key, code) !== null);
  editState(files, (state) => {
    for (const { code } of others) recordTranslated(state, code, [key], () => source);
  });
}

/**
 * After `values` (language → text) were written at `key`: each text of another language than the
 * default that this write changed was written beside the default text, and so counts as its
 * translation. `view` reads the texts as they were before.
 */
export function recordWrittenTranslations(view: SiteView, key: string, values: Readonly<Record<string, unknown>>): void {
  const source = defaultLanguage(view);
  const given = values[source];
  const english = typeof given === 'string' ? given : textOf(view, key, source);
  const written = Object.entries(values).filter(([code, value]) => code !== source && typeof value === 'string' && textOf(view, key, code) !== value);
  if (english === null || written.length === 0) return;
  editState(view.files, (state) => {
    for (const [code] of written) recordTranslated(state, code, [key], () => english);
  });
}
