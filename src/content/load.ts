import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parseWithCache } from './parse-cache.ts';
import { SourceFile } from './source-file.ts';

/** Every content file of the site, parsed but not yet validated. */
export interface ContentSources {
  root: string;
  site: SourceFile | null;
  /** Files under pages/ that declare a page. */
  pages: SourceFile[];
  /** Files in the folder of a parameterised route (pages/blog-details/*.yaml): one item each. */
  items: Map<string, SourceFile[]>;
  /** Language code → its text files. */
  locales: Map<string, SourceFile[]>;
  /** Every file read, for watchers. */
  files: string[];
}

const yamlFile = /\.ya?ml$/;

export function loadSources(root: string): ContentSources {
  const sitePath = join(root, 'site.yaml');
  const pagePaths = listYaml(join(root, 'pages'));
  const localeRoot = join(root, 'locales');
  const localePaths = new Map<string, string[]>();
  if (existsSync(localeRoot)) {
    for (const entry of readdirSync(localeRoot, { withFileTypes: true })) {
      if (entry.isDirectory()) localePaths.set(entry.name, listYaml(join(localeRoot, entry.name)));
    }
  }

  const paths = [...(existsSync(sitePath) ? [sitePath] : []), ...pagePaths, ...[...localePaths.values()].flat()];
  const texts = paths.map((path) => readFileSync(path, 'utf8'));
  const parsed = parseWithCache(root, texts);
  const sources = new Map(paths.map((path, index) => [path, new SourceFile(relative(root, path).split('\\').join('/'), texts[index]!, parsed[index]!)]));
  const read = (path: string) => sources.get(path)!;
  const pageFiles = pagePaths.map(read);

  // A page whose route ends in a parameter owns the folder named after the rest of its route.
  const collectionFolders = new Set<string>();
  for (const file of pageFiles) {
    const route = declaredRoute(file);
    if (route !== undefined && /\/:[a-zA-Z]/.test(route)) collectionFolders.add(`pages/${route.replace(/\/:[^/]+$/, '')}`);
  }
  const pages: SourceFile[] = [];
  const items = new Map<string, SourceFile[]>();
  for (const file of pageFiles) {
    const folder = dirname(file.file);
    if (collectionFolders.has(folder)) {
      const prefix = folder.slice('pages/'.length);
      items.set(prefix, [...(items.get(prefix) ?? []), file]);
    } else {
      pages.push(file);
    }
  }

  const locales = new Map([...localePaths].map(([language, files]) => [language, files.map(read)]));
  const site = sources.get(sitePath) ?? null;
  return { root, site, pages, items, locales, files: paths };
}

/**
 * The route a page file declares, read even from a file with mistakes, so that one broken page
 * does not turn every link to it into a second error.
 */
export function declaredRoute(file: SourceFile): string | undefined {
  const route = (file.data as { route?: unknown } | undefined)?.route;
  if (typeof route === 'string') return route;
  const match = /^route:[ \t]*(?:"([^"]*)"|'([^']*)'|([^\s#]*))/m.exec(file.text);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Slug of an item file: its name without the extension. */
export function itemSlug(file: SourceFile): string {
  return basename(file.file).replace(yamlFile, '');
}

/** Namespace of a locale file: its name without the extension. */
export function localeNamespace(file: SourceFile): string {
  return basename(file.file).replace(yamlFile, '');
}

function listYaml(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listYaml(path);
      return yamlFile.test(entry.name) ? [path] : [];
    })
    .sort();
}
