import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { initialLanguage } from '../../src/i18n/language-preference.ts';
import { bootScript } from '../../src/prerender/boot-script.ts';
import { resolveRoute, routeOfHash } from '../../src/renderer/resolve-route.ts';
import type { SiteData } from '../../src/shared/content.ts';

type Added = Record<string, string> & { tag: string };

/** A stand-in for an element of the page, recording what the replay does to it. */
class Control {
  readonly done: string[] = [];
  isConnected = true;
  constructor(readonly name: string, readonly tagName = 'BUTTON', readonly heldByClick = true) {}
  closest() {
    return this.heldByClick ? this : null;
  }
  click() {
    this.done.push(`click ${this.name}`);
  }
  requestSubmit() {
    this.done.push(`submit ${this.name}`);
  }
}

/** Runs the inline script of index.html against a stub of what it touches, as a browser would before the body. */
function boot(hash: string, savedLanguage: string | null | Error, paintReported = true) {
  const classes = new Set<string>();
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: { type: string; listener: (event: unknown) => void }[] = [];
  const rootAttributes = new Set<string>();
  let onReadyChange: (() => void) | undefined;
  runInNewContext(bootScript, {
    location: { hash },
    localStorage: {
      getItem: () => {
        if (savedLanguage instanceof Error) throw savedLanguage;
        return savedLanguage;
      },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    PerformanceObserver: paintReported ? Object.assign(function (this: unknown, callback: () => void) {
      return { observe: ({ type, buffered }: { type: string; buffered: boolean }) => type === 'paint' && buffered && frames.push(callback) };
    }, { supportedEntryTypes: ['paint', 'largest-contentful-paint'] }) : undefined,
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
    document: {
      addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => capture && listeners.push({ type, listener }),
      documentElement: {
        hasAttribute: (name: string) => rootAttributes.has(name),
        lang: 'en',
        dataset: { languages: 'en es', content: './content/abc123', entry: './assets/runtime.js ./assets/app.js' },
        classList: { add: (name: string) => classes.add(name) },
      },
      head: { appendChild: (element: Added) => added.push(element) },
      createElement: (tag: string) => ({ tag }),
    },
  });
  const describe = (element: Added) =>
    element.tag === 'script'
      ? `script ${element.type} ${element.fetchPriority} ${element.src}`
      : `${element.rel} ${element.as} ${element.crossOrigin} ${element.href}`;
  return {
    stale: classes.has('prerender-stale'),
    /** What is fetched before the first paint. */
    atOnce: added.map(describe),
    /** What is fetched once the first contentful paint is reported (or, where it is not, the first frame). */
    afterPaint: () => {
      const before = added.length;
      frames.forEach((frame) => frame());
      timers.forEach((timer) => timer());
      return added.slice(before).map(describe);
    },
    /** Timers waiting: the start after the paint, and the 4 s safety net. */
    timers,
    /** Dispatches a click or a submit as the visitor would; says whether the page and the browser may act on it. */
    dispatch: (type: 'click' | 'submit', target: Control) => {
      let prevented = false;
      let stopped = false;
      const event = { type, target, preventDefault: () => (prevented = true), stopPropagation: () => (stopped = true) };
      listeners.filter((entry) => entry.type === type).forEach(({ listener }) => listener(event));
      return !prevented && !stopped;
    },
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
    expect(visit.atOnce).toEqual([]);
    expect(visit.afterPaint()).toEqual([...texts('en', 'index'), ...app('auto')]);
    expect(boot('#/', 'en').stale).toBe(false);
  });

  it('hides it for a visitor who chose Spanish, and fetches the Spanish texts and the code at once', () => {
    const visit = boot('', 'es');
    expect(visit.stale).toBe(true);
    expect(visit.atOnce).toEqual([...texts('es', 'index'), ...app('high')]);
  });

  it('hides it for a link to another page, and fetches that page at once', () => {
    const visit = boot('#/web-services/development', null);
    expect(visit.stale).toBe(true);
    expect(visit.atOnce).toEqual([...texts('en', 'web-services/development'), ...app('high')]);
  });

  it('starts the app after the next frame where the browser does not report paints, and only once', () => {
    expect(boot('', null, false).afterPaint()).toEqual([...texts('en', 'index'), ...app('auto')]);
    const reported = boot('', null);
    expect(reported.timers).toHaveLength(1);
    expect(reported.afterPaint()).toHaveLength(4);
    expect(reported.timers).toHaveLength(2);
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

  it('takes a stored language only when it is exactly one of the site\'s, never a part of their list', () => {
    const visit = boot('', 'en es');
    expect(visit.stale).toBe(false);
    expect(visit.afterPaint()).toEqual([...texts('en', 'index'), ...app('auto')]);
  });

  it('fetches the not-found page for an address that names no page, never a file named after it', () => {
    for (const hash of ['#/<img onerror=1>', '#/../secret', `#/${'a'.repeat(100_000)}`]) {
      expect(boot(hash, null).atOnce).toEqual([...texts('en', '_not-found'), ...app('high')]);
    }
  });

  it('starts the app in the default language when storage refuses', () => {
    const visit = boot('', new Error('SecurityError'));
    expect(visit.stale).toBe(false);
    expect(visit.afterPaint()).toEqual([...texts('en', 'index'), ...app('auto')]);
  });
});

/** The app's own answers, from the functions it runs (initialLanguage, routeOfHash, resolveRoute). */
const site = { languages: { default: 'en', available: [{ code: 'en', label: 'English' }, { code: 'es', label: 'Español' }] } } as SiteData;
function appFetchesFirst(hash: string, saved: string | null) {
  const language = initialLanguage(site, { getItem: () => saved });
  return [`${language}/_shell.json`, `${language}/${resolveRoute(routeOfHash(hash), []).file}`];
}
function bootFetchesFirst(hash: string, saved: string | null) {
  const visit = boot(hash, saved);
  const preloads = [...visit.atOnce, ...visit.afterPaint()].filter((line) => line.startsWith('preload'));
  return preloads.map((line) => line.replace('preload fetch anonymous ./content/abc123/', ''));
}

describe('the boot script and the app agree', () => {
  const hashes = ['', '#', '#/', '#/about-us', '#about-us', '#/about-us/', '#//about-us', '#/a/b', '#/a//b', '#/..', '#/a/../b', '#/_x', '#/x_y',
    '#/%E0%A4%A', '#/caf%C3%A9', '#/%61bout-us', '#/about-us?x=1', '#/blog-details/What-is-Industry-4.0', '#/<img src=x>',
    `#/${'a'.repeat(1024)}`, `#/${'a'.repeat(1025)}`, `#/${'a'.repeat(100_000)}`];
  it.each(hashes.map((hash) => [hash.length > 60 ? `${hash.slice(0, 12)}… (${hash.length} characters)` : hash || '(empty)', hash]))(
    'on the page file for %s', (_, hash) => {
      expect(bootFetchesFirst(hash, null)).toEqual(appFetchesFirst(hash, null));
    },
  );

  it.each([null, '', 'en', 'es', 'en es', 'es en', ' es', 'es ', 'EN', 'Es', 'fr', '__proto__', 'constructor', 'undefined', 'null'])(
    'on the language for a stored %j', (saved) => {
      expect(bootFetchesFirst('#/about-us', saved)).toEqual(appFetchesFirst('#/about-us', saved));
    },
  );
});
