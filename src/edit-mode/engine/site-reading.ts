import { posix } from 'node:path';
import { isRecord, memberOf, textOr } from '../../shared/guards.ts';
import type { BlockSchema, TranslationState, EditModeBlock, EditModeSite, EditModeText } from '../protocol.ts';
import {
  blockSchemaPath,
  declaredRoute,
  examplesLeft,
  exampleTextsPath,
  itemSlug,
  projectSchemas,
  readExampleRecord,
  readTranslationState,
  translationStatePath,
  translationStatus,
} from '../../content/pipeline.ts';
import { SiteFiles } from './site-files.ts';
import { blockAt, blockTexts, defaultLanguage, siteLanguages, textOf, textPlace, viewOf, type SiteView } from './site-view.ts';
import { assertKnownKey } from './text-edits.ts';

/** Where uploaded pictures go, as content names them (under public/). */
const imagesFolder = 'images/uploads';

/** Whether the text of `key` in `language` waits for its translation (docs/BEHAVIOUR.md#translations). */
function translationState(view: SiteView, key: string, language: string): TranslationState {
  const value = textOf(view, key, language);
  if (value === null) return 'missing';
  const source = textOf(view, key, defaultLanguage(view));
  if (language === defaultLanguage(view) || source === null) return 'present';
  const text = view.files.read(translationStatePath);
  const mark = readTranslationState(text === null ? null : { file: translationStatePath, text }).state[language]?.[key];
  const status = translationStatus(source, value, mark);
  return status === 'up-to-date' ? 'present' : status === 'source-changed' ? status : 'untranslated';
}

/** One text in every language of the site, with where each is written, and the files that hold them. */
export function readText(root: string, key: string): Omit<EditModeText, 'versions'> & { files: string[] } {
  const view = viewOf(new SiteFiles(root));
  assertKnownKey(view, key);
  const formatted = view.content.referencing.some((file) => file.refs.some((ref) => ref.kind === 'text' && ref.value === key && ref.formatting));
  const languages = siteLanguages(view).map((language) => {
    const { file } = textPlace(key, language.code);
    const entry = view.content.locales.get(language.code)?.get(key);
    const value = textOf(view, key, language.code);
    const line = entry && value !== null ? entry.source.valueAt(entry.path).line : null;
    return { ...language, file, line, value, state: translationState(view, key, language.code) };
  });
  return { key, formatted, languages, files: languages.map(({ file }) => file) };
}

/** One section as its page file writes it, with the texts it names in every language, and the files that hold them. */
export function readBlock(root: string, route: string, index: number): Omit<EditModeBlock, 'versions'> & { files: string[] } {
  const view = viewOf(new SiteFiles(root));
  const { page, block } = blockAt(view, route, index);
  const languages = siteLanguages(view).map(({ code }) => code);
  const keys = [...new Set(blockTexts(view, page.file, index).map(({ key }) => key))];
  const texts = Object.fromEntries(keys.map((key) => [key, Object.fromEntries(languages.map((language) => [language, textOf(view, key, language)]))]));
  const textFiles = keys.flatMap((key) => languages.map((language) => textPlace(key, language).file));
  return {
    route,
    index,
    file: page.file,
    line: page.valueAt(['blocks', index]).line,
    type: String(block.type),
    value: block,
    texts,
    files: [...new Set([page.file, ...textFiles])],
  };
}

/** The value at JSON pointer `pointer` (`/definitions/textKey`) of `document`. */
const atPointer = (document: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .filter((part) => part !== '')
    .reduce((node, part) => memberOf(node, part.replace(/~1/g, '/').replace(/~0/g, '~')), document);

/** `node` of schema file `file` with every `$ref` replaced by what it names, the fields beside the `$ref` kept over it; a recursive one is left as it is. */
function resolveRefs(documents: ReadonlyMap<string, unknown>, node: unknown, file: string, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item: unknown) => resolveRefs(documents, item, file, seen));
  if (!isRecord(node)) return node;
  const { $ref: reference, ...rest } = node;
  const own = Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, resolveRefs(documents, value, file, seen)]));
  if (typeof reference !== 'string') return own;
  const [target = '', pointer = ''] = reference.split('#');
  const targetFile = target ? posix.normalize(posix.join(posix.dirname(file), target)) : file;
  const id = `${targetFile}#${pointer}`;
  if (seen.includes(id)) return node;
  const resolved = resolveRefs(documents, atPointer(documents.get(targetFile), pointer), targetFile, [...seen, id]);
  return { ...(isRecord(resolved) ? resolved : {}), ...own };
}

/** The schema of block `type`, every `$ref` resolved: what the section form is generated from. */
function resolvedSchema(documents: ReadonlyMap<string, unknown>, type: string): BlockSchema {
  const resolved = resolveRefs(documents, documents.get(blockSchemaPath(type)), blockSchemaPath(type));
  return isRecord(resolved) ? resolved : {};
}

/** The pages and articles of the site, for the link picker: those with an address of their own. */
export function sitePages(view: SiteView): EditModeSite['pages'] {
  const language = defaultLanguage(view);
  const titleOf = (data: unknown) => {
    const key = memberOf(data, 'title');
    return typeof key === 'string' ? (textOf(view, key, language) ?? key) : '';
  };
  const pages = view.sources.pages.flatMap((page) => {
    const route = declaredRoute(page);
    if (route === undefined || route === '*' || route.includes(':')) return [];
    return [{ route, path: `/${route}`, title: titleOf(page.data), file: page.file, article: false }];
  });
  const articles = [...view.sources.items].flatMap(([prefix, items]) =>
    items.map((item) => ({
      route: `${prefix}/${itemSlug(item)}`,
      path: `/${prefix}/${itemSlug(item)}`,
      title: titleOf(item.data),
      file: item.file,
      article: true,
    })),
  );
  return [...pages, ...articles];
}

/** The texts still the example they were written as. */
function exampleTexts(view: SiteView): EditModeSite['exampleTexts'] {
  const text = view.files.read(exampleTextsPath);
  const { record } = readExampleRecord(text === null ? null : { file: exampleTextsPath, text });
  return examplesLeft(view.content, record).map(({ language, key }) => ({ language, key }));
}

/** What every dialog of the editor needs: languages, pages, block types and their schemas, collections, the example texts left. */
export function readSite(root: string): Omit<EditModeSite, 'undoDepth'> {
  const view = viewOf(new SiteFiles(root));
  const schemas = projectSchemas();
  const types = schemas.blockTypes();
  const schemaOf = (type: string) => schemas.documents.get(blockSchemaPath(type)) ?? {};
  return {
    languages: siteLanguages(view),
    pages: sitePages(view),
    blockTypes: types.map((type) => ({ type, title: textOr(schemaOf(type).title) || type, description: textOr(schemaOf(type).description) })),
    blockSchemas: Object.fromEntries(types.map((type) => [type, resolvedSchema(schemas.documents, type)])),
    imagesFolder,
    collections: view.sources.pages.flatMap((page) => /^(.+)\/:[^/]+$/.exec(declaredRoute(page) ?? '')?.[1] ?? []),
    exampleTexts: exampleTexts(view),
  };
}
