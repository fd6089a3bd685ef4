import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { initialLanguage } from '../../src/i18n/language-preference.ts';
import { bootScript } from '../../src/prerender/boot-script.ts';
import { headElements } from '../../src/seo/head.ts';
import { resolveRoute, routeOfHash } from '../../src/routing/resolve-route.ts';
import { addressOf, locationOfPath } from '../../src/routing/addresses.ts';
import { replaceOldHash } from '../../src/routing/redirects.ts';
import { notFoundFile, screenFile, type SiteData } from '../../src/shared/content.ts';

type Added = Record<string, string> & { tag: string };

/** A stand-in for an element of the page, recording what the replay does to it. */
class Control {
  readonly done: string[] = [];
  isConnected = true;
  constructor(
    readonly name: string,
    readonly tagName = 'BUTTON',
    readonly heldByClick = true,
    /** The language a link of the language switch leads to (path routing). */
    readonly hreflang: string | null = null,
  ) {}
  closest(selector: string) {
    if (selector.includes('hreflang')) return this.hreflang === null ? null : this;
    return this.heldByClick ? this : null;
  }
  getAttribute(name: string) {
    return name === 'hreflang' ? this.hreflang : null;
  }
  click() {
    this.done.push(`click ${this.name}`);
  }
  requestSubmit() {
    this.done.push(`submit ${this.name}`);
  }
}

/** What a request for a screen gets: its text (a 200), a status, or a network failure. */
type Answer = string | number | Error;

