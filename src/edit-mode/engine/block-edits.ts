import { fileURLToPath } from 'node:url';
import { isArray, isRecord, memberOf } from '../../shared/guards.ts';
import type { EditModeChange } from '../protocol.ts';
import { declaredRoute, itemSlug, projectSchemas, readBlockExample, type SourceFile } from '../../content/pipeline.ts';
import type { PathSegment } from '../../shared/path.ts';
import type { BlockOrigins } from './block-origins.ts';
import { EditError } from './edit-error.ts';
import { keyName, markExampleTexts, markStartingTexts } from './new-content.ts';
import type { SiteFiles } from './site-files.ts';
import { blockAt, blockTexts, blocksOf, defaultLanguage, pageOfRoute, siteLanguages, textOf, textUses, viewOf, type SiteView } from './site-view.ts';
import { fieldKey, freshGroup, removeUnusedTexts, writeTexts } from './text-edits.ts';
import { deleteIn, insertItem, moveItem, setIn } from './yaml-edit.ts';

type ChangeOf<K extends EditModeChange['kind']> = Extract<EditModeChange, { kind: K }>;

/** The project's own folder: the block types and their examples are the renderer's, whatever the site. */
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The text file of a page's new texts: the one most of its sections' texts are in, else one named after its route. */
function pageNamespace(view: SiteView, page: SourceFile): string {
  const counts = new Map<string, number>();
  for (const { key, path } of textUses(view, page.file)) if (path[0] === 'blocks') counts.set(key.split('.')[0]!, (counts.get(key.split('.')[0]!) ?? 0) + 1);
  const [mostUsed] = [...counts].sort(([, a], [, b]) => b - a)[0] ?? [];
  return mostUsed ?? (keyName((declaredRoute(page) ?? '').replace(/\/:[^/]+$/, '')) || 'home');
}

/** Puts `replacement` at `path` of `target` (a copy the caller owns). */
function putAt(target: Record<string, unknown>, path: readonly PathSegment[], replacement: unknown): void {
  const parent = path.slice(0, -1).reduce<unknown>((node, segment) => memberOf(node, segment), target);
  const last = path.at(-1);
  if (isArray(parent) && typeof last === 'number') parent[last] = replacement;
  else if (isRecord(parent) && last !== undefined) parent[last] = replacement;
}

function assertPosition(index: number, count: number, route: string): void {
  if (!Number.isInteger(index) || index < 0 || index > count)
    throw new EditError('no-such-block', `The page of "${route}" has ${count} sections: a section can go at places 1 to ${count + 1}, not ${index + 1}.`);
}

export function moveBlock(files: SiteFiles, origins: BlockOrigins, { route, from, to }: ChangeOf<'move-block'>): void {
  const { page, count } = blockAt(viewOf(files), route, from);
  assertPosition(to, count - 1, route);
  files.write(page.file, moveItem(page.text, ['blocks'], from, to));
  origins.move(page.file, count, from, to);
}

export function removeBlock(files: SiteFiles, origins: BlockOrigins, { route, index }: ChangeOf<'remove-block'>): void {
  const view = viewOf(files);
  const { page, count } = blockAt(view, route, index);
  const keys = blockTexts(view, page.file, index).map(({ key }) => key);
  files.write(page.file, deleteIn(page.text, ['blocks', index]));
  origins.remove(page.file, count, index);
  removeUnusedTexts(files, keys);
}

/** Inserts `block` at `index` of the page's blocks, its texts (key → language → text) with it. */
function insertBlock(view: SiteView, page: SourceFile, index: number, block: Record<string, unknown>, texts: Map<string, Record<string, string>>): void {
  const hasList = isArray(memberOf(page.data, 'blocks'));
  view.files.write(page.file, hasList ? insertItem(page.text, ['blocks'], index, block) : setIn(page.text, ['blocks'], [block]));
  for (const [key, values] of texts) writeTexts(view, key, values);
}

