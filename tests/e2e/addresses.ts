import { routeOf } from '../../src/routing/resolve-route.ts';
import { locationOf } from '../../src/routing/addresses.ts';
import type { SiteModel } from '../support/site-model.ts';
import type { Routing } from './sites.ts';

/** The addresses of the site under test, as its routing writes them (docs/BEHAVIOUR.md#routes). */
export interface SiteAddresses {
  routing: Routing;
  /**
   * What to open for `route` in `language`, from the server's root: `/#/about` with hash routing
   * (the language is the visitor's stored choice, see openAs), `/es/about/` with path routing.
   */
  url(route: string, language?: string): string;
  /** A link of the YAML (`/about`) as a page in `language` writes it: `#/about`, or `/es/about/`. */
  href(link: string, language?: string): string;
}

export function siteAddresses(routing: Routing, { site }: Pick<SiteModel, 'site'>): SiteAddresses {
  const addressing = { routing, url: null, languages: site.languages };
  const location = (route: string, language = site.languages.default) => locationOf(route, language, addressing);
  return {
    routing,
    url: (route, language) => (routing === 'path' ? location(route, language) : `/#${location(route)}`),
    href: (link, language) => (link.startsWith('/') ? `${routing === 'path' ? '' : '#'}${location(routeOf(link), language)}` : link),
  };
}
