import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { routeOf } from '../routing/resolve-route.ts';
import { locationOf } from '../routing/addresses.ts';
import { useSite } from './site-context.ts';

interface PageLinkProps {
  /** A page of this site as written in YAML: '/', '/about-us', '/blog-details/What-is-Industry-4.0'. */
  to: string;
  className?: string | undefined;
  children: ReactNode;
  onClick?: (() => void) | undefined;
  'aria-current'?: 'page' | undefined;
  'aria-hidden'?: boolean;
  tabIndex?: number;
}

/**
 * A real link to a page of this site, in the language on screen: `#/about-us` with hash routing,
 * `/about-us/` or `/es/about-us/` with path routing (docs/BEHAVIOUR.md#routes). It can be opened in
 * a new tab; a plain click navigates inside the app.
 */
export function PageLink({ to, ...props }: PageLinkProps) {
  const { site, language } = useSite();
  return <Link href={locationOf(routeOf(to), language, site)} {...props} />;
}
