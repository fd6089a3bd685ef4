import { redirectRoute } from '../../routing/redirects.ts';
import { problemAt } from '../parse/source-file.ts';
import type { Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { nearest } from '../suggest.ts';
import { everyAddress, isLive, type RouteIndex } from './routes.ts';

/** Why no redirect may start at `from`, or null: a page shows there, or its first segment names a language. */
function liveAt(from: string, routes: RouteIndex, languages: readonly string[]): { message: string; hint: string } | null {
  const route = redirectRoute(from);
  const hint = 'Delete this redirect: the page there shows as it is, and a redirect from it would never be followed.';
  if (isLive(route, routes)) return { message: `"${from}" is the address of a page of the site: no redirect can start there.`, hint };
  const spelled = everyAddress(routes).find((address) => address.toLowerCase() === route.toLowerCase());
  if (spelled !== undefined)
    return {
      message: `"${from}" differs from the page "/${spelled}" only in letter case: on hosts that ignore case they are one address.`,
      hint: 'Delete this redirect, or give it an old address of its own.',
    };
  const language = route.split('/')[0]!;
  if (languages.includes(language))
    return {
      message: `"${from}" starts with the language code "${language}": with path routing the pages in that language have their addresses there.`,
      hint: `Write the old address without its language (/${route.slice(language.length + 1)}): a redirect applies in every language.`,
    };
  return null;
}

/**
 * `redirects:` of site.yaml (docs/BEHAVIOUR.md#redirects): each old address is no page of the site and
 * has one redirect, each leads straight to a page or an article that exists, never to the old address
 * of another redirect, and none comes back to where it started.
 */
export function checkRedirects({ site, languages }: CheckedContent, routes: RouteIndex): Problem[] {
  const redirects = site?.data.redirects ?? [];
  if (!site || redirects.length === 0) return [];
  const targets = new Map<string, string>();
  const problems: Problem[] = [];
  redirects.forEach(({ from, to }, index) => {
    const route = redirectRoute(from);
    const earlier = targets.get(route);
    const live = earlier === undefined ? liveAt(from, routes, languages) : null;
    if (earlier === undefined) targets.set(route, to);
    else
      problems.push(
        problemAt('duplicate-redirect', site.source, ['redirects', index, 'from'], `"${from}" already has a redirect, to "${earlier}".`, 'Keep one of them.'),
      );
    if (live) problems.push(problemAt('redirect-from-live-page', site.source, ['redirects', index, 'from'], live.message, live.hint));
  });
  redirects.forEach(({ from, to }, index) => {
    const problem = targetProblem(from, to, targets, routes);
    if (problem) problems.push(problemAt(problem.code, site.source, ['redirects', index, 'to'], problem.message, problem.hint));
  });
  return problems;
}

type TargetProblem = { code: 'redirect-to-missing-page' | 'redirect-loop' | 'redirect-chain'; message: string; hint: string };

/** What is wrong with where the redirect from `from` leads: a page that does not exist, a loop, a chain. */
function targetProblem(from: string, to: string, targets: Map<string, string>, routes: RouteIndex): TargetProblem | null {
  if (isLive(redirectRoute(to), routes)) return null;
  if (!targets.has(redirectRoute(to))) {
    const guess = nearest(
      to,
      everyAddress(routes).map((route) => `/${route}`),
    );
    return {
      code: 'redirect-to-missing-page',
      message: `The redirect from "${from}" leads to "${to}", which is no page of this site.`,
      hint: guess ? `Did you mean "${guess}"?` : 'Write the route of the page it moved to (the "route:" line of its file in pages/), starting with "/".',
    };
  }
  const path = [from];
  let next = to;
  while (targets.has(redirectRoute(next)) && !path.some((seen) => redirectRoute(seen) === redirectRoute(next))) {
    path.push(next);
    next = targets.get(redirectRoute(next))!;
  }
  const loop = path.some((seen) => redirectRoute(seen) === redirectRoute(next));
  if (loop)
    return {
      code: 'redirect-loop',
      message: `The redirects go round in a circle: ${[...path, next].join(' → ')}. A visitor would be sent on for ever.`,
      hint: 'Point one of them at the page the address belongs to now, or delete the redirect whose old address is a page again.',
    };
  return {
    code: 'redirect-chain',
    message: `The redirect from "${from}" leads to "${to}", which is itself redirected: ${[...path, next].join(' → ')}.`,
    hint: isLive(redirectRoute(next), routes)
      ? `Write "to: ${next}" here: a visitor then gets there at once.`
      : `Point it at the page it moved to, starting with "/".`,
  };
}