/** A copy of the section after it, its texts copied to keys of its own so that each can be edited alone. */
export function duplicateBlock(files: SiteFiles, origins: BlockOrigins, { route, index }: ChangeOf<'duplicate-block'>): void {
  const view = viewOf(files);
  const { page, block, count } = blockAt(view, route, index);
  const group = freshGroup(view, pageNamespace(view, page), String(block.type));
  const copy = structuredClone(block);
  const texts = new Map<string, Record<string, string>>();
  for (const { key, path } of blockTexts(view, page.file, index)) {
    const fresh = `${group}.${fieldKey(path)}`;
    putAt(copy, path, fresh);
    const values = siteLanguages(view).flatMap(({ code }) => {
      const text = textOf(view, key, code);
      return text === null ? [] : [[code, text] as const];
    });
    texts.set(fresh, Object.fromEntries(values));
  }
  insertBlock(view, page, index + 1, copy, texts);
  origins.insert(page.file, count, index + 1);
}

/** Every text of `value` with its path. */
function stringsIn(value: unknown, path: PathSegment[] = []): { path: PathSegment[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (isArray(value)) return value.flatMap((item, index) => stringsIn(item, [...path, index]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, member]) => stringsIn(member, [...path, key]));
  return [];
}

/** A new section of `type` at `index`: the type's example (src/blocks/<type>/example.yaml), its texts under keys of the page's own. */
export function addBlock(files: SiteFiles, origins: BlockOrigins, { route, index, type }: ChangeOf<'add-block'>): void {
  if (!projectSchemas().blockTypes().includes(type)) throw new EditError('no-such-block-type', `There is no section type "${type}".`);
  const view = viewOf(files);
  const page = pageOfRoute(view, route);
  const count = blocksOf(page).length;
  assertPosition(index, count, route);
  const example = readBlockExample(projectRoot, type);
  const group = freshGroup(view, pageNamespace(view, page), type);
  const fallback = defaultLanguage(view);
  const block = structuredClone(example.block);
  const texts = new Map<string, Record<string, string>>();
  const untranslated: { language: string; key: string; text: string }[] = [];
  const examples: { language: string; key: string; text: string }[] = [];
  for (const { path, text } of stringsIn(example.block)) {
    const given = example.texts[text];
    if (!given) continue;
    const fresh = `${group}.${fieldKey(path)}`;
    putAt(block, path, fresh);
    const values = siteLanguages(view).map(({ code }) => {
      const value = given[code] ?? given[fallback] ?? Object.values(given)[0] ?? '';
      if (given[code] === undefined) untranslated.push({ language: code, key: fresh, text: value });
      examples.push({ language: code, key: fresh, text: value });
      return [code, value] as const;
    });
    texts.set(fresh, Object.fromEntries(values));
  }
  linkToPagesOfThisSite(view, block);
  insertBlock(view, page, index, block, texts);
  // A language the example has no text in gets the default language's, for a translator to replace.
  markStartingTexts(files, untranslated, 'Add section');
  markExampleTexts(files, examples, 'Add section');
  origins.insert(page.file, count, index);
}

/**
 * An example's links lead to the pages of the project's test site (`/about-us`): one this site has
 * no page at leads to its home page instead, so that the new section passes the check and the
 * editor changes the link in the section's form.
 */
function linkToPagesOfThisSite(view: SiteView, block: Record<string, unknown>): void {
  const routes = new Set([
    ...view.sources.pages.flatMap((file) => declaredRoute(file) ?? []),
    ...[...view.sources.items].flatMap(([prefix, items]) => items.map((item) => `${prefix}/${itemSlug(item)}`)),
  ]);
  for (const { path, text } of stringsIn(block)) {
    const route = /^\/([^?#]*)/.exec(text)?.[1]?.replace(/\/$/, '');
    if (route !== undefined && route !== '' && !text.startsWith('//') && !routes.has(route)) putAt(block, path, '/');
  }
}

/** The section's new fields, and the texts given for its keys; the texts only it named and no longer does are removed. */
export function setBlock(files: SiteFiles, { route, index, value, texts = {} }: ChangeOf<'set-block'>): void {
  if (!isRecord(value) || typeof value.type !== 'string')
    throw new EditError('invalid-block', 'A section is a group of fields, starting with its "type".', 400);
  const view = viewOf(files);
  const { page } = blockAt(view, route, index);
  const before = blockTexts(view, page.file, index).map(({ key }) => key);
  files.write(page.file, setIn(page.text, ['blocks', index], value));
  for (const [key, values] of Object.entries(texts)) {
    if (!isRecord(values)) throw new EditError('invalid-text', `The texts of "${key}" must be given by language.`, 400);
    writeTexts(view, key, values);
  }
  removeUnusedTexts(files, before);
}
