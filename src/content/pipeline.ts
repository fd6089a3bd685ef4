import { checkPageHeadings } from './checks/headings.ts';
import { checkImages, type ImageSizeMap } from './checks/images.ts';
import { checkLanguages } from './checks/languages.ts';
import { checkLinks } from './checks/links.ts';
import { checkPublicAddress } from './checks/public-address.ts';
import { checkRoutes } from './checks/routes.ts';
import { checkTexts } from './checks/texts.ts';
import { checkUntranslated } from './checks/untranslated.ts';
import { checkVariables } from './checks/variables.ts';
import { compileSite, type CompiledSite } from './compile/compile-site.ts';
import { loadFiles } from './load/load-files.ts';
import { parseSources, type ContentSources } from './parse/parse-sources.ts';
import { compareProblems, isError, type Problem } from './problem.ts';
import { checkSchemas, type CheckedContent } from './schema/check-schemas.ts';
import { projectSchemas } from './schema/project-schemas.ts';
import type { TextTable } from './parse/text-table.ts';
import { readTranslationState } from './parse/translation-state.ts';

export interface PipelineResult {
  /** Every problem found, sorted by file and position. */
  problems: Problem[];
  /** Present only when there is no error (warnings allowed) and compiling was asked for. */
  compiled: CompiledSite | null;
  /** Absolute paths of every file read, for watchers. */
  files: string[];
  /** Each language's texts, from the text files that passed their schema. */
  texts: Map<string, TextTable>;
}

/** What the checks found, and the content as far as it could be read: what compiling starts from. */
export interface CheckedSite {
  /** Every problem found, sorted by file and position. */
  problems: Problem[];
  sources: ContentSources;
  content: CheckedContent;
  imageSizes: ImageSizeMap;
}

/**
 * The content check: loads and parses the site under `root`, validates each file against its schema,
 * cross-checks the files against each other, then compiles. Never throws for bad content.
 * `compile: false` stops after the checks, for callers that only report problems.
 */
export function runPipeline(root: string, { compile = true } = {}): PipelineResult {
  return compileChecked(checkSite(root), { compile });
}

/**
 * Compiles what `checkSite` found, unless it found an error; the build passes the placeholders it
 * made of the photos in between (src/content/images/).
 */
export function compileChecked(
  { problems, sources, content, imageSizes }: CheckedSite,
  { compile = true, placeholders }: { compile?: boolean; placeholders?: ReadonlyMap<string, string> } = {},
): PipelineResult {
  const { site } = content;
  const compiled = compile && site && !problems.some(isError) ? compileSite({ ...content, site, imageSizes, placeholders }) : null;
  return { problems, compiled, files: sources.files, texts: content.locales };
}

/** Every stage but compiling: the development server compiles what it can of a site with mistakes (src/content/dev/). */
export function checkSite(root: string): CheckedSite {
  const loaded = loadFiles(root);
  const sources = parseSources(loaded);
  const schemas = projectSchemas();
  const translationState = readTranslationState(loaded.translationState);
  const { content, problems: schemaProblems } = checkSchemas(sources, schemas);
  const { problems: routeProblems, routes } = checkRoutes(sources, content);
  const { problems: imageProblems, imageSizes } = checkImages(content);
  const problems = [
    ...sources.problems,
    ...schemaProblems,
    ...routeProblems,
    ...checkLanguages(content),
    ...checkPublicAddress(content),
    ...checkLinks(content, routes),
    ...checkPageHeadings(content, schemas),
    ...imageProblems,
    ...checkTexts(content),
    ...translationState.problems,
    ...checkUntranslated(content, translationState.state),
    ...checkVariables(content),
  ].sort(compareProblems);
  return { problems, sources, content, imageSizes };
}
