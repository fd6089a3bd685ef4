import type { ReactNode } from 'react';
import { routeOf } from '../routing/resolve-route.ts';
import type { PageData } from '../shared/content.ts';
import { PageLink } from '../kit/PageLink.tsx';
import { useSite } from '../kit/site-context.ts';

/**
 * The routes whose menu entries are active on the page at `route` (docs/BEHAVIOUR.md#header-menu):
 * its own, and every page its breadcrumb passes through, so that a section's entry stays active on
 * its sub-pages and on the articles of a collection whose page names it as `parent`. Home heads
 * every breadcrumb: it counts only on the home page itself.
 */
export function activeRoutes(route: string, page: PageData | undefined): ReadonlySet<string> {
  const above = (page?.breadcrumb ?? []).flatMap((crumb) => (crumb.href ? [routeOf(crumb.href)] : []));
  return new Set([route, ...above.filter((parent) => parent !== '')]);
}

/** Whether the menu entry linking to `href` is active among `active` (activeRoutes). */
export function isActive(active: ReadonlySet<string>, href: string): boolean {
  return active.has(routeOf(href));
}

/** A menu link, with aria-current="page" when it is active on the page on screen. */
export function NavLink({ href, className, children, onClick }: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  const { activeRoutes: active } = useSite();
  return (
    <PageLink to={href} className={className} aria-current={isActive(active, href) ? 'page' : undefined} onClick={onClick}>
      {children}
    </PageLink>
  );
}
