/**
 * The content check and compiler as a library: the one module the rest of the code imports from
 * src/content/ (`.dependency-cruiser.cjs` refuses any other). What runs the stages in order is
 * run.ts; the stages themselves stay private to the folder, and their tests read them directly.
 */
export { checkSite, compileChecked, runPipeline, type CheckedSite, type PipelineResult } from './run.ts';
export { checkImages } from './checks/images.ts';
export { describeRisks } from './checks/svg-files.ts';
export { readSvg } from './checks/svg-safety.ts';
export { ruleGroups } from './codes.ts';
export { brandOf, type CompiledSite } from './compile/compile-site.ts';
export { variantsFolder, variantsOf, variantWidths } from './compile/image-variants.ts';
export { showControls } from './control-characters.ts';
export { photoTooLarge } from './limits.ts';
export { compileForDevServerWithPlaceholders, type DevCompile } from './dev/compile-for-dev.ts';
export { photosShown, PhotoVariants, type Photo } from './images/photo-variants.ts';
export { extensionsOf, imageFormats, sniffImage, type ImageFormat } from './load/image-format.ts';
export { exampleTextsPath, itemSlug, loadFiles, localeNamespace, translationStatePath, type FileOverlay } from './load/load-files.ts';
export { readExampleRecord, withExampleMarks } from './parse/example-texts.ts';
export { examplesLeft } from './checks/example-texts.ts';
export { today } from './model/publication.ts';
export { parseCacheFile } from './parse/parse-cache.ts';
export { markdownCacheFile } from './parse/markdown-cache.ts';
export { collectionPrefix, declaredRoute, parseSources, type ContentSources } from './parse/parse-sources.ts';
export type { SourceFile } from './parse/source-file.ts';
export { languageName, texts, type TextTable } from './parse/text-table.ts';
export {
  fingerprint,
  readTranslationState,
  recordTranslated,
  translationStatus,
  translationsToReview,
  writeTranslationState,
  type TranslationState,
} from './parse/translation-state.ts';
export { compareProblems, isError, type Problem } from './problem.ts';
export { formatProblemLine, formatReport, problemFrame, reportFormats, type ReportFormat } from './report.ts';
export { readBlockExample, type BlockExample } from './schema/block-example.ts';
export { blockSchemaPath, blocksFolder, blockTypesIn } from './schema/block-folders.ts';
export { blockEntries } from './schema/block-union.ts';
export { checkSchemas, type CheckedContent, type CheckedFile } from './schema/check-schemas.ts';
export { pointerToPath } from './schema/pointer.ts';
export { isSchemaFile, projectSchemas, schemaFolders } from './schema/project-schemas.ts';
export { readSchemaNode, type SchemaNode } from './schema/schema-node.ts';
export { nearest } from './suggest.ts';
export { writeAtomically } from './write-atomically.ts';
