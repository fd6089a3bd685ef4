import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { routeOf } from '../routing/resolve-route.ts';
import { addressOf } from '../routing/addresses.ts';
import { PageLink } from '../kit/PageLink.tsx';
import { useSite } from '../kit/site-context.ts';

/**
 * A menu link with aria-current="page" when active (docs/BEHAVIOUR.md#header-menu): Home only on
 * its exact route, any other entry on its own route and every route below it.
 */
export function NavLink({ href, className, children, onClick }: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  const { site } = useSite();
  const [location] = useLocation();
  const current = addressOf(location, site).route;
  const target = routeOf(href);
  const active = target === '' ? current === '' : current === target || current.startsWith(`${target}/`);
  return (
    <PageLink to={href} className={className} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {children}
    </PageLink>
  );
}