/** A parsed `<template data-…>markup</template>`, as the browser's parser would give it (or null for anything else). */
function parseScreen(html: string) {
  const match = /^<template data-language="([^"]*)" data-route="([^"]*)" data-title="([^"]*)" data-head="([^"]*)">([\s\S]*)<\/template>$/.exec(html);
  if (!match) return { tagName: 'P', getAttribute: () => null, content: html };
  const attributes: Record<string, string> = { 'data-language': match[1]!, 'data-route': match[2]!, 'data-title': match[3]!, 'data-head': match[4]! };
  return { tagName: 'TEMPLATE', getAttribute: (name: string) => attributes[name] ?? null, content: match[5]! };
}

/** A screen as the build writes it (src/prerender/inject.ts). */
const screen = (language: string, route: string, markup = `<main>${language}:${route}</main>`) =>
  `<template data-language="${language}" data-route="${route}" data-title="${route || 'home'} (${language})" data-head="tags of ${route || 'home'} (${language})">${markup}</template>`;

/**
 * Runs the inline script of index.html against a stub of what it touches, as a browser would
 * before the body: `answers` are what the server answers for each screen asked for (by its path
 * under the screens' folder); a screen asked for and not listed never arrives.
 */
/** A page prerendered with path routing: its address, its language and route, and the site's base. */
interface PathPage {
  pathname: string;
  lang: string;
  route: string;
  base?: string;
}

function boot(
  hash: string,
  savedLanguage: string | null | Error,
  {
    paintReported = true,
    answers = {},
    byPath = null,
    redirects = {},
  }: { paintReported?: boolean; answers?: Record<string, Answer>; byPath?: PathPage | null; redirects?: Record<string, string> } = {},
) {
  const classes = new Set<string>();
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: { type: string; listener: (event: unknown) => void }[] = [];
  const windowListeners: Record<string, () => void> = {};
  const rootAttributes = new Set<string>();
  const requested: string[] = [];
  const scrolls: [number, number][] = [];
  const pending: Promise<unknown>[] = [];
  let parsed = false;
  let onParsed: (() => void) | undefined;
  let onReadyChange: (() => void) | undefined;
  const replacedBy: string[] = [];
  const stored: string[] = [];
  /** The addresses history.replaceState() put in place of the current one, and the state each kept. */
  const replacedInPlace: { url: string; state: unknown }[] = [];
  const historyState = { scrollKey: 'entry-1' };
  const location = { hash, pathname: byPath?.pathname ?? '/', search: '', replace: (url: string) => replacedBy.push(url) };
  const rootElement = { content: 'the home page, prerendered' };
  /** The <head>'s tags for search engines and previews (src/seo/head.ts), as the boot script may replace them. */
  let headTags = ['tags of home (en)', 'other'];
  const html = {
    hasAttribute: (name: string) => rootAttributes.has(name),
    lang: byPath?.lang ?? 'en',
    dataset: (byPath
      ? {
          route: byPath.route,
          routing: 'path',
          languages: 'en es',
          defaultLanguage: 'en',
          base: byPath.base ?? '/',
          content: './content/abc123',
          entry: './assets/runtime.js ./assets/app.js',
        }
      : {
          route: '',
          routing: 'hash',
          languages: 'en es',
          defaultLanguage: 'en',
          base: './',
          content: './content/abc123',
          screens: './prerendered/def456',
          entry: './assets/runtime.js ./assets/app.js',
        }) as Record<string, string>,
    classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name), contains: (name: string) => classes.has(name) },
  };
  if (Object.keys(redirects).length > 0) html.dataset.redirects = JSON.stringify(redirects);
  const history = {
    state: historyState,
    replaceState: (state: unknown, _title: string, url: string) => {
      replacedInPlace.push({ url, state });
      location.hash = url;
    },
  };
  const document = {
    title: 'Home · Company',
    get readyState() {
      return parsed ? 'interactive' : 'loading';
    },
    addEventListener: (type: string, listener: (event: unknown) => void, capture?: boolean) => {
      if (type === 'DOMContentLoaded') onParsed = listener as () => void;
      else if (capture) listeners.push({ type, listener });
    },
    documentElement: html,
    head: {
      appendChild: (element: Added) => added.push(element),
      querySelectorAll: (selector: string) =>
        (selector === headElements ? headTags.filter((tag) => tag !== 'other') : []).map((tag) => ({
          remove: () => (headTags = headTags.filter((kept) => kept !== tag)),
        })),
      insertAdjacentHTML: (where: string, html: string) => where === 'beforeend' && headTags.push(html),
    },
    getElementById: (id: string) => (id === 'root' ? { replaceChildren: (content: string) => (rootElement.content = content) } : null),
    createElement: (tag: string) => {
      if (tag !== 'template') return { tag };
      const holder = { content: { firstElementChild: null as unknown } };
      return Object.defineProperty(holder, 'innerHTML', {
        set: (text: string) => {
          holder.content.firstElementChild = parseScreen(text);
        },
      });
    },
  };
  const fetch = (url: string) => {
    const path = url.replace('./prerendered/def456/', '');
    requested.push(path);
    const answer = answers[path];
    if (answer === undefined) return new Promise(() => {});
    const response =
      answer instanceof Error
        ? Promise.reject(answer)
        : Promise.resolve(typeof answer === 'number' ? { ok: false, status: answer } : { ok: true, status: 200, text: () => Promise.resolve(answer) });
    pending.push(response.catch(() => undefined));
    return response;
  };
  runInNewContext(bootScript, {
    location,
    history,
    localStorage: {
      getItem: () => {
        if (savedLanguage instanceof Error) throw savedLanguage;
        return savedLanguage;
      },
      setItem: (key: string, value: string) => {
        if (savedLanguage instanceof Error) throw savedLanguage;
        stored.push(`${key}=${value}`);
      },
    },
    fetch,
    scrollTo: (x: number, y: number) => scrolls.push([x, y]),
    addEventListener: (type: string, listener: () => void) => (windowListeners[type] = listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    PerformanceObserver: paintReported
      ? Object.assign(
          function (this: unknown, callback: (entries: unknown) => void) {
            const firstContentfulPaint = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []) };
            return {
              observe: ({ type, buffered }: { type: string; buffered: boolean }) =>
                type === 'paint' && buffered && frames.push(() => callback(firstContentfulPaint)),
            };
          },
          { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
        )
      : undefined,
    setTimeout: (callback: () => void) => timers.push(callback),
    MutationObserver: function (this: unknown, callback: (changes: unknown[], observer: unknown) => void) {
      const observer = {
        observe: (_: unknown, options: { attributeFilter: string[] }) => {
          if (options.attributeFilter.includes('data-ready')) onReadyChange = () => callback([], observer);
        },
        disconnect: () => (onReadyChange = undefined),
      };
      return observer;
    },
    document,
  });
  const describe = (element: Added) =>
    element.tag === 'script'
      ? `script ${element.type} ${element.fetchPriority} ${element.src}`
      : `${element.rel} ${element.as} ${element.crossOrigin} ${element.href}`;
  /** Lets every answer given so far arrive (a few turns of the event loop). */
  const settle = async () => {
    for (let turn = 0; turn < 5; turn++) await Promise.all(pending.splice(0));
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    get stale() {
      return classes.has('prerender-stale');
    },
    /** What is fetched before the first paint. */
    atOnce: () => added.map(describe),
    /** The screens asked for, by their path under the screens' folder. */
    requested,
    /** Where location.replace() sent the visitor. */
    replacedBy,
    /** What was written to localStorage, as `key=value`. */
    stored,
    /** Every scrollTo(x, y) the script made. */
    scrolls,
    /** What history.replaceState() put in place of the address. */
    replacedInPlace,
    /** Whether the script follows links itself (a hashchange listener). */
    followsLinks: () => 'hashchange' in windowListeners,
    /** What #root shows, the title, <html lang> and data-route. */
    shown: () => ({ root: rootElement.content, title: document.title, lang: html.lang, route: html.dataset.route }),
    /** The head's own tags, and the others it holds. */
    head: () => headTags,
    settle,
    /** The body has been parsed. */
    parse: () => {
      parsed = true;
      onParsed?.();
    },
    /** What is fetched once the first contentful paint is reported (or, where it is not, the first frame). */
    afterPaint: () => {
      const before = added.length;
      frames.splice(0).forEach((frame) => frame());
      timers.splice(0).forEach((timer) => timer());
      return added.slice(before).map(describe);
    },
    /** Timers waiting: the start after the paint, and the 4 s safety net. */
    timers,
    /** The visitor follows a link: the address changes, the page does not reload. */
    follow: (newHash: string) => {
      location.hash = newHash;
      windowListeners.hashchange?.();
    },
    /** Dispatches a click or a submit as the visitor would; says whether the page and the browser may act on it. */
    dispatch: (type: 'click' | 'submit', target: Control, keys: { ctrlKey?: boolean; button?: number } = {}) => {
      let prevented = false;
      let stopped = false;
      const event = { type, target, ...keys, preventDefault: () => (prevented = true), stopPropagation: () => (stopped = true) };
      listeners.filter((entry) => entry.type === type).forEach(({ listener }) => listener(event));
      return !prevented && !stopped;
    },
    /** The app's code starts running, as src/main.tsx marks it. */
    appRuns: () => rootAttributes.add('data-app'),
    /** The app marks itself ready, as src/main.tsx does. */
    appReady: () => {
      rootAttributes.add('data-ready');
      onReadyChange?.();
    },
  };
}

