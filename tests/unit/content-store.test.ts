import { describe, expect, it } from 'vitest';
import { ContentLoadError, ContentStore } from '../../src/renderer/content-store.ts';
import { resolveRoute, routeOf } from '../../src/renderer/resolve-route.ts';

const collections = [{ pattern: 'blog-details/:blogTitle', prefix: 'blog-details' }];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('resolveRoute', () => {
  it.each([
    ['', 'index.json', '_not-found.json'],
    ['about-us', 'about-us.json', '_not-found.json'],
    ['web-services/development', 'web-services/development.json', '_not-found.json'],
    ['blog-details/What-is-Industry-4.0', 'blog-details/What-is-Industry-4.0.json', 'blog-details/_missing.json'],
    ['blog-details/nope', 'blog-details/nope.json', 'blog-details/_missing.json'],
    ['../../etc/passwd', '_not-found.json', '_not-found.json'],
    ['blog-details/<script>alert(1)</script>', '_not-found.json', '_not-found.json'],
    ['a//b', '_not-found.json', '_not-found.json'],
    ['..', '_not-found.json', '_not-found.json'],
  ])('%s → %s, else %s', (route, file, fallback) => {
    expect(resolveRoute(route, collections)).toEqual({ file, fallback });
  });

  it('takes a route longer than any host accepts in a request for no page, so the server is never asked', () => {
    expect(resolveRoute('a'.repeat(1024), collections).file).toBe(`${'a'.repeat(1024)}.json`);
    for (const route of ['a'.repeat(1025), 'a'.repeat(100_000), `${'a/'.repeat(50_000)}b`, `blog-details/${'a'.repeat(100_000)}`]) {
      expect(resolveRoute(route, collections)).toEqual({ file: '_not-found.json', fallback: '_not-found.json' });
    }
  });

  it('reads the route from a location, tolerating malformed escapes', () => {
    expect(routeOf('/about-us/')).toBe('about-us');
    expect(routeOf('/caf%C3%A9')).toBe('café');
    expect(routeOf('/%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('ContentStore', () => {
  it('falls back when the file is missing or the host answers with its HTML page', async () => {
    const responses: Record<string, Response> = {
      'base/en/nope.json': new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
      'base/en/_not-found.json': json({ route: '*' }),
    };
    const store = new ContentStore('base', (url) => Promise.resolve(responses[String(url)] ?? new Response('', { status: 404 })));
    await expect(store.page('en', 'nope.json', '_not-found.json')).resolves.toMatchObject({ found: false, data: { route: '*' } });
  });

  it('reports a network failure as such, and tries the network again on retry', async () => {
    let calls = 0;
    const store = new ContentStore('base', () => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(json({ route: 'about-us' }))));
    await expect(store.page('en', 'about-us.json', '_not-found.json')).rejects.toBeInstanceOf(ContentLoadError);
    await expect(store.page('en', 'about-us.json', '_not-found.json')).resolves.toMatchObject({ found: true });
    expect(calls).toBe(2);
  });

  it('asks the network once for a file however often it is needed', async () => {
    let calls = 0;
    const store = new ContentStore('base', () => (calls++, Promise.resolve(json({ texts: {} }))));
    await Promise.all([store.shell('es'), store.shell('es'), store.shell('es')]);
    expect(calls).toBe(1);
  });
});
