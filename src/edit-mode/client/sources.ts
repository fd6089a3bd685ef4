import { sourcesChangedEvent, type DevSourceMap, type SourcePlace } from '../../shared/dev-server.ts';
import type { Inspected } from './inspect.ts';
import { store } from '../../dev/store.ts';

/** Where an inspected text and block are written, as edit mode lists them. */
export interface FoundSources {
  text?: {
    key: string;
    excerpt: string;
    /** Where the text is written, in the language on screen; absent when no text file holds the key. */
    place?: SourcePlace;
    language: string;
    /** The lines that use the key: the page's (or the article's) and site.yaml's. */
    uses: SourcePlace[];
  };
  block?: { place: SourcePlace; index: number; type: string };
}

let loading: Promise<DevSourceMap> | undefined;

/** The source map, asked of the development server the first time edit mode needs it; then as each content edit tells it. */
export function loadSourceMap(): Promise<DevSourceMap> {
  return (loading ??= import('virtual:dev-sources').then((module) => module.default));
}

/** How many new source maps the development server told of (src/vite/content-watch.ts): edit mode reads it again at each. */
export const sourceMapChanges = store(0);

import.meta.hot?.on(sourcesChangedEvent, (map) => {
  loading = Promise.resolve(map);
  sourceMapChanges.set(sourceMapChanges.get() + 1);
});

export function findSources(map: DevSourceMap, inspected: Inspected): FoundSources {
  const found: FoundSources = {};
  const page = inspected.block ? map.pages[inspected.block.route] : undefined;
  if (inspected.text) {
    const { mark, excerpt } = inspected.text;
    const place = map.texts[mark.language]?.[mark.key];
    const uses = [...(page?.uses[mark.key] ?? []), ...(map.siteUses[mark.key] ?? [])];
    found.text = { key: mark.key, excerpt, language: mark.language, uses, ...(place ? { place } : {}) };
  }
  const block = page && inspected.block ? page.blocks[inspected.block.index] : undefined;
  if (block && inspected.block) found.block = { place: block, index: inspected.block.index, type: block.type };
  return found;
}

/** What a click opens: the text when there is one, else its block. */
export function mainPlace(found: FoundSources): SourcePlace | undefined {
  return found.text?.place ?? found.block?.place;
}