const texts = (language: string, page: string) => [
  `preload fetch anonymous ./content/abc123/${language}/_shell.json`,
  `preload fetch anonymous ./content/abc123/${language}/${page}.json`,
];
const app = (priority: string) => [`script module ${priority} ./assets/runtime.js`, `script module ${priority} ./assets/app.js`];

describe('the boot script of the prerendered index.html', () => {
  it('keeps the prerendered home for a first visit, and fetches texts and code only after it has painted', () => {
    const visit = boot('', null);
    expect(visit.stale).toBe(false);
    expect(visit.atOnce()).toEqual([]);
    expect(visit.requested).toEqual([]);
    expect(visit.afterPaint()).toEqual([...texts('en', 'index'), ...app('auto')]);
    expect(boot('#/', 'en').requested).toEqual([]);
  });

  it('hides it for a visitor who chose Spanish, puts the Spanish home in its place, then starts the app after the paint', async () => {
    const visit = boot('', 'es', { answers: { 'es/index.html': screen('es', '') } });
    expect(visit.stale).toBe(true);
    expect(visit.requested).toEqual(['es/index.html']);
    expect(visit.atOnce()).toEqual([]);
    visit.parse();
    await visit.settle();
    expect(visit.shown()).toEqual({ root: '<main>es:</main>', title: 'home (es)', lang: 'es', route: '' });
    expect(visit.stale).toBe(false);
    expect(visit.afterPaint()).toEqual([...texts('es', 'index'), ...app('auto')]);
  });

  it('puts the screen of a deep link in place once the body has been parsed, however early it arrives', async () => {
    const visit = boot('#/web-services/development', null, { answers: { 'en/web-services/development.html': screen('en', 'web-services/development') } });
    expect(visit.requested).toEqual(['en/web-services/development.html']);
    await visit.settle();
    expect(visit.shown().root).toBe('the home page, prerendered');
    expect(visit.stale).toBe(true);
    visit.parse();
    expect(visit.shown()).toEqual({
      root: '<main>en:web-services/development</main>',
      title: 'web-services/development (en)',
      lang: 'en',
      route: 'web-services/development',
    });
    // The home page's tags for search engines and previews give way to the page's; nothing else in the head moves.
    expect(visit.head()).toEqual(['other', 'tags of web-services/development (en)']);
    expect(visit.stale).toBe(false);
    expect(visit.afterPaint()).toEqual([...texts('en', 'web-services/development'), ...app('auto')]);
  });

  it.each<[string, Answer]>([
    ['the server has no such screen', 404],
    ['the network fails', new Error('offline')],
    ['the host answers with a page of its own', '<!doctype html><html><body><p>Welcome</p></body></html>'],
    ['the screen is of another page', screen('en', 'about-us')],
    ['the screen is in another language', screen('es', 'contact')],
  ])('keeps the page hidden and fetches the app at once, at high priority, when %s', async (_, answer) => {
    const visit = boot('#/contact', null, { answers: { 'en/contact.html': answer } });
    visit.parse();
    await visit.settle();
    expect(visit.stale).toBe(true);
    expect(visit.shown().root).toBe('the home page, prerendered');
    expect(visit.atOnce()).toEqual([...texts('en', 'contact'), ...app('high')]);
  });

  it('asks for no screen for an address that names no page, and fetches the not-found page and the app at once', () => {
    for (const hash of ['#/<img onerror=1>', '#/../secret', `#/${'a'.repeat(100_000)}`]) {
      const visit = boot(hash, null);
      expect(visit.requested).toEqual([]);
      expect(visit.stale).toBe(true);
      expect(visit.atOnce()).toEqual([...texts('en', '_not-found'), ...app('high')]);
    }
  });

  it("puts a screen arriving after the app was asked for in place, but not once the app's code runs", async () => {
    const late = boot('#/contact', null, { answers: { 'en/contact.html': screen('en', 'contact') } });
    await late.settle();
    // The body takes more than 4 s: the safety net starts the app, at high priority since nothing is shown.
    late.timers.splice(0).forEach((timer) => timer());
    expect(late.atOnce()).toEqual([...texts('en', 'contact'), ...app('high')]);
    late.parse();
    expect(late.shown().root).toBe('<main>en:contact</main>');

    const later = boot('#/contact', null, { answers: { 'en/contact.html': screen('en', 'contact') } });
    await later.settle();
    later.appRuns();
    later.parse();
    expect(later.shown().root).toBe('the home page, prerendered');
    expect(later.stale).toBe(true);
  });

  it('brings the screen of a link followed before the app runs, keeping the page on screen meanwhile', async () => {
    const visit = boot('', null, { answers: { 'en/about-us.html': screen('en', 'about-us') } });
    visit.parse();
    visit.follow('#/about-us');
    expect(visit.stale).toBe(false);
    expect(visit.requested).toEqual(['en/about-us.html']);
    await visit.settle();
    expect(visit.shown()).toMatchObject({ root: '<main>en:about-us</main>', route: 'about-us' });
    visit.follow('#/');
    expect(visit.requested).toEqual(['en/about-us.html', 'en/index.html']);
  });

  it("starts a screen it puts in place at the top, but leaves the position alone once the app's code runs", async () => {
    const alone = boot('#/contact', null, { answers: { 'en/contact.html': screen('en', 'contact'), 'en/index.html': screen('en', '') } });
    alone.parse();
    await alone.settle();
    alone.follow('#/');
    await alone.settle();
    expect(alone.shown().route).toBe('');
    expect(alone.scrolls).toEqual([[0, 0]]);
    // Back to the home page while its screen is on its way: the app may restore the visitor's
    // position before it arrives (docs/BEHAVIOUR.md#scroll-restoration).
    const back = boot('#/contact', null, { answers: { 'en/contact.html': screen('en', 'contact'), 'en/index.html': screen('en', '') } });
    back.parse();
    await back.settle();
    back.follow('#/');
    back.appRuns();
    await back.settle();
    expect(back.shown().route).toBe('contact');
    expect(back.scrolls).toEqual([]);
  });

  it("follows links until the app's code runs, then leaves them to the app", () => {
    const visit = boot('', null);
    visit.parse();
    visit.afterPaint();
    visit.follow('#/about-us');
    expect(visit.requested).toEqual(['en/about-us.html']);
    visit.appRuns();
    visit.follow('#/contact');
    expect(visit.requested).toEqual(['en/about-us.html']);
  });

  it('starts the app after the next frame where the browser does not report paints, and only once', () => {
    expect(boot('', null, { paintReported: false }).afterPaint()).toEqual([...texts('en', 'index'), ...app('auto')]);
    const reported = boot('', null);
    expect(reported.timers).toHaveLength(1);
    expect(reported.afterPaint()).toHaveLength(4);
    expect(reported.afterPaint()).toEqual([]);
  });

  it('holds back clicks on controls made before the app is ready, and replays every one, in order, once it is', () => {
    const visit = boot('', null);
    const spanish = new Control('Español');
    const menu = new Control('menu');
    for (const control of [spanish, menu, spanish]) expect(visit.dispatch('click', control)).toBe(false);
    expect([...spanish.done, ...menu.done]).toEqual([]);
    visit.appReady();
    expect(spanish.done).toEqual(['click Español', 'click Español']);
    expect(menu.done).toEqual(['click menu']);
  });

  it('holds back a form sent before the app is ready, and has it sent once, when the app is', () => {
    const visit = boot('', null);
    const form = new Control('newsletter', 'FORM');
    expect(visit.dispatch('submit', form)).toBe(false);
    expect(visit.dispatch('submit', form)).toBe(false);
    visit.appReady();
    expect(form.done).toEqual(['submit newsletter']);
  });

  it('lets links that name a route go, replays nothing that has left the page, and holds nothing once the app is ready', () => {
    const visit = boot('', null);
    expect(visit.dispatch('click', new Control('About us', 'A', false))).toBe(true);
    const gone = new Control('gone');
    visit.dispatch('click', gone);
    gone.isConnected = false;
    visit.appReady();
    expect(gone.done).toEqual([]);
    const later = new Control('later');
    expect(visit.dispatch('click', later)).toBe(true);
    expect(visit.dispatch('submit', new Control('form', 'FORM'))).toBe(true);
    visit.appReady();
    expect(later.done).toEqual([]);
  });

  it('ignores a stored language the site does not have, as the app does', () => {
    expect(boot('', 'fr').stale).toBe(false);
  });

  it("takes a stored language only when it is exactly one of the site's, never a part of their list", () => {
    const visit = boot('', 'en es');
    expect(visit.stale).toBe(false);
    expect(visit.afterPaint()).toEqual([...texts('en', 'index'), ...app('auto')]);
  });

  it('starts the app in the default language when storage refuses', () => {
    const visit = boot('', new Error('SecurityError'));
    expect(visit.stale).toBe(false);
    expect(visit.afterPaint()).toEqual([...texts('en', 'index'), ...app('auto')]);
  });
});

