import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { initialLanguage } from '../../src/i18n/language-preference.ts';
import { bootScript } from '../../src/prerender/boot-script.ts';
import { resolveRoute, routeOfHash } from '../../src/renderer/resolve-route.ts';
import type { SiteData } from '../../src/shared/content.ts';

type Added = Record<string, string> & { tag: string };

/** Runs the inline script of index.html against a stub of what it touches, as a browser would before the body. */
function boot(hash: string, savedLanguage: string | null | Error, paintReported = true) {
  const classes = new Set<string>();
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const submitListeners: ((event: unknown) => void)[] = [];
  const rootAttributes = new Set<string>();
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
    document: {
      addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => type === 'submit' && capture && submitListeners.push(listener),
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
    /** Submits a form as the visitor would; says whether the browser may go ahead. */
    submit: (form: { attributes: Set<string> }) => {
      let prevented = false;
      const event = { target: { setAttribute: (name: string) => form.attributes.add(name) }, preventDefault: () => (prevented = true) };
      submitListeners.forEach((listener) => listener(event));
      return !prevented;
    },
    appReady: () => rootAttributes.add('data-ready'),
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

  it('holds back a form sent before the app is ready, marked for the app to send, and leaves later ones alone', () => {
    const visit = boot('', null);
    const form = { attributes: new Set<string>() };
    expect(visit.submit(form)).toBe(false);
    expect([...form.attributes]).toEqual(['data-submit-pending']);
    visit.appReady();
    expect(visit.submit({ attributes: new Set() })).toBe(true);
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
