import { existsSync, readFileSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlogArticle as Article, Page, SiteSettings } from '../generated/content-types.ts';
import { textVariableNames, textVariables } from '../shared/text-variables.ts';
import { uiTextKeys, uiTextVariables } from '../shared/ui-text-keys.ts';
import { compileSite, type CompiledSite } from './compile.ts';
import { explainSchemaError, pointerToPath, relevantErrors } from './explain-schema-error.ts';
import { checkLink, type RouteIndex } from './links.ts';
import { declaredRoute, itemSlug, loadSources, localeNamespace } from './load.ts';
import { compareProblems, formatPath, type Problem } from './problem.ts';
import { Schemas, type ContentRef, type SchemaName } from './schemas.ts';
import type { SourceFile } from './source-file.ts';
import { didYouMean, nearest } from './suggest.ts';
import { buildTextTable, isText, languageName, textPosition, type TextTable } from './texts.ts';

/** A file that passed its schema, with the texts, links and images it refers to. */
export interface CheckedFile<T> {
  source: SourceFile;
  data: T;
  refs: ContentRef[];
}

export interface PipelineResult {
  problems: Problem[];
  /** Present only when there is no error (warnings allowed) and compiling was asked for. */
  compiled: CompiledSite | null;
  /** Absolute paths of every file read, for watchers. */
  files: string[];
}

let cachedSchemas: { key: string; schemas: Schemas } | undefined;

/**
 * The schemas are part of the renderer, not of a site: every site folder (the live one, a test
 * fixture, a scratch copy) is checked against the project's own schema/.
 */
export const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));

function loadSchemas(): Schemas {
  const dir = schemaDir;
  const key = `${dir}:${statSync(dir).mtimeMs}`;
  if (cachedSchemas?.key !== key) cachedSchemas = { key, schemas: new Schemas(dir) };
  return cachedSchemas.schemas;
}

/**
 * Loads, validates, cross-checks and compiles the site under `root`. Never throws for bad content.
 * `compile: false` stops after the checks, for callers that only report problems.
 */
