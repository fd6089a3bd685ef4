import { useLocation } from 'wouter';
import { useSite } from '../../kit/site-context.ts';
import { addressOf } from '../../routing/addresses.ts';
import type { EditModeSite } from '../protocol.ts';

/** The route of the address on screen (`articles/cloud-costs`), followed as the visitor moves from page to page. */
export function useRouteInAddressBar(): string {
  const { site } = useSite();
  const [location] = useLocation();
  return addressOf(location, site).route;
}

/** Whether `route` is an article: the page of one item of a collection. */
export const isArticle = (site: EditModeSite, route: string): boolean => site.pages.some((page) => page.article && page.route === route);

/**
 * How the sections of the page at `route` are named when they are not its own: an article's
 * sections are those of its collection's page, the route with a parameter (`articles/:slug`) that
 * every article shares (docs/BEHAVIOUR.md#editing-on-the-page). Undefined for a page of its own.
 */
export function sharedLayoutOf(site: EditModeSite | undefined, route: string): string | undefined {
  if (!site || !isArticle(site, route) || !site.collections.some((prefix) => route.startsWith(`${prefix}/`))) return undefined;
  return 'Article layout — every article';
}
