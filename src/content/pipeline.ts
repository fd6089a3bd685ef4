/**
 * The content check and compiler as a library: the one module the rest of the code imports from
 * src/content/ (`.dependency-cruiser.cjs` refuses any other). What runs the stages in order is
 * run.ts; the stages themselves stay private to the folder, and their tests read them directly.
 */
export { checkSite, compileChecked, runPipeline } from './run.ts';
export type { CheckedSite, PipelineResult } from './run.ts';
export { checkImages } from './checks/images.ts';
export { ruleGroups } from './codes.ts';
export { brandOf } from './compile/compile-site.ts';
export type { CompiledSite } from './compile/compile-site.ts';
export { variantsFolder, variantsOf, variantWidths } from './compile/image-variants.ts';
export { showControls } from './control-characters.ts';
export { compileForDevServerWithPlaceholders } from './dev/compile-for-dev.ts';
export type { DevCompile } from './dev/compile-for-dev.ts';
export { photosShown, PhotoVariants } from './images/photo-variants.ts';
export type { Photo } from './images/photo-variants.ts';
export { itemSlug, loadFiles, localeNamespace, translationStatePath } from './load/load-files.ts';
export type { FileOverlay } from './load/load-files.ts';
export { today } from './model/publication.ts';
export { parseCacheFile } from './parse/parse-cache.ts';
export { declaredRoute, parseSources } from './parse/parse-sources.ts';
export type { ContentSources } from './parse/parse-sources.ts';
export type { SourceFile } from './parse/source-file.ts';
export { languageName, texts } from './parse/text-table.ts';
export type { TextTable } from './parse/text-table.ts';
export { fingerprint, readTranslationState, writeTranslationState } from './parse/translation-state.ts';
export type { TranslationState } from './parse/translation-state.ts';
export { compareProblems, isError } from './problem.ts';
export type { PathSegment, Problem } from './problem.ts';
export { formatProblemLine, formatReport, problemFrame, reportFormats } from './report.ts';
export type { ReportFormat } from './report.ts';
export { readBlockExample } from './schema/block-example.ts';
export type { BlockExample } from './schema/block-example.ts';
export { blockSchemaPath, blocksFolder, blockTypesIn } from './schema/block-folders.ts';
export { blockEntries } from './schema/block-union.ts';
export { checkSchemas } from './schema/check-schemas.ts';
export type { CheckedContent, CheckedFile } from './schema/check-schemas.ts';
export { pointerToPath } from './schema/pointer.ts';
export { isSchemaFile, projectSchemas, schemaFolders } from './schema/project-schemas.ts';
export { readSchemaNode } from './schema/schema-node.ts';
export type { SchemaNode } from './schema/schema-node.ts';
export { nearest } from './suggest.ts';
export { writeAtomically } from './write-atomically.ts';
