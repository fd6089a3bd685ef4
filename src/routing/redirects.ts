import type { Redirects } from '../shared/content.ts';
import { routeOfHash } from './resolve-route.ts';

/** The route an address of `redirects:` names: `/about-us/` → `about-us`, `/` → ''. */
export function redirectRoute(address: string): string {
  return address.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The route `route` is redirected to, or undefined when it is no old address. */
function redirectedRoute(route: string, redirects: Redirects): string | undefined {
  return Object.hasOwn(redirects, route) ? redirects[route] : undefined;
}

/**
 * With hash routing, an old address in the address bar (`#/about`) is replaced by its page's
 * (`#/about-us`) in place, with no history entry of its own: Back then leads to the page before. The
 * boot script of the prerendered pages does the same before the app's code arrives
 * (src/prerender/boot-script.ts).
 */
export function replaceOldHash(win: { location: Pick<Location, 'hash'>; history: Pick<History, 'state' | 'replaceState'> }, redirects: Redirects): void {
  const target = redirectedRoute(routeOfHash(win.location.hash), redirects);
  if (target !== undefined) win.history.replaceState(win.history.state, '', `#/${target}`);
}
