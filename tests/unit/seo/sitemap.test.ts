import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../src/seo/sitemap.ts';

const site = {
  routing: 'path' as const,
  url: 'https://example.github.io/site',
  languages: {
    default: 'en',
    available: [
      { code: 'en', label: 'English' },
      { code: 'es', label: 'Español' },
    ],
  },
};

describe('sitemap.xml and robots.txt', () => {
  it('list every page in every language, each with its address in every language and the default', () => {
    const xml = sitemapXml(['', 'about', 'articles/Q&A'], site);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
      ),
    ).toBe(true);
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(entries.map((entry) => /<loc>(.*)<\/loc>/.exec(entry)![1])).toEqual([
      'https://example.github.io/site/',
      'https://example.github.io/site/es/',
      'https://example.github.io/site/about/',
      'https://example.github.io/site/es/about/',
      'https://example.github.io/site/articles/Q&amp;A/',
      'https://example.github.io/site/es/articles/Q&amp;A/',
    ]);
    expect(entries[3]).toBe(
      [
        '',
        '    <loc>https://example.github.io/site/es/about/</loc>',
        '    <xhtml:link rel="alternate" hreflang="en" href="https://example.github.io/site/about/"/>',
        '    <xhtml:link rel="alternate" hreflang="es" href="https://example.github.io/site/es/about/"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://example.github.io/site/about/"/>',
        '  ',
      ].join('\n'),
    );
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('let everything be crawled and name the sitemap by its full address', () => {
    expect(robotsTxt(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.github.io/site/sitemap.xml\n');
  });

  it('hold an address as one address, whatever it holds: no markup, no line of its own', () => {
    const odd = { ...site, url: 'https://example.github.io/x"><script>\nDisallow: /' };
    expect(robotsTxt(odd)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.github.io/x%22%3E%3Cscript%3E%0ADisallow:%20//sitemap.xml\n');
    expect(sitemapXml(["it's"], odd)).toContain('<loc>https://example.github.io/x%22%3E%3Cscript%3E%0ADisallow:%20//it&apos;s/</loc>');
  });
});
