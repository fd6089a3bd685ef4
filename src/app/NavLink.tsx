import type { ReactNode } from 'react';
import { routeOf } from '../renderer/resolve-route.ts';
import type { PageData } from '../shared/content.ts';
import { PageLink } from './PageLink.tsx';
import { useSite } from './site-context.ts';

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

/** A menu link, with aria-current="page" when it is active on the page on screen. */
export function NavLink({ href, className, children, onClick }: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  const { activeRoutes: active } = useSite();
  return (
    <PageLink to={href} className={className} aria-current={active.has(routeOf(href)) ? 'page' : undefined} onClick={onClick}>
      {children}
    </PageLink>
  );
}
