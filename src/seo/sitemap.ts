import type { Addressing } from '../routing/addresses.ts';
import { escapeUrl, escapeXml } from '../shared/escape.ts';
import { publicUrl } from './head.ts';

/** An address in sitemap.xml (docs/BEHAVIOUR.md#content-in-markup). */
const xmlAddress = (url: string) => escapeXml(escapeUrl(url));

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
  const entries = routes.flatMap((route) =>
    languages.map((language) =>
      [
        '  <url>',
        `    <loc>${xmlAddress(publicUrl(route, language, site)!)}</loc>`,
        ...alternates(route).map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${xmlAddress(href)}"/>`),
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt (path routing): everything may be crawled, and the sitemap is there; its address is one line, whatever url holds. */
export function robotsTxt(site: { url: string }): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${escapeUrl(`${site.url}/sitemap.xml`)}\n`;
}
