import type { Addressing } from '../routing/addresses.ts';
import { publicUrl } from './head.ts';

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml (path routing): every page in every language, each with its address in every
 * language and the default one (`xhtml:link` alternates, as the pages' hreflang links say).
 */
export function sitemapXml(routes: readonly string[], site: Addressing & { url: string }): string {
  const languages = site.languages.available.map((language) => language.code);
  const alternates = (route: string) => [
    ...languages.map((code) => ({ hreflang: code, href: publicUrl(route, code, site)! })),
    { hreflang: 'x-default', href: publicUrl(route, site.languages.default, site)! },
  ];
  const entries = routes.flatMap((route) => languages.map((language) => [
    '  <url>',
    `    <loc>${xml(publicUrl(route, language, site)!)}</loc>`,
    ...alternates(route).map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`),
    '  </url>',
  ].join('\n')));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt (path routing): everything may be crawled, and the sitemap is there. */
export function robotsTxt(site: { url: string }): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`;
}
