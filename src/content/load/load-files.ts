import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { contentLimits } from '../limits.ts';
import { problemInFile, type Problem } from '../problem.ts';
import { oversizeProblem } from './oversize.ts';

/** One content file as read from disk. */
export interface ContentFile {
  /** Path relative to the site root, with forward slashes: how problems name the file. */
  file: string;
  /** Empty when the file was too large to be read. */
  text: string;
  /** Set when the file is larger than contentLimits.fileBytes: it was not read, and a problem says why. */
  tooLarge?: true;
}

/** Every content file of a site folder, read but not yet parsed. */
export interface LoadedFiles {
  root: string;
  site: ContentFile | null;
  /** Every file under pages/, articles of a collection included. */
  pages: ContentFile[];
  /** Language code → its text files. */
  locales: Map<string, ContentFile[]>;
  /** locales/translation-state.json, when the site has one. */
  translationState: ContentFile | null;
  /** locales/example-texts.json, when the site has one. */
  exampleTexts: ContentFile | null;
  /** Absolute paths of every file read, for watchers. */
  files: string[];
  problems: Problem[];
}

/** The record of which translations were confirmed (npm run i18n:confirm), read and written by parse/translation-state.ts. */
export const translationStatePath = 'locales/translation-state.json';

/** The record of the texts written from an example and not yet changed, read and written by parse/example-texts.ts. */
export const exampleTextsPath = 'locales/example-texts.json';

const yamlFile = /\.ya?ml$/;

/**
 * Would-be texts of files, by their path relative to the site root (null: the file is gone), read
 * instead of the disk: edit mode checks a change before writing it (src/edit-mode/engine/).
 */
export type FileOverlay = ReadonlyMap<string, string | null>;

/** Finds and reads site.yaml, pages/**\/*.yaml and locales/<language>/*.yaml under `root`, as `overlay` would leave them. */
export function loadFiles(root: string, overlay: FileOverlay = new Map()): LoadedFiles {
  const files = overlaid(root, overlay);
  const sitePaths = files.exist('site.yaml');
  const pagePaths = files.list(listYaml(join(root, 'pages')), (file) => /^pages\/.+\.ya?ml$/.test(file));
  const statePaths = files.exist(translationStatePath);
  const examplePaths = files.exist(exampleTextsPath);
  const languages = new Set([...listFolders(join(root, 'locales')).map((folder) => basename(folder)), ...files.localeLanguages()]);
  const localePaths = new Map(
    [...languages].map((language) => [language, files.list(listYaml(join(root, 'locales', language)), (file) => localeLanguage(file) === language)]),
  );
  const problems: Problem[] = [];
  const read = (path: string): ContentFile => {
    const file = relative(root, path).split('\\').join('/');
    const text = overlay.get(file);
    const bytes = typeof text === 'string' ? Buffer.byteLength(text) : statSync(path).size;
    if (bytes <= contentLimits.fileBytes) return { file, text: text ?? readFileSync(path, 'utf8') };
    problems.push(oversizeProblem(file, path, bytes));
    return { file, text: '', tooLarge: true };
  };
  if (sitePaths.length === 0)
    problems.push(
      problemInFile('missing-site-file', 'site.yaml', 'site.yaml is missing.', 'Restore it from version control: every page needs its menu and footer.'),
    );

  return {
    root,
    site: sitePaths.map(read)[0] ?? null,
    pages: pagePaths.map(read),
    locales: new Map([...localePaths].map(([language, paths]) => [language, paths.map(read)])),
    translationState: statePaths.map(read)[0] ?? null,
    exampleTexts: examplePaths.map(read)[0] ?? null,
    files: [...sitePaths, ...pagePaths, ...[...localePaths.values()].flat(), ...statePaths, ...examplePaths],
    problems,
  };
}

/** The files of `root` as `overlay` leaves them: listings without the files it removes, with those it adds. */
function overlaid(root: string, overlay: FileOverlay) {
  const relativePath = (path: string) => relative(root, path).split('\\').join('/');
  return {
    exist: (file: string): string[] => ((overlay.has(file) ? overlay.get(file) !== null : existsSync(join(root, file))) ? [join(root, file)] : []),
    list(onDisk: string[], belongs: (file: string) => boolean): string[] {
      const paths = new Set(onDisk.filter((path) => overlay.get(relativePath(path)) !== null));
      for (const [file, text] of overlay) if (text !== null && belongs(file)) paths.add(join(root, file));
      return [...paths].sort();
    },
    localeLanguages: (): string[] => [...overlay].flatMap(([file, text]) => (text === null ? [] : (localeLanguage(file) ?? []))),
  };
}

/** The language of a text file's path (`locales/es/about.yaml` → `es`). */
const localeLanguage = (file: string): string | undefined => /^locales\/([^/]+)\/[^/]+\.ya?ml$/.exec(file)?.[1];

/** Slug of an article file: its name without the extension. */
export function itemSlug({ file }: { file: string }): string {
  return basename(file).replace(yamlFile, '');
}

/** Namespace of a text file: its name without the extension. */
export function localeNamespace({ file }: { file: string }): string {
  return basename(file).replace(yamlFile, '');
}

function listFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name));
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
