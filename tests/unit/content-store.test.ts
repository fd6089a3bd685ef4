import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { ContentLoadError, ContentStore } from '../../src/renderer/content-store.ts';
import type { BlockLoaders } from '../../src/renderer/block-props.ts';
import { resolveRoute, routeOf } from '../../src/routing/resolve-route.ts';

const collections = [{ prefix: 'blog-details' }];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('resolveRoute', () => {
  it.each([
    ['', 'index.json', '_not-found.json'],
    ['about-us', 'about-us.json', '_not-found.json'],
    ['web-services/development', 'web-services/development.json', '_not-found.json'],
    ['blog-details/What-is-Industry-4.0', 'blog-details/What-is-Industry-4.0.json', 'blog-details/_missing.json'],
    ['blog-details/nope', 'blog-details/nope.json', 'blog-details/_missing.json'],
    // Letter case counts: the file of exactly that spelling, and a prefix in other case names no collection.
    ['About-us', 'About-us.json', '_not-found.json'],
    ['blog-details/what-is-industry-4.0', 'blog-details/what-is-industry-4.0.json', 'blog-details/_missing.json'],
    ['Blog-details/What-is-Industry-4.0', 'Blog-details/What-is-Industry-4.0.json', '_not-found.json'],
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
  const about = { file: 'about-us.json', fallback: '_not-found.json' };
  const page = (route: string, texts: Record<string, string> = {}) => ({ route, title: `${route}.title`, breadcrumb: [], blocks: [], texts, images: {} });
  /** A host serving `files` under base/, counting the requests for each (a check that bypasses the cache apart). */
  function host(files: Record<string, unknown>, blocks: BlockLoaders | (() => Promise<BlockLoaders>) = blockRegistry) {
    const asked: Record<string, number> = {};
    const fetcher = (url: string, init?: RequestInit) => {
      const path = url.replace(/^base\//, '');
      const request = init?.cache === 'no-store' ? `check ${path}` : path;
      asked[request] = (asked[request] ?? 0) + 1;
      const body = files[path];
      if (body instanceof Error) return Promise.reject(body);
      if (body instanceof Response) return Promise.resolve(body);
      return Promise.resolve(body === undefined ? new Response('', { status: 404 }) : json(body));
    };
    return { store: new ContentStore('base', blocks, fetcher), asked };
  }

  /** A loader per block type, each counting its calls. */
  const countingLoaders = () =>
    Object.fromEntries(
      Object.keys(blockRegistry).map((type) => [type, vi.fn<() => Promise<() => null>>(() => Promise.resolve(() => null))]),
    ) as unknown as BlockLoaders & Record<string, ReturnType<typeof vi.fn>>;
  /** About us: a title banner and a video on its first screen, counters below. */
  const withBlocks = { ...page('about-us'), blocks: [{ type: 'title-banner' }, { type: 'video' }, { type: 'counters' }], firstScreenBlocks: 2 };
  const aboutFiles = { 'en/_shell.json': { texts: {} }, 'es/_shell.json': { texts: {} }, 'en/about-us.json': withBlocks, 'es/about-us.json': withBlocks };
  const markup = new Map([
    [0, '<h1>About</h1>'],
    [1, '<video></video>'],
    [2, '<p>12</p>'],
  ]);

  it('draws the prerendered page from its markup but for the interactive blocks on its first screen, loading only their code; anywhere else, by their code', async () => {
    const loaders = countingLoaders();
    const { store } = host(aboutFiles, loaders);
    store.keepPrerendered('en', about, markup, new Set(['video', 'counters']));

    expect([...(await store.page('en', about)).prerendered]).toEqual([
      [0, { markup: '<h1>About</h1>', acts: false }],
      [2, { markup: '<p>12</p>', acts: true }],
    ]);
    expect(loaders['title-banner']).not.toHaveBeenCalled();
    expect(loaders.counters).not.toHaveBeenCalled();
    expect(loaders.video).toHaveBeenCalledTimes(1);

    expect((await store.page('es', about)).prerendered.size).toBe(0);
    expect(loaders['title-banner']).toHaveBeenCalledTimes(1);
    expect(loaders.counters).toHaveBeenCalledTimes(1);
    // Content loaded again is not what the markup was drawn from.
    const { show } = await store.reload();
    show();
    expect((await store.page('en', about)).prerendered.size).toBe(0);
  });

  it('fetches a registry given as a promise once, with the first page that draws a block by its code', async () => {
    const loaders = countingLoaders();
    const registry = vi.fn<() => Promise<BlockLoaders>>(() => Promise.resolve(loaders));
    const { store } = host({ ...aboutFiles, 'en/about-us.json': { ...withBlocks, blocks: [{ type: 'title-banner' }] } }, registry);
    store.keepPrerendered('en', about, markup, new Set(['video', 'counters']));
    await store.page('en', about);
    expect(registry).not.toHaveBeenCalled();
    await store.page('es', about);
    await store.block('faq');
    expect(registry).toHaveBeenCalledTimes(1);
    expect(loaders.counters).toHaveBeenCalledTimes(1);
  });

  it("loads a page with the shell's texts and its own, in one language", async () => {
    const { store } = host({
      'es/_shell.json': { texts: { 'common.home': 'Inicio' } },
      'es/about-us.json': page('about-us', { 'about.title': 'Quiénes somos' }),
    });
    const loaded = await store.page('es', about);
    expect(loaded.data.route).toBe('about-us');
    expect(loaded.texts).toEqual([{ 'common.home': 'Inicio' }, { 'about.title': 'Quiénes somos' }]);
  });

  it('reloads every page asked for when the development server changed the content, showing them only once all have arrived', async () => {
    const files: Record<string, unknown> = {
      'en/_shell.json': { texts: { 'common.home': 'Home' } },
      'en/about-us.json': page('about-us', { 'about.title': 'About' }),
    };
    const { store, asked } = host(files);
    await store.page('en', about);
    files['en/about-us.json'] = page('about-us', { 'about.title': 'About us' });
    const reloading = store.reload();
    // Until then the page on screen stays as it was, drawn at once.
    expect(store.page('en', about)).toMatchObject({ status: 'fulfilled', value: { texts: [{}, { 'about.title': 'About' }] } });
    const { show } = await reloading;
    expect(store.page('en', about)).toMatchObject({ value: { texts: [{}, { 'about.title': 'About' }] } });
    show();
    expect(store.page('en', about)).toMatchObject({ status: 'fulfilled', value: { texts: [{ 'common.home': 'Home' }, { 'about.title': 'About us' }] } });
    expect(asked['en/about-us.json']).toBe(2);
    expect(asked['en/_shell.json']).toBe(2);
  });

  it('falls back when the file is missing or the host answers with its HTML page', async () => {
    const { store } = host({
      'en/_shell.json': { texts: {} },
      'en/nope.json': new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
      'en/_not-found.json': page('*'),
    });
    await expect(store.page('en', { file: 'nope.json', fallback: '_not-found.json' })).resolves.toMatchObject({ data: { route: '*' } });
  });

  it("takes a host's answer in the wrong letter case for no page, as a host that minds case answers", async () => {
    const { store } = host({ 'en/_shell.json': { texts: {} }, 'en/About-us.json': page('about-us'), 'en/_not-found.json': page('*') });
    await expect(store.page('en', { file: 'About-us.json', fallback: '_not-found.json' })).resolves.toMatchObject({ data: { route: '*' } });
  });

  it('gives what has arrived at once, which is what lets React draw it in the first render', async () => {
    const { store } = host({ 'en/_shell.json': { texts: {} }, 'en/about-us.json': page('about-us') });
    expect(store.page('en', about).status).toBe('pending');
    const loaded = await store.page('en', about);
    expect(store.page('en', about)).toMatchObject({ status: 'fulfilled', value: loaded });
  });

  it('asks the network once for a file however often and by however many pages it is needed', async () => {
    const { store, asked } = host({ 'es/_shell.json': { texts: {} }, 'es/about-us.json': page('about-us'), 'es/contact.json': page('contact') });
    const contact = { file: 'contact.json', fallback: '_not-found.json' };
    await Promise.all([store.page('es', about), store.page('es', about), store.page('es', contact), store.shell('es')]);
    await store.page('es', about);
    expect(asked).toEqual({ 'es/_shell.json': 1, 'es/about-us.json': 1, 'es/contact.json': 1 });
  });

  it('reports a network failure as such, keeps it until a retry, then asks the network again', async () => {
    const files: Record<string, unknown> = { 'en/_shell.json': { texts: {} }, 'en/about-us.json': new TypeError('Failed to fetch') };
    const { store, asked } = host(files);
    await expect(store.page('en', about)).rejects.toBeInstanceOf(ContentLoadError);
    // A render that meets the failure again shows it; it does not start another request.
    expect(store.page('en', about).status).toBe('rejected');
    files['en/about-us.json'] = page('about-us');
    store.retry();
    await expect(store.page('en', about)).resolves.toMatchObject({ data: { route: 'about-us' } });
    expect(asked).toEqual({ 'en/_shell.json': 1, 'en/about-us.json': 2, 'check en/_shell.json': 1 });
  });

  it('says which address failed and how', async () => {
    const { store } = host({ 'en/_shell.json': new Response('', { status: 500 }) });
    await expect(store.shell('en')).rejects.toThrow('HTTP 500 loading base/en/_shell.json');
    const { store: offline } = host({ 'en/_shell.json': new TypeError('Failed to fetch') });
    await expect(offline.shell('en')).rejects.toThrow('Network error loading base/en/_shell.json');
  });

  describe('after a new deployment has replaced the content under an open tab', () => {
    const reload = vi.fn<() => void>();
    beforeEach(() => {
      const session = new Map<string, string>();
      vi.stubGlobal('sessionStorage', { getItem: (key: string) => session.get(key) ?? null, setItem: (key: string, value: string) => session.set(key, value) });
      vi.stubGlobal('window', { location: { reload } });
      reload.mockClear();
    });
    afterEach(() => vi.unstubAllGlobals());

    it('reloads once to get the new version, then reports the failure', async () => {
      const gone = () => host({}).store;
      const first = gone().page('en', about);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(first.status).toBe('pending');
      // The reloaded page meets the same missing files: no second reload, an error to show instead.
      await expect(gone().page('en', about)).rejects.toBeInstanceOf(ContentLoadError);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('does not reload for a page that does not exist in a version still deployed', async () => {
      const { store } = host({ 'en/_shell.json': { texts: {} }, 'en/_not-found.json': page('*') });
      await expect(store.page('en', { file: 'nope.json', fallback: '_not-found.json' })).resolves.toMatchObject({ data: { route: '*' } });
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