describe('the boot script and the redirects of site.yaml', () => {
  const redirects = { about: 'about-us', 'blog/old-post': 'blog/new-post', legacy: '' };

  it("replaces an old hash address with its page's in place, keeping the history entry, and shows that page", async () => {
    const visit = boot('#/about', null, { redirects, answers: { 'en/about-us.html': screen('en', 'about-us') } });
    expect(visit.replacedInPlace).toEqual([{ url: '#/about-us', state: { scrollKey: 'entry-1' } }]);
    expect(visit.replacedBy).toEqual([]);
    expect(visit.requested).toEqual(['en/about-us.html']);
    visit.parse();
    await visit.settle();
    expect(visit.shown()).toMatchObject({ root: '<main>en:about-us</main>', route: 'about-us' });
    expect(boot('#/legacy', null, { redirects }).replacedInPlace.map(({ url }) => url)).toEqual(['#/']);
    expect(boot('#/blog/old-post/', null, { redirects }).replacedInPlace.map(({ url }) => url)).toEqual(['#/blog/new-post']);
  });

  it('leaves every other address alone: pages, unknown routes, other letter case', () => {
    for (const hash of ['', '#/', '#/about-us', '#/About', '#/about/more', '#/__proto__', '#/constructor', '#/hasOwnProperty'])
      expect(boot(hash, null, { redirects }).replacedInPlace).toEqual([]);
  });

  it('replaces an old address a link brings before the app runs, and leaves later ones to the app', () => {
    const visit = boot('', null, { redirects });
    visit.parse();
    visit.follow('#/about');
    expect(visit.replacedInPlace.map(({ url }) => url)).toEqual(['#/about-us']);
    expect(visit.requested).toEqual(['en/about-us.html']);
    visit.appRuns();
    visit.follow('#/about');
    expect(visit.replacedInPlace).toHaveLength(1);
  });

  it("takes an old hash address of the days of hash routing to the page's own address with path routing", () => {
    const root = { pathname: '/', lang: 'en', route: '' };
    expect(boot('#/about', null, { redirects, byPath: root }).replacedBy).toEqual(['/about-us/']);
    expect(boot('#/about', 'es', { redirects, byPath: root }).replacedBy).toEqual(['/es/about-us/']);
    expect(boot('#/about', null, { redirects, byPath: root }).replacedInPlace).toEqual([]);
  });
});

