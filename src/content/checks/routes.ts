import type { Page } from '../../generated/content-types.ts';
import { itemSlug } from '../load/load-files.ts';
import { collectionPrefix, declaredRoute, type ContentSources } from '../parse/parse-sources.ts';
import { problemInFile, type Problem } from '../problem.ts';
import { problemAt, type SourceFile } from '../parse/source-file.ts';
import type { BlockTraits } from '../schema/block-traits.ts';
import type { CheckedContent, CheckedFile } from '../schema/check-schemas.ts';
import { projectSchemas } from '../schema/project-schemas.ts';
import { listRoutes } from '../model/list-routes.ts';
import { statusOn, today as todayHere } from '../model/publication.ts';

/** Every address of the site, for the links check. */
export interface RouteIndex {
  /** Routes of ordinary pages ('' is the home page), the article list's further pages and tag pages included. */
  pages: Set<string>;
  /** Prefix of each parameterised route → slugs of its published items. */
  collections: Map<string, Set<string>>;
  /** Route of each article the build leaves out → why, as a link to it is told ("a draft (draft: true)"). */
  unpublished?: Map<string, string>;
}

/** Whether `route` is the address of a page or of an item of a collection. */
export function isLive(route: string, routes: RouteIndex): boolean {
  const slash = route.lastIndexOf('/');
  return routes.pages.has(route) || (slash > 0 && (routes.collections.get(route.slice(0, slash))?.has(route.slice(slash + 1)) ?? false));
}

/** The route of every page and of every item of a collection (never the not-found page's "*"). */
export function everyAddress(routes: RouteIndex): string[] {
  return [...routes.pages, ...[...routes.collections].flatMap(([prefix, slugs]) => [...slugs].map((slug) => `${prefix}/${slug}`))];
}

export interface RouteOptions {
  /** The day that decides which articles are published (YYYY-MM-DD). */
  today?: string;
  traits?: ReadonlyMap<string, BlockTraits>;
}

const specialPages = [
  { route: '', code: 'missing-home-page', name: 'home page (route: "")' },
  { route: '*', code: 'missing-not-found-page', name: 'not-found page (route: "*")' },
] as const;

/**
 * Routes are unique, none takes the address of a page the build adds (docs/BEHAVIOUR.md#blog-articles),
 * the two special pages exist, and article file names can be addresses.
 */
export function checkRoutes(
  sources: ContentSources,
  content: CheckedContent,
  { today = todayHere(), traits = projectSchemas().blockTraits() }: RouteOptions = {},
): { problems: Problem[]; routes: RouteIndex } {
  const listed = listRoutes(content, traits, today);
  const problems = [...duplicateRoutes(content.pages), ...takenRoutes(content.pages, listed)];
  // A page with mistakes still declares its route: links to it are not reported a second time.
  const declared = new Set([...content.pages.map((page) => page.data.route), ...sources.pages.map(declaredRoute).filter((route) => route !== undefined)]);
  for (const { route, code, name } of specialPages) {
    if (!declared.has(route))
      problems.push(problemInFile(code, 'pages', `No ${name} exists.`, `Add a file under pages/ with "route: ${JSON.stringify(route)}".`));
  }
  problems.push(...invalidItemNames(sources));
  const routes = routeIndex(declared, sources, content, today);
  for (const route of listed) routes.pages.add(route);
  return { problems, routes };
}

/** A page whose route is one the build gives to a page of the article list or of a tag. */
function takenRoutes(pages: CheckedFile<Page>[], listed: readonly string[]): Problem[] {
  const taken = new Set(listed);
  return pages.flatMap((page) =>
    taken.has(page.data.route)
      ? [
          problemAt(
            'duplicate-route',
            page.source,
            ['route'],
            `The route "${page.data.route}" is the address of a page the build adds to the article list (its further pages, its tags' pages).`,
            'Give this page another route.',
          ),
        ]
      : [],
  );
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

/** The addresses of the site: its pages, and the items of its collections published on `today`, the others apart. */
function routeIndex(declared: Set<string>, sources: ContentSources, content: CheckedContent, today: string): RouteIndex {
  const routes: Required<RouteIndex> = { pages: new Set(), collections: new Map(), unpublished: new Map() };
  for (const [prefix, items] of content.items) {
    for (const { source, data } of items) {
      const status = statusOn(data, today);
      if (status) routes.unpublished.set(`${prefix}/${itemSlug(source)}`, status === 'draft' ? 'a draft (draft: true)' : `scheduled for ${data.date}`);
    }
  }
  for (const route of declared) {
    const collection = collectionPrefix(route);
    const published = (item: SourceFile) => !routes.unpublished.has(`${collection}/${itemSlug(item)}`);
    if (collection) routes.collections.set(collection, new Set((sources.items.get(collection) ?? []).filter(published).map(itemSlug)));
    else if (route !== '*') routes.pages.add(route);
  }
  return routes;
}
