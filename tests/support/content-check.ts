import { expect } from 'vitest';
import type { RouteIndex } from '../../src/content/checks/routes.ts';
import { checkRoutes } from '../../src/content/checks/routes.ts';
import { loadFiles } from '../../src/content/load/load-files.ts';
import { parseSources, type ContentSources } from '../../src/content/parse/parse-sources.ts';
import { runPipeline } from '../../src/content/pipeline.ts';
import { isError, type Problem } from '../../src/content/problem.ts';
import { checkSchemas, type CheckedContent } from '../../src/content/schema/check-schemas.ts';
import { projectSchemas } from '../../src/content/schema/project-schemas.ts';
import type { SiteCopy } from './site-copy.ts';

/** The content check's stages run one by one on the site under `root`, for tests of one stage. */
export function stagesOf(root: string): { sources: ContentSources; content: CheckedContent; schemaProblems: Problem[]; routes: RouteIndex } {
  const sources = parseSources(loadFiles(root));
  const { content, problems: schemaProblems } = checkSchemas(sources, projectSchemas());
  return { sources, content, schemaProblems, routes: checkRoutes(sources, content).routes };
}

/** The errors of the whole check of `site`. */
export const errorsOf = (site: SiteCopy): Problem[] => runPipeline(site.root).problems.filter(isError);

/** The only problem in `problems`, which must be in `file` at the place of `marker` (plus `offset` columns). */
export function onlyProblemAt(site: SiteCopy, problems: readonly Problem[], file: string, marker: string, offset = 0): Problem {
  expect(problems, JSON.stringify(problems, null, 2)).toHaveLength(1);
  const problem = problems[0]!;
  const at = site.positionOf(file, marker);
  expect({ file: problem.file, line: problem.line, column: problem.column }).toEqual({ file, line: at.line, column: at.column + offset });
  return problem;
}

/**
 * Every character a terminal may act on, which no report may print as it is: the C0 controls but
 * the line feed, DEL, the C1 controls, and the line and paragraph separators.
 */
// oxlint-disable-next-line eslint/no-control-regex -- control characters are the very characters matched here
export const terminalControls = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
