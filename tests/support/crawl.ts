import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

/** The `href` of every `<a>` of an HTML document, in order (what a template holds is no link of the page). */
function linksOf(node: Node): string[] {
  const own = 'tagName' in node && node.tagName === 'a' ? node.attrs.filter((attr) => attr.name === 'href').map((attr) => attr.value) : [];
  return [...own, ...('childNodes' in node ? node.childNodes.flatMap(linksOf) : [])];
}

export interface CrawlResult {
  /** The path of every page reached (`/es/about/`), the home page included. */
  reached: Set<string>;
  /** Each link of the site that leads to no file of the build: `page → link`. */
  broken: string[];
}

/**
 * What a crawler that runs no JavaScript finds of a site built with path routing into `dir` and
 * published at `siteUrl`: from the home page, it follows every `<a href>` to an address of the site,
 * and nothing else (no sitemap, no `<link rel="alternate">`). Each address is a file of the build,
 * as a static host serves it: `/es/about/` is es/about/index.html, and `/es/about`, which the host
 * redirects to it, the same.
 */
export function crawl(dir: string, siteUrl: string): CrawlResult {
  const site = new URL(`${siteUrl.replace(/\/$/, '')}/`);
  const reached = new Set<string>();
  const broken: string[] = [];
  const queue = [site.pathname];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (reached.has(path)) continue;
    reached.add(path);
    const document = parse(readFileSync(join(dir, path.slice(site.pathname.length), 'index.html'), 'utf8'));
    for (const href of linksOf(document)) {
      const target = new URL(href, new URL(path, site));
      if (target.origin !== site.origin || !target.pathname.startsWith(site.pathname)) continue;
      const { pathname } = target;
      const page = pathname.endsWith('/') ? pathname : posix.extname(pathname) === '' ? `${pathname}/` : null;
      const file = join(dir, (page ?? pathname).slice(site.pathname.length), page ? 'index.html' : '');
      if (!existsSync(file)) broken.push(`${path} → ${href}`);
      else if (page && !reached.has(page)) queue.push(page);
    }
  }
  return { reached, broken };
}
