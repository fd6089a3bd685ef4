import { useCallback, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '../kit/site-context.ts';
import { locationOfLink } from '../routing/addresses.ts';

/**
 * For markup kept as the build drew it: a plain click on a link to a page of this site goes there
 * inside the app, as the link's component (PageLink, through wouter) would; any other click, and
 * any other link (a file, another site, the feed), is the browser's.
 */
export function useFollowPageLink() {
  const { site } = useSite();
  const [, navigate] = useLocation();
  return useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const to = locationOfLink(link.getAttribute('href') ?? '', location.href, site);
      if (to === undefined) return;
      event.preventDefault();
      navigate(to);
    },
    [site, navigate],
  );
}
