import type { DevSourceMap, PageSources, SourcePlace } from '../../shared/dev-server.ts';
import { type CheckedFile, type CheckedSite, collectionPrefix, itemSlug, pointerToPath, type SourceFile, texts } from '../../content/pipeline.ts';
import type { PathSegment } from '../../shared/path.ts';

/**
 * Where every text and block of the site is written, for the edit mode of `npm start`
 * (docs/BEHAVIOUR.md#development-server): each text in each language, the lines of site.yaml and
 * of the page files that use it, and each page's blocks. Pages are listed by the route their
 * compiled data carries, so the browser finds the page on screen by its own data.
 */
export function buildSourceMap(root: string, { content }: CheckedSite): DevSourceMap {
  const map: DevSourceMap = { root, texts: {}, siteUses: content.site ? textUses(content.site) : {}, pages: {} };
  for (const [language, table] of content.locales) {
    const places: Record<string, SourcePlace> = {};
    for (const [key, entry] of texts(table)) places[key] = placeOf(entry.source, entry.path);
    map.texts[language] = places;
  }
  for (const page of content.pages) {
    const sources = pageSources(page);
    map.pages[page.data.route] = sources;
    const prefix = collectionPrefix(page.data.route);
    if (prefix === undefined) continue;
    for (const item of content.items.get(prefix) ?? []) {
      map.pages[`${prefix}/${itemSlug(item.source)}`] = { ...sources, uses: mergeUses(sources.uses, textUses(item)) };
    }
  }
  return map;
}

function pageSources(page: CheckedFile<{ blocks: { type: string }[] }>): PageSources {
  return {
    file: page.source.file,
    blocks: page.data.blocks.map((block, index) => ({ ...placeOf(page.source, ['blocks', index]), type: block.type })),
    uses: textUses(page),
  };
}

/** Text key → the places of `file` that name it. */
function textUses(file: CheckedFile<unknown>): Record<string, SourcePlace[]> {
  const uses: Record<string, SourcePlace[]> = {};
  for (const ref of file.refs) {
    if (ref.kind !== 'text') continue;
    (uses[ref.value] ??= []).push(placeOf(file.source, pointerToPath(ref.pointer, file.source.data)));
  }
  return uses;
}

function mergeUses(a: Record<string, SourcePlace[]>, b: Record<string, SourcePlace[]>): Record<string, SourcePlace[]> {
  const merged = { ...a };
  for (const [key, places] of Object.entries(b)) merged[key] = [...(merged[key] ?? []), ...places];
  return merged;
}

const placeOf = (source: SourceFile, path: readonly PathSegment[]): SourcePlace => ({ file: source.file, ...source.valueAt(path) });