describe('the boot script of a page prerendered with path routing', () => {
  const page = (pathname: string, lang: string, route: string, base?: string): PathPage => ({ pathname, lang, route, ...(base ? { base } : {}) });

  it.each([
    ['/', page('/', 'en', '')],
    ['/about/', page('/about/', 'en', 'about')],
    ['/es/about/', page('/es/about/', 'es', 'about')],
    ['/es/', page('/es/', 'es', '')],
    ['/site/es/services/consulting/ (the site in a folder)', page('/site/es/services/consulting/', 'es', 'services/consulting', '/site/')],
  ])('shows %s as it is, and starts the app in its language after it has painted', (_, byPath) => {
    const visit = boot('', null, { byPath });
    expect(visit.stale).toBe(false);
    expect(visit.atOnce()).toEqual([]);
    expect(visit.afterPaint()).toEqual([...texts(byPath.lang, byPath.route || 'index'), ...app('auto')]);
    expect(visit.requested).toEqual([]);
    expect(visit.followsLinks()).toBe(false);
  });

  it('shows the page its address names, whatever language the visitor chose, except at the root address', () => {
    expect(boot('', 'es', { byPath: page('/about/', 'en', 'about') }).stale).toBe(false);
    expect(boot('', 'en', { byPath: page('/es/about/', 'es', 'about') }).stale).toBe(false);
  });

  it("sends a visitor who chose another language from the root address to that language's home page, before anything is drawn", () => {
    const visit = boot('#top', 'es', { byPath: page('/', 'en', '') });
    expect(visit.replacedBy).toEqual(['/es/#top']);
    expect(visit.atOnce()).toEqual([]);
    expect(visit.afterPaint()).toEqual([]);
    expect(boot('', 'es', { byPath: page('/site/', 'en', '', '/site/') }).replacedBy).toEqual(['/site/es/']);
    for (const saved of [null, 'en', 'fr']) expect(boot('', saved, { byPath: page('/', 'en', '') }).replacedBy).toEqual([]);
  });

  it("takes a link from the days of hash routing to its page's own address, in the language the visitor chose", () => {
    expect(boot('#/services/consulting', null, { byPath: page('/', 'en', '') }).replacedBy).toEqual(['/services/consulting/']);
    expect(boot('#/about/', 'es', { byPath: page('/', 'en', '') }).replacedBy).toEqual(['/es/about/']);
    expect(boot('#/', null, { byPath: page('/', 'en', '') }).replacedBy).toEqual([]);
    expect(boot('#/about', null, { byPath: page('/site/', 'en', '', '/site/') }).replacedBy).toEqual(['/site/about/']);
    // Only at the root: elsewhere a fragment is the page's own.
    expect(boot('#/about', null, { byPath: page('/contact/', 'en', 'contact') }).replacedBy).toEqual([]);
    expect(boot('#main', null, { byPath: page('/', 'en', '') }).replacedBy).toEqual([]);
  });

  it('lets a link of the language switch go, and remembers its language, when it is followed before the app is ready', () => {
    const visit = boot('', null, { byPath: page('/about/', 'en', 'about') });
    const spanish = new Control('Español', 'A', false, 'es');
    expect(visit.dispatch('click', spanish)).toBe(true);
    expect(visit.stored).toEqual(['site.language=es']);
    // Opened in a new tab, or a language the site does not have: no choice.
    expect(visit.dispatch('click', spanish, { ctrlKey: true })).toBe(true);
    expect(visit.dispatch('click', spanish, { button: 1 })).toBe(true);
    expect(visit.dispatch('click', new Control('Français', 'A', false, 'fr'))).toBe(true);
    expect(visit.dispatch('click', new Control('About us', 'A', false))).toBe(true);
    expect(visit.stored).toEqual(['site.language=es']);
    // Once the app is ready, the app remembers the choice once the page in that language has loaded.
    visit.appReady();
    visit.dispatch('click', new Control('English', 'A', false, 'en'));
    expect(visit.stored).toEqual(['site.language=es']);
    // Storage refused: the link still goes.
    expect(boot('', new Error('SecurityError'), { byPath: page('/about/', 'en', 'about') }).dispatch('click', spanish)).toBe(true);
  });

  it('shows the not-found page as it is for any address of its language', () => {
    const visit = boot('', null, { byPath: page('/no-such-page/', 'en', '*') });
    expect(visit.stale).toBe(false);
    expect(visit.afterPaint()).toEqual([...texts('en', 'no-such-page'), ...app('auto')]);
  });

  it("hides the not-found page of another language and has the app draw it in the address's language at once", () => {
    const visit = boot('', null, { byPath: page('/es/no-such-page/', 'en', '*') });
    expect(visit.stale).toBe(true);
    expect(visit.atOnce()).toEqual([...texts('es', 'no-such-page'), ...app('high')]);
  });
});

