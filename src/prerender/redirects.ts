import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { locationOf, routerPath } from '../routing/addresses.ts';
import { publicUrl } from '../seo/head.ts';
import { pageDataFile, type SiteData } from '../shared/content.ts';
import { escapeHtmlAttribute, escapeHtmlText, escapeUrlAttribute } from '../shared/escape.ts';
import { isRecord, memberOf } from '../shared/guards.ts';

/** The first line of the `_redirects` the build writes: a file without it is the site's own (public/_redirects). */
const writtenByTheBuild = '# Old addresses of pages that have moved (redirects: in site.yaml), written by the build.';

/** One old address in one language, and where it leads. */
interface Moved {
  language: string;
  from: string;
  to: string;
}

function movedPages(site: SiteData): Moved[] {
  return site.languages.available.flatMap(({ code: language }) => Object.entries(site.redirects).map(([from, to]) => ({ language, from, to })));
}

/**
 * The page's title in `language`, as its compiled data holds it (the text of its title key), for the
 * page at its old address to name where it leads.
 */
function titleOf(outDir: string, site: SiteData, { language, to }: Moved): string {
  const data: unknown = JSON.parse(readFileSync(join(outDir, site.contentPath, language, pageDataFile(to)), 'utf8'));
  const key = memberOf(data, 'title');
  const texts = memberOf(data, 'texts');
  const title = typeof key === 'string' && isRecord(texts) ? texts[key] : undefined;
  return typeof title === 'string' ? title : `/${to}`;
}

/**
 * The page at an old address, for every host (docs/BEHAVIOUR.md#redirects): it sends the visitor on
 * at once without any script (a refresh to the new address), shows a link there for a browser that
 * does not follow it, and tells search engines the page's address now and not to index this one.
 */
function movedPageHtml(site: SiteData, moved: Moved, title: string): string {
  const address = routerPath(moved.to, moved.language, site);
  const canonical = publicUrl(moved.to, moved.language, site);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtmlAttribute(moved.language)}">`,
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <meta name="robots" content="noindex" />',
    `    <meta http-equiv="refresh" content="0; url=${escapeUrlAttribute(address)}" />`,
    ...(canonical ? [`    <link rel="canonical" href="${escapeUrlAttribute(canonical)}" />`] : []),
    `    <title>${escapeHtmlText(`${title} · ${site.company.name}`)}</title>`,
    '  </head>',
    '  <body>',
    `    <p><a href="${escapeUrlAttribute(address)}">${escapeHtmlText(title)}</a></p>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * `_redirects` for the hosts that read it (Netlify, Cloudflare Pages): each old address in every
 * language, with and without its last '/', to the page's own, as a permanent redirect (301). The
 * rules of the site's own public/_redirects, copied into the build before, follow.
 */
function redirectsFile(site: SiteData, own: string): string {
  const rules = movedPages(site).flatMap(({ language, from, to }) => {
    const old = routerPath(from, language, site);
    const now = routerPath(to, language, site);
    return [`${old.replace(/\/$/, '')}  ${now}  301`, `${old}  ${now}  301`];
  });
  return [writtenByTheBuild, ...rules, ...(own ? ['', own.trimEnd()] : []), ''].join('\n');
}

/**
 * With path routing: a page at every old address in every language, and `_redirects`. Returns the
 * files written, from the build's folder.
 */
export function writeRedirects(outDir: string, site: SiteData): string[] {
  if (Object.keys(site.redirects).length === 0) return [];
  const written = movedPages(site).map((moved) => {
    const file = posix.join('.', locationOf(moved.from, moved.language, site), 'index.html');
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), movedPageHtml(site, moved, titleOf(outDir, site, moved)));
    return file;
  });
  const hostFile = join(outDir, '_redirects');
  const before = existsSync(hostFile) ? readFileSync(hostFile, 'utf8') : '';
  writeFileSync(hostFile, redirectsFile(site, before.startsWith(writtenByTheBuild) ? '' : before));
  return [...written, '_redirects'];
}
