import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootScript } from '../../src/prerender/boot-script.ts';

/** Runs the inline script of index.html against a stub of what it touches, as a browser would before the body. */
function boot(hash: string, savedLanguage: string | null | Error) {
  const classes = new Set<string>();
  const preloads: Record<string, string>[] = [];
  const root = {
    lang: 'en',
    dataset: { languages: 'en es', content: './content/abc123' },
    classList: { add: (name: string) => classes.add(name) },
  };
  runInNewContext(bootScript, {
    location: { hash },
    localStorage: {
      getItem: () => {
        if (savedLanguage instanceof Error) throw savedLanguage;
        return savedLanguage;
      },
    },
    document: {
      documentElement: root,
      head: { appendChild: (link: Record<string, string>) => preloads.push(link) },
      createElement: () => ({}),
    },
  });
  return { stale: classes.has('prerender-stale'), preloads: preloads.map((link) => `${link.rel} ${link.as} ${link.crossOrigin} ${link.href}`) };
}

describe('the boot script of the prerendered index.html', () => {
  it('keeps the prerendered home for a first visit, and starts fetching its texts', () => {
    expect(boot('', null)).toEqual({
      stale: false,
      preloads: ['preload fetch anonymous ./content/abc123/en/_shell.json', 'preload fetch anonymous ./content/abc123/en/index.json'],
    });
    expect(boot('#/', 'en').stale).toBe(false);
  });

  it('hides it for a visitor who chose Spanish, and fetches the Spanish texts instead', () => {
    expect(boot('', 'es')).toEqual({
      stale: true,
      preloads: ['preload fetch anonymous ./content/abc123/es/_shell.json', 'preload fetch anonymous ./content/abc123/es/index.json'],
    });
  });

  it('hides it for a link to another page, and fetches that page', () => {
    expect(boot('#/web-services/development', null)).toEqual({
      stale: true,
      preloads: ['preload fetch anonymous ./content/abc123/en/_shell.json', 'preload fetch anonymous ./content/abc123/en/web-services/development.json'],
    });
  });

  it('ignores a stored language the site does not have, as the app does', () => {
    expect(boot('', 'fr').stale).toBe(false);
  });

  it('fetches nothing for an address that names no page, and survives storage that refuses', () => {
    expect(boot('#/<img onerror=1>', null)).toEqual({ stale: true, preloads: [] });
    expect(boot('#/../secret', null)).toEqual({ stale: true, preloads: [] });
    expect(boot('', new Error('SecurityError'))).toEqual({ stale: false, preloads: [] });
  });
});