/** The app's own answers, from the functions it and the build run (initialLanguage, routeOfHash, resolveRoute, screenFile). */
const site = {
  languages: {
    default: 'en',
    available: [
      { code: 'en', label: 'English' },
      { code: 'es', label: 'Español' },
    ],
  },
} as SiteData;
function appFetchesFirst(hash: string, saved: string | null) {
  const language = initialLanguage(site, { getItem: () => saved });
  const route = routeOfHash(hash);
  const file = resolveRoute(route, []).file;
  const prerendered = route === '' && language === site.languages.default;
  return {
    screens: prerendered || file === notFoundFile ? [] : [`${language}/${screenFile(route)}`],
    data: [`${language}/_shell.json`, `${language}/${file}`],
  };
}
function bootFetchesFirst(hash: string, saved: string | null) {
  const visit = boot(hash, saved);
  const preloads = [...visit.atOnce(), ...visit.afterPaint()].filter((line) => line.startsWith('preload'));
  return { screens: visit.requested, data: preloads.map((line) => line.replace('preload fetch anonymous ./content/abc123/', '')) };
}

/** The same with path routing: the page and language the address names (addressOf), whatever language is stored. */
function appFetchesFirstByPath(pathname: string, base: string) {
  const addressing = { ...site, routing: 'path' as const, url: `https://www.example.com${base.replace(/\/$/, '')}` };
  const { language, route } = addressOf(locationOfPath(pathname, addressing), addressing);
  return [`${language}/_shell.json`, `${language}/${resolveRoute(route, []).file}`];
}
function bootFetchesFirstByPath(pathname: string, base: string) {
  const visit = boot('', 'en', { byPath: { pathname, lang: 'en', route: '*', base } });
  return [...visit.atOnce(), ...visit.afterPaint()]
    .filter((line) => line.startsWith('preload'))
    .map((line) => line.replace('preload fetch anonymous ./content/abc123/', ''));
}

