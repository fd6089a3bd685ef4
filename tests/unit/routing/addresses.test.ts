import { describe, expect, it } from 'vitest';
import { addressOf, basePath, locationOf, locationOfLink, locationOfPath, routerBase, routerPath, type Addressing } from '../../../src/routing/addresses.ts';
import { publicUrl } from '../../../src/seo/head.ts';

const languages = {
  default: 'en',
  available: [
    { code: 'en', label: 'English' },
    { code: 'es', label: 'Español' },
  ],
};
const byHash: Addressing = { routing: 'hash', url: null, languages };
const byPath: Addressing = { routing: 'path', url: 'https://www.example.com', languages };
const inFolder: Addressing = { ...byPath, url: 'https://example.github.io/site' };

describe('page addresses', () => {
  it("reads back where a page's link leads, as the router would go there, and leaves every other link to the browser", () => {
    for (const site of [byHash, byPath, inFolder]) {
      const page = site.routing === 'path' ? `${new URL(`${site.url}/`).href}es/contact/` : 'http://localhost:4173/#/contact';
      for (const [route, language] of [
        ['', 'en'],
        ['about-us', 'es'],
        ['blog-details/What-is-Industry-4.0', 'en'],
      ] as const) {
        const location = locationOf(route, language, site);
        // As the link is written: wouter prefixes the base, and '#' with hash routing.
        const href = site.routing === 'path' ? `${routerBase(site)}${location}` : `#${location}`;
        expect(locationOfLink(href, page, site)).toBe(location);
      }
      for (const other of ['#main', 'https://elsewhere.example/about-us/', 'mailto:hola@example.com', 'feed.xml', '/site/feed.xml', '/about-us/?page=2'])
        expect(locationOfLink(other, page, site), other).toBeUndefined();
    }
    expect(locationOfLink('/about-us/', 'https://example.github.io/site/', inFolder)).toBeUndefined();
  });

  it('with hash routing: #/route, the language left to the visitor, the build working from any folder', () => {
    expect([locationOf('', 'es', byHash), locationOf('about-us', 'es', byHash)]).toEqual(['/', '/about-us']);
    expect(addressOf('/about-us', byHash)).toEqual({ language: null, route: 'about-us' });
    expect(addressOf('/es/about-us', byHash)).toEqual({ language: null, route: 'es/about-us' });
    expect([basePath(byHash), routerBase(byHash), routerPath('about-us', 'es', byHash)]).toEqual(['./', '', '/about-us']);
  });

  it('with path routing: one address per page and language, the default language at the root, a trailing slash', () => {
    expect(
      ['', 'about-us', 'blog-details/What-is-Industry-4.0'].flatMap((route) => ['en', 'es'].map((language) => locationOf(route, language, byPath))),
    ).toEqual(['/', '/es/', '/about-us/', '/es/about-us/', '/blog-details/What-is-Industry-4.0/', '/es/blog-details/What-is-Industry-4.0/']);
  });

  it('with path routing: reads the language from the first segment, only when it names another language than the default', () => {
    expect(addressOf('/', byPath)).toEqual({ language: 'en', route: '' });
    expect(addressOf('/es/', byPath)).toEqual({ language: 'es', route: '' });
    expect(addressOf('/es', byPath)).toEqual({ language: 'es', route: '' });
    expect(addressOf('/es/about-us/', byPath)).toEqual({ language: 'es', route: 'about-us' });
    expect(addressOf('/about-us', byPath)).toEqual({ language: 'en', route: 'about-us' });
    // The default language has no prefix: /en/… names no page, as the host has no file for it.
    expect(addressOf('/en/about-us/', byPath)).toEqual({ language: 'en', route: 'en/about-us' });
    expect(addressOf('/fr/about-us/', byPath)).toEqual({ language: 'en', route: 'fr/about-us' });
    expect(addressOf('/caf%C3%A9/', byPath)).toEqual({ language: 'en', route: 'café' });
  });

  it('each address reads back as the page and language it was made for', () => {
    for (const route of ['', 'about-us', 'web-services/development']) {
      for (const language of ['en', 'es']) expect(addressOf(locationOf(route, language, byPath), byPath)).toEqual({ language, route });
    }
  });

  it('serves a site in a folder of its host from that folder', () => {
    expect([basePath(byPath), routerBase(byPath)]).toEqual(['/', '']);
    expect([basePath(inFolder), routerBase(inFolder)]).toEqual(['/site/', '/site']);
    expect(routerPath('about-us', 'es', inFolder)).toBe('/site/es/about-us/');
    expect(locationOfPath('/site/es/about-us/', inFolder)).toBe('/es/about-us/');
    expect(locationOfPath('/site/', inFolder)).toBe('/');
    expect(locationOfPath('/es/about-us/', byPath)).toBe('/es/about-us/');
  });

  it('gives full public addresses only when site.yaml has a url', () => {
    expect(publicUrl('about-us', 'es', byPath)).toBe('https://www.example.com/es/about-us/');
    expect(publicUrl('', 'en', byPath)).toBe('https://www.example.com/');
    expect(publicUrl('about-us', 'en', inFolder)).toBe('https://example.github.io/site/about-us/');
    expect(publicUrl('', 'en', { ...byHash, url: 'https://www.example.com' })).toBe('https://www.example.com/');
    expect(publicUrl('about-us', 'es', { ...byHash, url: 'https://www.example.com' })).toBe('https://www.example.com/#/about-us');
    expect(publicUrl('about-us', 'en', byHash)).toBeNull();
  });
});
