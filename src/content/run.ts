import { checkFormattedTexts, type TextLink } from './checks/formatted-texts.ts';
import type { ParsedTexts } from './parse/markdown.ts';
import { checkBrand } from './checks/brand.ts';
import { checkBlog } from './checks/blog.ts';
import { checkPageHeadings } from './checks/headings.ts';
import { checkImages } from './checks/images.ts';
import type { ImageSizeMap } from './load/image-facts.ts';
import { checkLanguages } from './checks/languages.ts';
import { checkLinks } from './checks/links.ts';
import { scheduledArticles, today as todayHere } from './model/publication.ts';
import { checkPageLinks } from './checks/page-links.ts';
import { checkPublicAddress } from './checks/public-address.ts';
import { checkRedirects } from './checks/redirects.ts';
import { checkRoutes } from './checks/routes.ts';
import { checkSvgFiles } from './checks/svg-files.ts';
import { checkTexts } from './checks/texts.ts';
import { checkUntranslated } from './checks/untranslated.ts';
import { unusedPictures } from './checks/unused-pictures.ts';
import { checkExampleTexts } from './checks/example-texts.ts';
import { readExampleRecord } from './parse/example-texts.ts';
import { checkVariables } from './checks/variables.ts';
import { compileSite, type CompiledSite } from './compile/compile-site.ts';
import { loadFiles, type FileOverlay } from './load/load-files.ts';
import { parseSources, type ContentSources } from './parse/parse-sources.ts';
import { compareProblems, isError, type Problem } from './problem.ts';
import { checkSchemas, type CheckedContent } from './schema/check-schemas.ts';
import { projectSchemas } from './schema/project-schemas.ts';
import type { TextTable } from './parse/text-table.ts';
import { readTranslationState } from './parse/translation-state.ts';

export interface PipelineResult {
  /** Every problem found, sorted by file and position. */
  problems: Problem[];
  /** What the build will do that an editor may not expect, such as leave out a scheduled article: no problem, but worth telling (severity `notice`). */
  notices: Problem[];
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
  /** The notices (PipelineResult.notices). */
  notices: Problem[];
  sources: ContentSources;
  content: CheckedContent;
  imageSizes: ImageSizeMap;
  /** The formatted texts, read: what the compiler writes the browser's trees from. */
  formattedTexts: ParsedTexts;
  /** The links inside formatted texts, where their files write them. */
  textLinks: TextLink[];
  /** The images formatted texts show (an article's body), by their path under public/: photos the build resizes too. */
  textImages: string[];
}

export interface PipelineOptions {
  /** False: stop after the checks, for callers that only report problems. */
  compile?: boolean;
  /** The day articles are published on (YYYY-MM-DD): today where this runs, unless SITE_TODAY or this says otherwise. */
  today?: string;
}

/**
 * The content check: loads and parses the site under `root`, validates each file against its schema,
 * cross-checks the files against each other, then compiles what is published on `today`
 * (docs/BEHAVIOUR.md#drafts-and-scheduled-articles). Never throws for bad content.
 */
export function runPipeline(root: string, { compile = true, today = todayHere() }: PipelineOptions = {}): PipelineResult {
  return compileChecked(checkSite(root, today), { compile, today });
}

/**
 * Compiles what `checkSite` found, unless it found an error; the build passes the placeholders it
 * made of the photos in between (src/content/images/).
 */
export function compileChecked(
  { problems, notices, sources, content, imageSizes, formattedTexts }: CheckedSite,
  { compile = true, today = todayHere(), placeholders }: PipelineOptions & { placeholders?: ReadonlyMap<string, string> } = {},
): PipelineResult {
  const { site } = content;
  const compiled = compile && site && !problems.some(isError) ? compileSite({ ...content, site, imageSizes, formattedTexts, today, placeholders }) : null;
  return { problems, notices, compiled, files: sources.files, texts: content.locales };
}

const placeOf = ({ file, line, column }: Problem) => `${file}:${line}:${column}`;

/** An example text in another language than the default is also a starting text waiting for its translation: one warning says it. */
function withoutRepeats(untranslated: Problem[], examples: Problem[]): Problem[] {
  const told = new Set(untranslated.map(placeOf));
  return [...untranslated, ...examples.filter((problem) => !told.has(placeOf(problem)))];
}

/**
 * Every stage but compiling: the development server compiles what it can of a site with mistakes
 * (src/content/dev/); edit mode checks the files as a change would leave them (`overlay`).
 */
export function checkSite(root: string, today = todayHere(), overlay?: FileOverlay): CheckedSite {
  const loaded = loadFiles(root, overlay);
  const sources = parseSources(loaded);
  const schemas = projectSchemas();
  const translationState = readTranslationState(loaded.translationState);
  const exampleRecord = readExampleRecord(loaded.exampleTexts);
  const { content, problems: schemaProblems } = checkSchemas(sources, schemas);
  const traits = schemas.blockTraits();
  const { problems: routeProblems, routes } = checkRoutes(sources, content, { today, traits });
  const formatted = checkFormattedTexts(content, routes, schemas);
  const { problems: imageProblems, imageSizes } = checkImages(content, formatted.images);
  const problems = [
    ...sources.problems,
    ...schemaProblems,
    ...routeProblems,
    ...checkLanguages(content),
    ...checkPublicAddress(content),
    ...checkLinks(content, routes),
    ...checkPageLinks(content, routes, formatted.parsed),
    ...checkPageHeadings(content, schemas),
    ...imageProblems,
    ...checkSvgFiles(content.root),
    ...checkTexts(content),
    ...translationState.problems,
    ...withoutRepeats(checkUntranslated(content, translationState.state), checkExampleTexts(content, exampleRecord.record)),
    ...exampleRecord.problems,
    ...checkVariables(content),
    ...formatted.problems,
    ...checkRedirects(content, routes),
    ...checkBrand(content),
    ...checkBlog(content, traits),
  ].sort(compareProblems);
  const textImages = formatted.images.map((use) => use.image);
  const notices = [...scheduledArticles(content, today), ...unusedPictures(content, textImages)].sort(compareProblems);
  return {
    problems,
    notices,
    sources,
    content,
    imageSizes,
    formattedTexts: formatted.parsed,
    textLinks: formatted.links,
    textImages,
  };
}
