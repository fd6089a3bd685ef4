import { missingItemFile, notFoundFile, pageDataFile, shellFile } from '../../shared/content.ts';
import type { DevProblem, DevProblemReport } from '../../shared/dev-server.ts';
import { compileSite, type CompiledSite } from '../compile/compile-site.ts';
import { itemSlug } from '../load/load-files.ts';
import { collectionPrefix, declaredRoute, type ContentSources } from '../parse/parse-sources.ts';
import { today } from '../model/publication.ts';
import { checkSite, type CheckedSite } from '../run.ts';
import { isError, type Problem } from '../problem.ts';

/** What the development server serves: as much of the site as can be shown, and what keeps the rest from showing. */
export interface DevCompile {
  /** Every page without mistakes, compiled; null when no page can be shown. */
  compiled: CompiledSite | null;
  /** Every problem, warnings included. */
  problems: Problem[];
  /** The errors, each with the pages it keeps from showing, for the browser. */
  report: DevProblemReport;
  /** Absolute paths of every file read, for watchers. */
  files: string[];
  /** The content as the check read it; null when the check could not finish. */
  checked: CheckedSite | null;
}

/** A page or article file: its route, and the compiled files that show it. */
type PageOwner = NonNullable<DevProblem['page']>;

/**
 * The content pipeline as `npm start` runs it (docs/BEHAVIOUR.md#development-server). A mistake in
 * one page or article file keeps only that page from showing: the others are compiled as usual, so
 * an editor keeps previewing the site while fixing it. A mistake anywhere else (site.yaml, a text
 * file, a missing home page) concerns every page, and nothing is compiled. `npm run build` does not
 * use this: it refuses any error.
 *
 * Never throws: should the check itself fail on some input, that becomes a problem of the whole site,
 * pointing at the file saved last (`lastSaved`, relative to `root`).
 */
export function compileForDevServer(root: string, lastSaved?: string): DevCompile {
  try {
    const day = today();
    return compileWhatCanBeShown(root, checkSite(root, day), day);
  } catch (error) {
    return checkFailed(root, error, lastSaved);
  }
}

/**
 * The same, with the placeholders of the photos the check found, which `placeholdersOf` makes
 * (sharp works asynchronously): what `npm start` serves.
 */
export async function compileForDevServerWithPlaceholders(
  root: string,
  lastSaved: string | undefined,
  placeholdersOf: (checked: CheckedSite) => Promise<ReadonlyMap<string, string>>,
): Promise<DevCompile> {
  try {
    const day = today();
    const checked = checkSite(root, day);
    return compileWhatCanBeShown(root, checked, day, await placeholdersOf(checked));
  } catch (error) {
    return checkFailed(root, error, lastSaved);
  }
}

/** Compiles every page without mistakes, with drafts and scheduled articles among them, shown with a badge (docs/BEHAVIOUR.md#drafts-and-scheduled-articles). */
function compileWhatCanBeShown(root: string, checked: CheckedSite, today: string, placeholders?: ReadonlyMap<string, string>): DevCompile {
  const { problems, sources, content, imageSizes, formattedTexts } = checked;
  const owners = pageOwners(sources);
  const errors = problems.filter(isError);
  const brokenPages = new Set(errors.filter((problem) => owners.has(problem.file)).map((problem) => problem.file));
  const site = errors.some((problem) => !owners.has(problem.file)) ? null : content.site;
  const shown = <T extends { source: { file: string } }>(files: T[]) => files.filter((file) => !brokenPages.has(file.source.file));
  const compiled = site
    ? compileSite({
        ...content,
        site,
        imageSizes,
        formattedTexts,
        today,
        preview: true,
        placeholders,
        pages: shown(content.pages),
        items: new Map([...content.items].map(([prefix, items]) => [prefix, shown(items)])),
      })
    : null;
  const report: DevProblemReport = {
    root,
    siteBroken: compiled === null,
    problems: errors.map((problem) => devProblem(problem, owners.get(problem.file))),
    pageFiles: compiled ? compiledPageFiles(compiled) : [],
  };
  return { compiled, problems, report, files: sources.files, checked };
}

/** Every page and article file, by its path, with the address it shows at and the compiled files that show it. */
function pageOwners(sources: ContentSources): Map<string, PageOwner> {
  const owners = new Map<string, PageOwner>();
  for (const page of sources.pages) {
    const route = declaredRoute(page);
    const prefix = route === undefined ? undefined : collectionPrefix(route);
    let files: string[];
    if (route === undefined) files = [];
    else if (route === '*') files = [notFoundFile];
    else if (prefix !== undefined) files = [...(sources.items.get(prefix) ?? []).map((item) => `${prefix}/${itemSlug(item)}.json`), missingItemFile(prefix)];
    else files = [pageDataFile(route)];
    owners.set(page.file, { ...(route === undefined ? {} : { route }), files });
  }
  for (const [prefix, items] of sources.items) {
    for (const item of items) {
      const route = `${prefix}/${itemSlug(item)}`;
      owners.set(item.file, { route, files: [`${route}.json`] });
    }
  }
  return owners;
}

function devProblem({ code, file, line, column, path, message, hint }: Problem, page: PageOwner | undefined): DevProblem {
  return { code, file, line, column, path, message, ...(hint ? { hint } : {}), ...(page ? { page } : {}) };
}

/** The page files compiled, without their language folder (`about.json`): the same in every language. */
function compiledPageFiles(compiled: CompiledSite): string[] {
  const names = [...compiled.files.keys()].map((name) => name.slice(name.indexOf('/') + 1));
  return [...new Set(names)].filter((name) => name !== shellFile).sort();
}

function checkFailed(root: string, error: unknown, lastSaved: string | undefined): DevCompile {
  const reason = error instanceof Error ? error.message : String(error);
  const undo = lastSaved ? `your last change to ${lastSaved}, then save it again` : 'your last change, then save the file again';
  const problem: DevProblem = {
    code: 'check-failed',
    file: lastSaved ?? '',
    line: 1,
    column: 1,
    path: [],
    message: `The content check could not read the site (it said: "${reason}").`,
    hint: `Undo ${undo}. If this message stays, run npm run validate and send its output to a developer.`,
  };
  return { compiled: null, problems: [], report: { root, siteBroken: true, problems: [problem], pageFiles: [] }, files: [], checked: null };
}
