import type { ResolvedConfig } from 'vite';
import { memberOf } from '../shared/guards.ts';

/** The name of the plugin that compiles the site's content (src/vite/site.ts). */
export const siteContentPlugin = 'site-content';

/**
 * What the site's plugin tells the build's other plugins (Vite's `api` of a plugin): the compiled
 * pages it writes into the build.
 */
export interface SiteContentApi {
  /** Every compiled page's file, by its path in the build (`content/<version>/<language>/<route>.json`), as JSON. */
  pageFiles(): Promise<Map<string, string>>;
}

/** The site plugin's `api` among the build's plugins, if it is one of them. */
export function siteContentApi(config: Pick<ResolvedConfig, 'plugins'>): SiteContentApi | undefined {
  const api: unknown = config.plugins.find((plugin) => plugin.name === siteContentPlugin)?.api;
  return isSiteContentApi(api) ? api : undefined;
}

function isSiteContentApi(api: unknown): api is SiteContentApi {
  return typeof memberOf(api, 'pageFiles') === 'function';
}
