import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';

/**
 * A menu link with aria-current="page" when active (docs/BEHAVIOUR.md#header-menu): Home only on
 * its exact route, any other entry on its own route and every route below it.
 */
export function NavLink({ href, className, children, onClick }: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  const [active] = useRoute(href === '/' ? '/' : `${href}/*?`);
  return (
    <Link href={href} className={className} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
