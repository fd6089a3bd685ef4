import { routeOf } from './resolve-route.ts';
import type { SiteData } from '../shared/content.ts';

/** What the addresses of a site depend on: how they look, where it is published, its languages. */
export type Addressing = Pick<SiteData, 'routing' | 'url' | 'languages'>;

/** A page as an address names it. `language` is null where addresses carry none (hash routing: the language is the visitor's choice). */
export interface Address {
  language: string | null;
  route: string;
}

/**
 * The folder the site is served from, ending in '/': with path routing the path of `url`
 * (`https://example.github.io/site` → `/site/`), so that every page, however deep, finds the same
 * files; with hash routing './', so that the build works from any folder.
 */
export function basePath(site: Pick<SiteData, 'routing' | 'url'>): string {
  if (site.routing !== 'path' || !site.url) return './';
  return new URL(`${site.url}/`).pathname.replace(/\/+$/, '/');
}

/** The router's base: the base path without its last '/' ('' at the root of a host). */
export function routerBase(site: Pick<SiteData, 'routing' | 'url'>): string {
  return site.routing === 'path' ? basePath(site).replace(/\/$/, '') : '';
}

/**
 * The router's location of `route` in `language` (docs/BEHAVIOUR.md#routes), relative to the base:
 * `/about-us` with hash routing (the address is `#/about-us`, the language the visitor's choice);
 * `/about-us/` and `/es/about-us/` with path routing, the default language at the root.
 */
export function locationOf(route: string, language: string, site: Addressing): string {
  if (site.routing !== 'path') return `/${route}`;
  const prefix = language === site.languages.default ? '' : `/${language}`;
  return `${prefix}/${route ? `${route}/` : ''}`;
}

/**
 * Where a link leads in the router, when it is a link to a page of this site as `locationOf` writes
 * them (`href` as written, resolved against `pageUrl`); undefined for any other link: another
 * site, a file, a part of the page (#main), an address with a query.
 */
export function locationOfLink(href: string, pageUrl: string, site: Addressing): string | undefined {
  if (site.routing !== 'path') return href.startsWith('#/') ? href.slice(1) : undefined;
  const url = new URL(href, pageUrl);
  const base = routerBase(site);
  const isPage = url.origin === new URL(pageUrl).origin && url.pathname.startsWith(`${base}/`) && url.pathname.endsWith('/') && !url.search && !url.hash;
  return isPage ? url.pathname.slice(base.length) : undefined;
}

/**
 * The path the router reads for `route` in `language`, base included: what the build renders a page
 * at, and what the app hydrates that markup at.
 */
export function routerPath(route: string, language: string, site: Addressing): string {
  return `${routerBase(site)}${locationOf(route, language, site)}`;
}

/** The router's location for a path of the browser's address bar (path routing): the path below the site's base. */
export function locationOfPath(pathname: string, site: Addressing): string {
  const base = routerBase(site);
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/** The page a router location names: with path routing, a first segment naming another language than the default is that language. */
export function addressOf(location: string, site: Addressing): Address {
  const route = routeOf(location);
  if (site.routing !== 'path') return { language: null, route };
  const [first = '', ...rest] = route.split('/');
  const other = first !== site.languages.default && site.languages.available.some((language) => language.code === first);
  return other ? { language: first, route: rest.join('/') } : { language: site.languages.default, route };
}