describe('the boot script and the app agree', () => {
  const paths = [
    '/',
    '/about-us',
    '/about-us/',
    '//about-us//',
    '/es',
    '/es/',
    '/es/about-us/',
    '/en/about-us/',
    '/fr/about-us/',
    '/es/es/',
    '/ES/about/',
    '/a/../b/',
    '/caf%C3%A9/',
    '/%E0%A4%A/',
    '/es/%61bout-us/',
    '/blog-details/What-is-Industry-4.0/',
    '/es/blog-details/What-is-Industry-4.0/',
    `/${'a'.repeat(1025)}/`,
  ];
  it.each(
    paths.flatMap((path) => [
      [path, '/'],
      [`/site${path}`, '/site/'],
      [path, '/site/'],
    ]),
  )('on the page file and language for the path %s (base %s)', (pathname, base) => {
    expect(bootFetchesFirstByPath(pathname, base)).toEqual(appFetchesFirstByPath(pathname, base));
  });

  const hashes = [
    '',
    '#',
    '#/',
    '#/about-us',
    '#about-us',
    '#/about-us/',
    '#//about-us',
    '#/a/b',
    '#/a//b',
    '#/..',
    '#/a/../b',
    '#/_x',
    '#/x_y',
    '#/%E0%A4%A',
    '#/caf%C3%A9',
    '#/%61bout-us',
    '#/about-us?x=1',
    '#/blog-details/What-is-Industry-4.0',
    '#/<img src=x>',
    `#/${'a'.repeat(1024)}`,
    `#/${'a'.repeat(1025)}`,
    `#/${'a'.repeat(100_000)}`,
  ];
  it.each(hashes.map((hash) => [hash.length > 60 ? `${hash.slice(0, 12)}… (${hash.length} characters)` : hash || '(empty)', hash]))(
    'on the page file and screen for %s',
    (_, hash) => {
      expect(bootFetchesFirst(hash, null)).toEqual(appFetchesFirst(hash, null));
      expect(bootFetchesFirst(hash, 'es')).toEqual(appFetchesFirst(hash, 'es'));
    },
  );

  it.each(['', '#/about', '#about', '#/about/', '#//about', '#/About', '#/about-us', '#/%61bout', '#/legacy', '#/__proto__', '#/toString'])(
    'on whether %j is an old address, and which page it gives way to',
    (hash) => {
      const redirects = { about: 'about-us', legacy: '' };
      const appReplaced: string[] = [];
      const win = { location: { hash }, history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => appReplaced.push(url) } };
      replaceOldHash(win, redirects);
      expect(boot(hash, null, { redirects }).replacedInPlace.map(({ url }) => url)).toEqual(appReplaced);
    },
  );

  it.each([null, '', 'en', 'es', 'en es', 'es en', ' es', 'es ', 'EN', 'Es', 'fr', '__proto__', 'constructor', 'undefined', 'null'])(
    'on the language for a stored %j',
    (saved) => {
      expect(bootFetchesFirst('#/about-us', saved)).toEqual(appFetchesFirst('#/about-us', saved));
    },
  );
});
