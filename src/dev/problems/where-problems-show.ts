import { resolveRoute } from '../../routing/resolve-route.ts';
import type { CollectionRoute } from '../../shared/content.ts';
import type { DevProblem, DevProblemReport } from '../../shared/dev-server.ts';

/**
 * The mistakes that keep the page at `route` from showing: those of the page file that would show
 * it, or, when no page file shows it (an unknown address, an unknown article), of its fallback's.
 */
export function problemsShownAt(report: DevProblemReport, route: string, collections: readonly CollectionRoute[]): DevProblem[] {
  const { file, fallback } = resolveRoute(route, collections);
  const of = (name: string) => report.problems.filter((problem) => problem.page?.files.includes(name));
  const own = of(file);
  if (own.length > 0 || report.pageFiles.includes(file)) return own;
  return of(fallback);
}

/** How an editor names the page a mistake keeps from showing. */
export function pageName(problem: DevProblem): string {
  const route = problem.page?.route;
  if (route === undefined) return `the page of ${problem.file}`;
  if (route === '*') return 'the page for unknown addresses';
  const collection = /^(.*)\/:[^/]+$/.exec(route)?.[1];
  return collection === undefined ? `#/${route}` : `every page at #/${collection}/…`;
}
