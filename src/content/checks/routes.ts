import type { Page } from '../../generated/content-types.ts';
import { itemSlug } from '../load/load-files.ts';
import { declaredRoute, type ContentSources } from '../parse/parse-sources.ts';
import { problemInFile, type Problem } from '../problem.ts';
import { problemAt } from '../parse/source-file.ts';
import type { CheckedContent, CheckedFile } from '../schema/check-schemas.ts';

/** Every address of the site, for the links check. */
export interface RouteIndex {
  /** Routes of ordinary pages ('' is the home page). */
  pages: Set<string>;
  /** Prefix of each parameterised route → slugs of its items. */
  collections: Map<string, Set<string>>;
}

const specialPages = [
  { route: '', code: 'missing-home-page', name: 'home page (route: "")' },
  { route: '*', code: 'missing-not-found-page', name: 'not-found page (route: "*")' },
] as const;

/** Routes are unique, the two special pages exist, and article file names can be addresses. */
export function checkRoutes(sources: ContentSources, content: CheckedContent): { problems: Problem[]; routes: RouteIndex } {
  const problems = duplicateRoutes(content.pages);
  // A page with mistakes still declares its route: links to it are not reported a second time.
  const declared = new Set([...content.pages.map((page) => page.data.route), ...sources.pages.map(declaredRoute).filter((route) => route !== undefined)]);
  for (const { route, code, name } of specialPages) {
    if (!declared.has(route))
      problems.push(problemInFile(code, 'pages', `No ${name} exists.`, `Add a file under pages/ with "route: ${JSON.stringify(route)}".`));
  }
  problems.push(...invalidItemNames(sources));
  return { problems, routes: routeIndex(declared, sources) };
}

function duplicateRoutes(pages: CheckedFile<Page>[]): Problem[] {
  const problems: Problem[] = [];
  const byRoute = new Map<string, CheckedFile<Page>>();
  for (const page of pages) {
    const first = byRoute.get(page.data.route);
    if (!first) {
      byRoute.set(page.data.route, page);
      continue;
    }
    const at = first.source.valueAt(['route']);
    problems.push(
      problemAt(
        'duplicate-route',
        page.source,
        ['route'],
        `The route "${page.data.route}" is already used by ${first.source.file}:${at.line}.`,
        'Each page needs its own route: change one of them.',
      ),
    );
  }
  return problems;
}

function invalidItemNames(sources: ContentSources): Problem[] {
  const problems: Problem[] = [];
  for (const [prefix, files] of sources.items) {
    for (const file of files) {
      const slug = itemSlug(file);
      if (/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(slug)) continue;
      const hint = `Use letters, digits, ".", "-" and "_" only, starting with a letter or digit: it becomes #/${prefix}/<name>.`;
      problems.push(problemAt('invalid-item-name', file, [], `The file name "${slug}" cannot be used as an address.`, hint));
    }
  }
  return problems;
}

function routeIndex(declared: Set<string>, sources: ContentSources): RouteIndex {
  const routes: RouteIndex = { pages: new Set(), collections: new Map() };
  for (const route of declared) {
    const collection = /^(.*)\/:[^/]+$/.exec(route)?.[1];
    if (collection) routes.collections.set(collection, new Set((sources.items.get(collection) ?? []).map(itemSlug)));
    else if (route !== '*') routes.pages.add(route);
  }
  return routes;
}
