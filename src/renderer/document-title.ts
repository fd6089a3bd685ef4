import type { SiteData } from '../shared/content.ts';

/** "page title · company name" (docs/BEHAVIOUR.md#page-semantics): the app and the prerendered pages use this one rule. */
export function documentTitle(pageTitle: string, site: Pick<SiteData, 'company'>): string {
  return `${pageTitle} · ${site.company.name}`;
}