export function runPipeline(root: string, { compile = true } = {}): PipelineResult {
  const sources = loadSources(root);
  const schemas = loadSchemas();
  const blockTypes = schemas.blockTypes();
  const problems: Problem[] = [];
  const error = (source: SourceFile, ref: { pointer: string } | null, message: string, hint: string, severity: Problem['severity'] = 'error') => {
    const path = ref ? pointerToPath(ref.pointer, source.data) : [];
    const at = source.valueAt(path);
    problems.push({ severity, file: source.file, line: at.line, column: at.column, path: formatPath(path), message, hint });
  };

  function check<T>(source: SourceFile, schema: SchemaName): CheckedFile<T> | null {
    if (source.syntaxProblems.length > 0) {
      problems.push(...source.syntaxProblems);
      return null;
    }
    const result = schemas.check(schema, source.data);
    const errors = relevantErrors(result.errors);
    problems.push(...errors.map((e) => explainSchemaError(e, source, blockTypes)));
    // The valid parts of a file with schema errors still have their links, images and texts checked;
    // a value the schema already refused is not reported a second time.
    const refused = new Set(result.errors.map((e) => e.instancePath));
    partlyValid.push({ source, data: source.data, refs: result.refs.filter((ref) => !refused.has(ref.pointer)) });
    return errors.length === 0 ? { source, data: source.data as T, refs: result.refs } : null;
  }
  const partlyValid: CheckedFile<unknown>[] = [];

  if (!sources.site) {
    problems.push({ severity: 'error', file: 'site.yaml', line: 1, column: 1, path: '', message: 'site.yaml is missing.', hint: 'Restore it from version control: every page needs its menu and footer.' });
  }
  const site = sources.site ? check<SiteSettings>(sources.site, 'site') : null;
  const pages = sources.pages.map((s) => check<Page>(s, 'page')).filter((f): f is CheckedFile<Page> => f !== null);
  const items = new Map<string, CheckedFile<Article>[]>();
  for (const [prefix, files] of sources.items) {
    items.set(prefix, files.map((s) => check<Article>(s, 'article')).filter((f): f is CheckedFile<Article> => f !== null));
  }
  const locales = new Map<string, TextTable>();
  /** `language/namespace` of text files that could not be read: their keys are unknown, not missing. */
  const unreadable = new Set<string>();
  for (const [language, files] of sources.locales) {
    const readable = files.filter((s) => check(s, 'locale') !== null);
    files.filter((s) => !readable.includes(s)).forEach((s) => unreadable.add(`${language}/${localeNamespace(s)}`));
    locales.set(language, buildTextTable(readable));
  }
  const readableIn = (language: string, key: string) => !unreadable.has(`${language}/${key.split('.')[0]}`);

  // Routes: unique, and the two special pages present.
  const byRoute = new Map<string, CheckedFile<Page>>();
  for (const page of pages) {
    const first = byRoute.get(page.data.route);
    if (first) {
      const at = first.source.valueAt(['route']);
      error(page.source, { pointer: '/route' }, `The route "${page.data.route}" is already used by ${first.source.file}:${at.line}.`, 'Each page needs its own route: change one of them.');
    } else {
      byRoute.set(page.data.route, page);
    }
  }
  const declared = new Set([...byRoute.keys(), ...sources.pages.map(declaredRoute).filter((r): r is string => r !== undefined)]);
  for (const [route, name] of [['', 'home page (route: "")'], ['*', 'not-found page (route: "*")']] as const) {
    if (!declared.has(route)) {
      problems.push({ severity: 'error', file: 'pages', line: 1, column: 1, path: '', message: `No ${name} exists.`, hint: `Add a file under pages/ with "route: ${JSON.stringify(route)}".` });
    }
  }
  const routes: RouteIndex = { pages: new Set(), collections: new Map() };
  for (const route of declared) {
    const collection = /^(.*)\/:[^/]+$/.exec(route);
    if (collection?.[1]) routes.collections.set(collection[1], new Set((sources.items.get(collection[1]) ?? []).map(itemSlug)));
    else if (route !== '*') routes.pages.add(route);
  }
  for (const [prefix, files] of sources.items) {
    for (const file of files) {
      const slug = itemSlug(file);
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(slug)) {
        error(file, null, `The file name "${slug}" cannot be used as an address.`, `Use letters, digits, ".", "-" and "_" only, starting with a letter or digit: it becomes #/${prefix}/<name>.`);
      }
    }
  }

  // Languages declared in site.yaml must have their texts, and the other way round.
  const languages = site?.data.languages.available.map((l) => l.code) ?? [...locales.keys()];
  if (site) {
    const codes = site.data.languages.available.map((l) => l.code);
    if (!codes.includes(site.data.languages.default)) {
      error(site.source, { pointer: '/languages/default' }, `The default language "${site.data.languages.default}" is not among the available ones.`, `Use one of: ${codes.join(', ')}.`);
    }
    site.data.languages.available.forEach((language, index) => {
      if (!locales.has(language.code)) {
        error(site.source, { pointer: `/languages/available/${index}/code` }, `There is no folder locales/${language.code}/ for ${languageName(language.code)}.`, `Create locales/${language.code}/ with the same files as the other languages.`);
      }
    });
  }

  // Links and images.
  const imageSizes = new Map<string, { width: number; height: number }>();
  const everyFile = partlyValid.filter((file) => !file.source.file.startsWith('locales/'));
  for (const file of everyFile) {
    for (const ref of file.refs) {
      if (ref.kind === 'link') {
        const verdict = checkLink(ref.value, routes);
        if (!verdict.ok) error(file.source, ref, verdict.message, verdict.hint);
      } else if (ref.kind === 'image' && !imageSizes.has(ref.value)) {
        const path = join(sources.root, 'public', ref.value);
        if (!existsSync(path)) {
          error(file.source, ref, `The image "${ref.value}" does not exist.`, `Put the file at public/${ref.value}, or correct the path.`);
          continue;
        }
        try {
          const { width, height } = imageSize(readFileSync(path));
          imageSizes.set(ref.value, { width, height });
        } catch {
          error(file.source, ref, `The image "${ref.value}" cannot be read as an image.`, 'Export it again as SVG (with width and height) or WebP.');
        }
      }
    }
  }

  // Texts: every key used exists, as a text, in every language.
  const everyFileRead = unreadable.size === 0 && pages.length === sources.pages.length && [...sources.items.values()].flat().length === [...items.values()].flat().length && (!sources.site || site !== null);
  const used = new Set<string>(uiTextKeys);
  for (const file of everyFile) {
    for (const ref of file.refs) {
      if (ref.kind !== 'text') continue;
      used.add(ref.value);
      const missing = languages.filter((language) => readableIn(language, ref.value) && !isText(locales.get(language)?.get(ref.value)));
      if (missing.length === 0) continue;
      const namespace = ref.value.split('.')[0] ?? '';
      const entry = locales.get(missing[0] ?? '')?.get(ref.value);
      if (entry && !isText(entry)) {
        error(file.source, ref, `"${ref.value}" is a group of texts, not a text.`, `Name one of the texts inside it, such as "${firstTextUnder(locales.get(missing[0] ?? ''), ref.value) ?? `${ref.value}.title`}".`);
        continue;
      }
      const known = [...(locales.get(languages.find((l) => !missing.includes(l)) ?? languages[0] ?? '')?.keys() ?? [])].filter((k) => k.startsWith(`${namespace}.`));
      const guess = nearest(ref.value, known);
      error(
        file.source,
        ref,
        `The text "${ref.value}" is missing in ${missing.map(languageName).join(' and ')}.`,
        guess && missing.length === languages.length
          ? `Did you mean "${guess}"? Otherwise add it to ${missing.map((l) => `locales/${l}/${namespace}.yaml`).join(' and ')}.`
          : `Add it to ${missing.map((l) => `locales/${l}/${namespace}.yaml`).join(' and ')}.`,
      );
    }
  }
  for (const key of uiTextKeys) {
    for (const language of languages) {
      if (readableIn(language, key) && !isText(locales.get(language)?.get(key))) {
        const [namespace] = key.split('.');
        problems.push({ severity: 'error', file: `locales/${language}/${namespace}.yaml`, line: 1, column: 1, path: key.split('.').slice(1).join('.'), message: `The text "${key}", used by the site's controls, is missing in ${languageName(language)}.`, hint: `Add "${key.split('.').slice(1).join('.')}" to locales/${language}/${namespace}.yaml.` });
      }
    }
  }
  // Every text exists in every language; texts nothing uses are reported as warnings.
  const constants = site ? Object.entries(textVariables(site.data)).filter(([name]) => name !== 'year') : [];
  for (const [language, table] of locales) {
    for (const [key, entry] of table) {
      if (!isText(entry)) continue;
      const report = (message: string, hint: string, severity: Problem['severity'] = 'error') => {
        problems.push({ severity, file: entry.source.file, ...textPosition(entry), path: entry.path.join('.'), message, hint });
      };
      for (const [, name] of entry.value.matchAll(/\{\{\s*([^}\s]*)\s*\}\}/g)) {
        const allowed = [...textVariableNames, ...(uiTextVariables[key as keyof typeof uiTextVariables] ?? [])];
        if (!allowed.includes(name ?? '')) {
          report(`"{{${name}}}" is not a value the site can fill in.`, `${didYouMean(name ?? '', allowed)}Available: ${allowed.map((n) => `{{${n}}}`).join(', ')}.`);
        }
      }
      for (const [name, value] of constants) {
        if (entry.value.includes(value)) {
          report(`This text spells out the ${name} "${value}".`, `Write {{${name}}} instead, so that changing it in site.yaml changes it everywhere.`);
        }
      }
      for (const other of languages) {
        if (other === language || !locales.has(other) || !readableIn(other, key) || isText(locales.get(other)?.get(key))) continue;
        const { path } = entry;
        report(`"${key}" has no ${languageName(other)} text.`, `Add "${path.at(-1)}:"${path.length > 1 ? ` under "${path.slice(0, -1).join(': ')}:"` : ''} in locales/${other}/${localeNamespace(entry.source)}.yaml, or delete it here if it is no longer needed.`);
      }
      if (everyFileRead && !used.has(key) && language === languages[0]) {
        report(`The text "${key}" is not used by any page.`, 'Delete it in every language, or use it in a page.', 'warning');
      }
    }
  }

  problems.sort(compareProblems);
  const hasErrors = problems.some((p) => p.severity === 'error');
  const compiled = hasErrors || !site || !compile ? null : compileSite({ site, pages, items, locales, languages, imageSizes });
  return { problems, compiled, files: sources.files };
}

function firstTextUnder(table: TextTable | undefined, group: string): string | undefined {
  for (const [key, entry] of table ?? []) if (key.startsWith(`${group}.`) && isText(entry)) return key;
  return undefined;
}
