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
  /** Absolute paths of every file read, for watchers. */
  files: string[];
  problems: Problem[];
}

/** The record of which translations were confirmed (npm run i18n:confirm), read and written by parse/translation-state.ts. */
export const translationStatePath = 'locales/translation-state.json';

const yamlFile = /\.ya?ml$/;

/** Finds and reads site.yaml, pages/**\/*.yaml and locales/<language>/*.yaml under `root`. */
export function loadFiles(root: string): LoadedFiles {
  const sitePath = join(root, 'site.yaml');
  const sitePaths = existsSync(sitePath) ? [sitePath] : [];
  const pagePaths = listYaml(join(root, 'pages'));
  const statePath = join(root, translationStatePath);
  const statePaths = existsSync(statePath) ? [statePath] : [];
  const localePaths = new Map(listFolders(join(root, 'locales')).map((folder) => [basename(folder), listYaml(folder)]));
  const problems: Problem[] = [];
  const read = (path: string): ContentFile => {
    const file = relative(root, path).split('\\').join('/');
    const bytes = statSync(path).size;
    if (bytes <= contentLimits.fileBytes) return { file, text: readFileSync(path, 'utf8') };
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
    files: [...sitePaths, ...pagePaths, ...[...localePaths.values()].flat(), ...statePaths],
    problems,
  };
}

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
