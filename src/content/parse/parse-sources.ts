import { dirname } from 'node:path';
import type { ContentFile, LoadedFiles } from '../load/load-files.ts';
import { memberOf } from '../../shared/guards.ts';
import type { Problem } from '../problem.ts';
import { parseWithCache } from './parse-cache.ts';
import { SourceFile } from './source-file.ts';

/** Every content file of the site, parsed but not yet validated. */
export interface ContentSources {
  root: string;
  site: SourceFile | null;
  /** Files under pages/ that declare a page. */
  pages: SourceFile[];
  /** Files in the folder of a parameterised route (pages/blog-details/*.yaml): one item each, by the route's prefix. */
  items: Map<string, SourceFile[]>;
  /** Language code → its text files. */
  locales: Map<string, SourceFile[]>;
  /** Absolute paths of every file read, for watchers. */
  files: string[];
  /** What reading and parsing found: a missing site.yaml, YAML syntax errors, limits passed. */
  problems: Problem[];
}

/** Parses every loaded file (reusing the parse cache) and tells pages from a collection's items. */
export function parseSources(loaded: LoadedFiles): ContentSources {
  const all = [...(loaded.site ? [loaded.site] : []), ...loaded.pages, ...[...loaded.locales.values()].flat()];
  const read = all.filter((file) => !file.tooLarge);
  const parsed = new Map(
    parseWithCache(
      loaded.root,
      read.map((file) => file.text),
    ).map((parse, index) => [read[index]!, parse]),
  );
  const sources = new Map(all.map((file) => [file, new SourceFile(file, parsed.get(file))]));
  const parse = (file: ContentFile) => sources.get(file)!;
  return {
    root: loaded.root,
    site: loaded.site ? parse(loaded.site) : null,
    ...splitCollections(loaded.pages.map(parse)),
    locales: new Map([...loaded.locales].map(([language, files]) => [language, files.map(parse)])),
    files: loaded.files,
    problems: [...loaded.problems, ...[...sources.values()].flatMap((source) => source.parseProblems)],
  };
}

/**
 * The route a page file declares, read even from a file with mistakes, so that one broken page
 * does not turn every link to it into a second error.
 */
export function declaredRoute(file: SourceFile): string | undefined {
  const route = memberOf(file.data, 'route');
  if (typeof route === 'string') return route;
  const match = /^route:[ \t]*(?:"([^"]*)"|'([^']*)'|([^\s#]*))/m.exec(file.text);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The folder of a collection's articles, from its page's route (`blog/:slug` → `blog`); undefined for any other route. */
export const collectionPrefix = (route: string): string | undefined => /^(.*)\/:[^/]+$/.exec(route)?.[1];

/** A page whose route ends in a parameter owns the folder named after the rest of its route: its files are items. */
function splitCollections(files: SourceFile[]): Pick<ContentSources, 'pages' | 'items'> {
  const collectionFolders = new Set<string>();
  for (const file of files) {
    const route = declaredRoute(file);
    if (route !== undefined && /\/:[a-zA-Z]/.test(route)) collectionFolders.add(`pages/${route.replace(/\/:[^/]+$/, '')}`);
  }
  const pages: SourceFile[] = [];
  const items = new Map<string, SourceFile[]>();
  for (const file of files) {
    const folder = dirname(file.file);
    if (!collectionFolders.has(folder)) pages.push(file);
    else {
      const prefix = folder.slice('pages/'.length);
      const collection = items.get(prefix) ?? [];
      items.set(prefix, collection);
      collection.push(file);
    }
  }
  return { pages, items };
}
