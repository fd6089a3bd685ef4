import type { SiteModel, SiteRoute } from '../support/site-model.ts';

/**
 * The tag of a route's test when an earlier route of the same site has the same kind (page, item,
 * missing item, not found) and the same set of blocks, a block counting as its type and the fields
 * its YAML gives (at any depth), not their values. Every route is checked at desktop width and at
 * 320 px; what the phone projects, and axe and the budgets with path routing, add depends on what
 * the page draws and loads (each block's stylesheet, markup and code, the shell around them), so
 * they check one route per set of blocks (`grepInvert` in playwright.config.ts): a new kind of
 * page, or a block given a field no other route gives it, is checked there as soon as it exists,
 * and a change of words changes nothing.
 */
export const repeatsBlocks = '@repeats-blocks';

/** The shape of a value read from YAML: its keys and the kinds of their values, never the values themselves. */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return `[${[...new Set(value.map(shapeOf))].sort().join('|')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, inner]) => `${key}:${shapeOf(inner)}`)
      .sort()
      .join(',')}}`;
  return typeof value;
}

const blockSetOf = (site: SiteModel, route: SiteRoute) => `${route.kind} ${[...new Set(route.data[site.languages[0]!]!.blocks.map(shapeOf))].sort().join(' ')}`;

const firstOfTheirSet = new WeakMap<SiteModel, ReadonlySet<SiteRoute>>();

/** The routes of `site` that come first (in `site.routes`' order) with their kind and set of blocks. */
export function oneRoutePerBlockSet(site: SiteModel): ReadonlySet<SiteRoute> {
  let routes = firstOfTheirSet.get(site);
  if (!routes) {
    const seen = new Map<string, SiteRoute>();
    for (const route of site.routes) if (!seen.has(blockSetOf(site, route))) seen.set(blockSetOf(site, route), route);
    firstOfTheirSet.set(site, (routes = new Set(seen.values())));
  }
  return routes;
}

/** The details of the test of `route`: tagged `repeatsBlocks` unless it is the first of its set of blocks. */
export const blockSetTag = (site: SiteModel, route: SiteRoute) => ({ tag: oneRoutePerBlockSet(site).has(route) ? [] : [repeatsBlocks] });
