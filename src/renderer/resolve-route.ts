import { missingItemFile, notFoundFile, pageDataFile, type CollectionRoute } from '../shared/content.ts';

export interface RouteFiles {
  /** Data file to try first, relative to the language folder. */
  file: string;
  /** Data file to show when the first does not exist. */
  fallback: string;
}

// Segments start with a letter or digit, so '..' and empty segments can never reach a URL.
const safeRoute = /^([A-Za-z0-9][A-Za-z0-9._~-]*)(\/[A-Za-z0-9][A-Za-z0-9._~-]*)*$/;

/**
 * Which compiled file shows `route` (the location without its leading '/'). Collection routes are
 * always `prefix/:param` (the page schema allows nothing else), so a prefix and one more segment match.
 */
export function resolveRoute(route: string, collections: readonly CollectionRoute[]): RouteFiles {
  if (route === '') return { file: pageDataFile(''), fallback: notFoundFile };
  if (!safeRoute.test(route)) return { file: notFoundFile, fallback: notFoundFile };
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
