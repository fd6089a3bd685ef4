import type { EditModeLanguage } from '../protocol.ts';
import { isArray, isRecord, memberOf } from '../../shared/guards.ts';
import type { PathSegment } from '../../shared/path.ts';
import {
  type CheckedContent,
  checkSchemas,
  collectionPrefix,
  type ContentSources,
  declaredRoute,
  itemSlug,
  languageName,
  loadFiles,
  parseSources,
  pointerToPath,
  projectSchemas,
  type SourceFile,
} from '../../content/pipeline.ts';
import { EditError } from './edit-error.ts';
import type { SiteFiles } from './site-files.ts';

/** The site as the changes planned so far leave it: parsed, and validated for the references each file makes. */
export interface SiteView {
  files: SiteFiles;
  sources: ContentSources;
  content: CheckedContent;
}

export function viewOf(files: SiteFiles): SiteView {
  const sources = parseSources(loadFiles(files.root, files.changed));
  return { files, sources, content: checkSchemas(sources, projectSchemas()).content };
}

/** The languages of site.yaml, the default first as site.yaml lists them; every text folder when site.yaml cannot tell. */
export function siteLanguages({ sources }: SiteView): EditModeLanguage[] {
  const available = memberOf(memberOf(sources.site?.data, 'languages'), 'available');
  const declared = isArray(available)
    ? available.flatMap((language) => {
        const code = memberOf(language, 'code');
        const label = memberOf(language, 'label');
        return typeof code === 'string' ? [{ code, label: typeof label === 'string' ? label : languageName(code) }] : [];
      })
    : [];
  const first = memberOf(memberOf(sources.site?.data, 'languages'), 'default');
  const languages = declared.length > 0 ? declared : [...sources.locales.keys()].map((code) => ({ code, label: languageName(code) }));
  return [...languages].sort((a, b) => Number(b.code === first) - Number(a.code === first));
}

export function defaultLanguage(view: SiteView): string {
  return siteLanguages(view)[0]?.code ?? 'en';
}

/** Where a text is written: `about.team.heading` → locales/<language>/about.yaml, at team → heading. */
export function textPlace(key: string, language: string): { file: string; path: string[] } {
  const [namespace = '', ...path] = key.split('.');
  return { file: `locales/${language}/${namespace}.yaml`, path };
}

/** The text of `key` in `language`, null when it has none (or names a group). */
export function textOf({ content }: SiteView, key: string, language: string): string | null {
  const value = content.locales.get(language)?.get(key)?.value;
  return typeof value === 'string' ? value : null;
}

/** The page file whose `blocks:` a route's blocks are: the page that declares it, or for an article, its collection's page. */
export function pageOfRoute({ sources }: SiteView, route: string): SourceFile {
  const page = sources.pages.find((file) => declaredRoute(file) === route);
  if (page) return page;
  for (const [prefix, items] of sources.items) {
    if (!route.startsWith(`${prefix}/`) || !items.some((item) => `${prefix}/${itemSlug(item)}` === route)) continue;
    const collection = sources.pages.find((file) => collectionPrefix(declaredRoute(file) ?? '') === prefix);
    if (collection) return collection;
  }
  throw new EditError('no-such-page', `No page has the route "${route}".`);
}

/** The blocks of a page file, as written. */
export function blocksOf(page: SourceFile): Record<string, unknown>[] {
  const blocks = memberOf(page.data, 'blocks');
  return isArray(blocks) ? blocks.filter(isRecord) : [];
}

/** The block at `index` of the page of `route`; throws when there is none. */
export function blockAt(view: SiteView, route: string, index: number): { page: SourceFile; block: Record<string, unknown>; count: number } {
  const page = pageOfRoute(view, route);
  const blocks = blocksOf(page);
  const block = Number.isInteger(index) ? blocks[index] : undefined;
  if (!block) throw new EditError('no-such-block', `The page of "${route}" (${page.file}) has no section ${index + 1}: it has ${blocks.length}.`);
  return { page, block, count: blocks.length };
}

/** Every text key a file names, with the path of each use (inside the file). */
export function textUses({ content }: SiteView, file: string): { key: string; path: PathSegment[] }[] {
  const found = content.referencing.find((checked) => checked.source.file === file);
  if (!found) return [];
  return found.refs.filter((ref) => ref.kind === 'text').map((ref) => ({ key: ref.value, path: pointerToPath(ref.pointer, found.source.data) }));
}

/** The text keys block `index` of page file `file` names, each with its path inside the block, in the order the block writes them. */
export function blockTexts(view: SiteView, file: string, index: number): { key: string; path: PathSegment[] }[] {
  return textUses(view, file).flatMap(({ key, path }) => (path[0] === 'blocks' && path[1] === index ? [{ key, path: path.slice(2) }] : []));
}

/** Every text key the site, its pages and its articles name. */
export function usedKeys({ content }: SiteView): Set<string> {
  return new Set(content.referencing.flatMap((file) => file.refs.filter((ref) => ref.kind === 'text').map((ref) => ref.value)));
}
