import type { Page } from '../../generated/content-types.ts';
import type { Crumb } from '../../shared/content.ts';

/** Home > … > parent, as links; the page itself is appended by the caller. */
export function breadcrumbTrail(page: Page, byRoute: Map<string, { data: Page }>): Crumb[] {
  const trail: Crumb[] = [];
  const seen = new Set<string>([page.route]);
  let current = page;
  for (;;) {
    const parentRoute = parentOf(current, byRoute);
    const parent = parentRoute === undefined ? undefined : byRoute.get(parentRoute)?.data;
    if (!parent || seen.has(parent.route)) break;
    seen.add(parent.route);
    trail.unshift({ label: parent.breadcrumbLabel ?? parent.title, href: `/${parent.route}` });
    current = parent;
  }
  return trail;
}

/** The explicit `parent`, else the nearest existing route above this one, else the home page. */
function parentOf(page: Page, byRoute: Map<string, unknown>): string | undefined {
  if (page.route === '' || page.route === '*') return undefined;
  if (page.parent) return page.parent.replace(/^\//, '').replace(/\/$/, '');
  const segments = page.route.split('/');
  for (let length = segments.length - 1; length > 0; length--) {
    const candidate = segments.slice(0, length).join('/');
    if (byRoute.has(candidate)) return candidate;
  }
  return '';
}
