import { missingItemFile, notFoundFile, pageDataFile, type CollectionRoute } from '../shared/content.ts';

export interface RouteFiles {
  /** Data file to try first, relative to the language folder. */
  file: string;
  /** Data file to show when the first does not exist. */
  fallback: string;
}

/**
 * The longest route that can name a page. Its data is fetched as content/<version>/<lang>/<route>.json,
 * and hosts refuse request lines of a few KB and more (Node answers 431 from 16 KB of headers, many
 * CDNs from 8 KB): a longer address would end in a network error instead of "Page not found".
 * Routes are a few words long; 1,024 characters is far above any of them and far below any such limit.
 */
const maxRouteLength = 1024;

const segment = '[A-Za-z0-9][A-Za-z0-9._~-]*';
/**
 * The routes that can name a page: at most maxRouteLength characters, segments that start with a
 * letter or digit (so '..' and empty segments never reach a URL) and hold only characters a URL
 * carries as they are. The boot script of index.html tests routes with this same expression.
 */
export const pageRoute = new RegExp(`^(?=.{1,${maxRouteLength}}$)${segment}(/${segment})*$`);

/**
 * Which compiled file shows `route` (the location without its leading '/'). Collection routes are
 * always `prefix/:param` (the page schema allows nothing else), so a prefix and one more segment match.
 */
export function resolveRoute(route: string, collections: readonly CollectionRoute[]): RouteFiles {
  if (route === '') return { file: pageDataFile(''), fallback: notFoundFile };
  if (!pageRoute.test(route)) return { file: notFoundFile, fallback: notFoundFile };
  const slash = route.lastIndexOf('/');
  const collection = collections.find((c) => c.prefix === route.slice(0, slash));
  if (collection) return { file: `${route}.json`, fallback: missingItemFile(collection.prefix) };
  return { file: pageDataFile(route), fallback: notFoundFile };
}

/** The route on screen: wouter's location without its slashes, decoded as wouter decodes params. */
export function routeOf(location: string): string {
  const trimmed = location.replace(/^\/+/, '').replace(/\/+$/, '');
  try {
    return decodeURI(trimmed);
  } catch {
    // A malformed escape (#/%E0%A4%A) names no page; keep it as typed so it shows not-found.
    return trimmed;
  }
}

/** The route an address's hash (`#/about-us`) shows, as wouter's hash location reads it. */
export function routeOfHash(hash: string): string {
  return routeOf(hash.replace(/^#/, ''));
}
