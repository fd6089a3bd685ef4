import { cpSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { DOMParser, onErrorStopParsing } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHeaderRules, rulesFor } from '../../src/vite/header-rules.ts';
import { outputFolders } from '../../src/vite/output-folder.ts';
import { bootScript, bootScriptHash } from '../../src/prerender/boot-script.ts';
import { missingItemFile, notFoundFile, screenFile, shellFile } from '../../src/shared/content.ts';
import { turnOnPathRouting } from '../../scripts/support/path-routing.ts';
import { locationOf } from '../../src/routing/addresses.ts';
import { Build } from '../support/build.ts';
import { SiteCopy, fixtureRoot } from '../support/site-copy.ts';
import { linksIn, readSite } from '../support/site-model.ts';

const fixture = readSite(fixtureRoot);
const home = fixture.routes.find((route) => route.route === '')!;

/** The files of `built` that hold the test site's draft or its article dated 2099: none may. */
const withUnpublished = (built: Build) =>
  built.files.filter((file) => statSync(join(built.dir, file)).isFile() && /draftmarker|futuremarker/i.test(`${file}\n${built.read(file)}`));

/** Each feed of `built`, read by a strict XML parser, with the address of each of its entries, in order. */
function feedEntries(built: Build): Record<string, string[]> {
  const parser = new DOMParser({ onError: onErrorStopParsing });
  const feeds = built.files.filter((file) => /(^|\/)(rss|atom)\.xml$/.test(file.split(sep).join('/'))).sort();
  return Object.fromEntries(
    feeds.map((file) => {
      const xml = parser.parseFromString(built.read(file), 'text/xml');
      const rss = file.endsWith('rss.xml');
      const entries = Array.from(xml.getElementsByTagName(rss ? 'item' : 'entry'));
      return [file.split(sep).join('/'), entries.map((entry) => entry.getElementsByTagName(rss ? 'link' : 'id')[0]?.textContent ?? '')];
    }),
  );
}

/** What feedEntries must find: the test site's published articles (every page of a collection's item), newest first, once in each feed of each language. */
function expectedEntries(url: (route: string, language: string) => string): Record<string, string[]> {
  const articles = fixture.routes
    .filter((route) => route.kind === 'item')
    .map((route) => route.data.en!.item!)
    .sort((a, b) => b.date.localeCompare(a.date));
  const entries: Record<string, string[]> = {};
  for (const language of fixture.languages) {
    for (const format of ['atom', 'rss']) {
      entries[`${language === 'en' ? '' : `${language}/`}news/${format}.xml`] = articles.map((article) => url(article.route, language));
    }
  }
  return entries;
}
let build: Build;

beforeAll(async () => {
  build = await new Build().run(fixtureRoot);
});
afterAll(() => build?.remove());

describe('the production build', () => {
  it('ships no YAML parser and no schema validator to the browser', () => {
    const scripts = build.files.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // Strings that only those libraries contain, whatever the minifier did to their names.
    const signatures = ['BLOCK_AS_IMPLICIT_KEY', 'YAMLParseError', 'strict mode: unknown keyword', 'must have required property', 'json-schema.org'];
    for (const script of scripts) {
      const code = build.read(script);
      for (const signature of signatures) expect(code.includes(signature), `${script} contains "${signature}"`).toBe(false);
    }
  });

  it('ships nothing of the development server’s tools: no edit mode, no problems banner, no text marks', () => {
    const shipped = build.files.filter((f) => /\.(js|css|html|json)$/.test(f));
    // Strings only src/dev/, src/edit-mode/ and the development server's hooks in the app contain, whatever the minifier did to names.
    const signatures = [
      '__open-in-editor',
      '__edit-mode',
      'Edit text',
      'Add section',
      'data-dev-page',
      'data-dev-ui',
      'virtual:dev-',
      'site:content-changed',
      'subliminal',
      'dev-text-source',
      'Edit mode',
      'Alt+Shift+E',
      'Previous text',
      'Hide for this session',
      'cannot be shown until',
      'npm run validate',
      'dev-toggle',
      'dev-banner',
      'dev-inspector',
      'dev-screen',
    ];
    // The marks edit mode writes after each text: runs of zero-width characters.
    const marks = /[\u200b\u200c\u200d]{9,}/;
    const found = shipped.flatMap((file) => {
      const code = build.read(file);
      return [...signatures.filter((signature) => code.includes(signature)), ...(marks.test(code) ? ['invisible text marks'] : [])].map(
        (what) => `${file}: ${what}`,
      );
    });
    expect(found).toEqual([]);
  });

  it('gives every page, article and language its own data file, and each collection and the site a fallback', () => {
    const data = new Set(build.files.filter((f) => f.startsWith('content/') && f.endsWith('.json')).map((f) => f.split('/').slice(2).join('/')));
    const pages = fixture.routes.filter((route) => route.kind === 'page' || route.kind === 'item').map((route) => `${route.route || 'index'}.json`);
    const fallbacks = [shellFile, notFoundFile, ...fixture.site.collections.map((c) => missingItemFile(c.prefix))];
    for (const language of fixture.languages) {
      const missing = [...pages, ...fallbacks].filter((file) => !data.has(`${language}/${file}`));
      expect(missing, `data files missing for ${language}`).toEqual([]);
    }
  });

  it('holds the home page prerendered in the default language, ready to hydrate', () => {
    const html = build.read('index.html');
    const slides = home.data.en!.blocks.flatMap((block) => (block.type === 'hero-slider' ? block.slides : []));
    expect(html).toMatch(/<html lang="en" data-route="" /);
    expect(html).toContain('<div id="root"><');
    expect(/<h1 class="hero-slide__title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(fixture.text('en', slides[0]!.title));
    expect(html).toMatch(
      / data-routing="hash" data-languages="en es" data-default-language="en" data-base="\.\/" data-content="\.\/content\/\w+" data-screens="\.\/prerendered\/\w+" /,
    );
    // The slider's markup is all there before Swiper: every slide, two buttons, the scrollbar.
    expect(html.match(/class="swiper-slide"/g)).toHaveLength(slides.length);
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('class="swiper-scrollbar');
  });

  it('tells search engines and link previews about the home page, with the address site.yaml gives', () => {
    const html = build.read('index.html');
    const head = html.slice(0, html.indexOf('</head>'));
    const tag = (marker: string) => new RegExp(`<(?:meta|link) ${marker} (?:content|href)="([^"]*)"`).exec(head)?.[1]?.replace(/&amp;/g, '&');
    const description = fixture.text('en', home.data.en!.description!);
    expect(tag('name="description"')).toBe(description);
    expect(tag('rel="canonical"')).toBe(`${fixture.site.url}/`);
    expect(tag('property="og:url"')).toBe(`${fixture.site.url}/`);
    expect(tag('property="og:title"')).toBe(fixture.text('en', home.data.en!.title));
    expect(tag('property="og:description"')).toBe(description);
    expect(tag('property="og:image"')).toBe(`${fixture.site.url}/${fixture.site.shareImage!.src}`);
    expect(tag('name="twitter:card"')).toBe('summary_large_image');
    // One address for every page: no language versions with hash routing.
    expect(head).not.toMatch(/<link [^>]*hreflang/);
  });

  it('leaves the draft and the article dated after today out of every file it writes (docs/BEHAVIOUR.md#drafts-and-scheduled-articles)', () => {
    expect(withUnpublished(build)).toEqual([]);
  });

  it('writes the RSS and Atom feeds of every language, which every page links to, each listing every published article once', () => {
    expect(feedEntries(build)).toEqual(expectedEntries((route) => `${fixture.site.url}/#/${route}`));
    const head = build.read('index.html').slice(0, build.read('index.html').indexOf('</head>'));
    expect(head).toContain(
      `<link rel="alternate" type="application/rss+xml" title="News · Northwind &amp; Partners" href="${fixture.site.url}/news/rss.xml" data-page-head />`,
    );
  });

  it('holds every page prerendered in every language, each a screen of its own beside the others', () => {
    const screensPath = /data-screens="\.\/([^"]+)"/.exec(build.read('index.html'))![1]!;
    const screens = build.files.filter((f) => f.startsWith(screensPath) && f.endsWith('.html')).map((f) => f.slice(screensPath.length + 1));
    // One screen per page and language, named as its data, the not-found pages left out.
    const pages = fixture.routes.filter((route) => route.kind === 'page' || route.kind === 'item');
    expect(screens.sort()).toEqual(fixture.languages.flatMap((language) => pages.map((route) => `${language}/${screenFile(route.route)}`)).sort());
    const about = fixture.routes.find((route) => route.route === 'about')!;
    const screen = build.read(join(screensPath, 'es', screenFile('about')));
    expect(
      screen.startsWith(`<template data-language="es" data-route="about" data-title="${fixture.title(about, 'es').replace('&', '&amp;')}" data-head="`),
    ).toBe(true);
    // Its head tags, which the boot script puts in place of the home page's.
    expect(screen).toContain(`&lt;link rel=&quot;canonical&quot; href=&quot;${fixture.site.url}/#/about&quot; data-page-head /&gt;`);
    expect(/<h1 class="title-banner__title"[^>]*>([^<]*)<\/h1>/.exec(screen)?.[1]).toBe(fixture.text('es', about.data.es!.title));
    expect(screen).toContain('aria-current="page" href="#/about"');
    // The whole screen, so that nothing moves when the app takes it over.
    expect(screen).toMatch(/<\/footer><\/template>$/);
  });

  it('allows its one inline script by hash in the Content-Security-Policy it ships', () => {
    const html = build.read('index.html');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([bootScript]);
    expect(build.read('_headers'), `the boot script changed: put ${bootScriptHash} in script-src of public/_headers and docs/DEPLOY.md`).toContain(
      `script-src 'self' ${bootScriptHash} `,
    );
  });

  it('gives every file it emits, and the home page, exactly one Cache-Control rule in _headers', async () => {
    const rules = await readHeaderRules(build.dir);
    const served = build.files
      .filter((file) => statSync(join(build.dir, file)).isFile() && file !== '_headers' && !file.startsWith('.vite'))
      .map((file) => `/${file.split(sep).join('/')}`);
    expect(served).toContain('/favicon.svg');
    const missing = [];
    for (const path of ['/', ...served]) {
      const setting = rulesFor(rules, path).filter((rule) => 'Cache-Control' in rule.values);
      // Two would be joined by Cloudflare and overridden by Netlify: one rule, one meaning everywhere.
      if (setting.length !== 1) missing.push(`${path}: ${setting.length} rules`);
    }
    expect(missing, 'add a Cache-Control rule for these paths to public/_headers (and to docs/DEPLOY.md)').toEqual([]);
  });

  it("built over an earlier build inside the project, names its screens after its own files, not the earlier build's", async () => {
    const rebuilt = new Build('inProject');
    try {
      // What an earlier build of other code left where the build writes: a script of another name,
      // and its screens' folder, which this build writes its screens into before naming it, holding a
      // page since removed.
      const { staging } = outputFolders(rebuilt.dir);
      mkdirSync(join(staging, 'assets'), { recursive: true });
      writeFileSync(join(staging, 'assets/app-0ld0ld0l.js'), '');
      mkdirSync(join(staging, 'prerendered/0ld0ld0ld0/en'), { recursive: true });
      writeFileSync(join(staging, 'prerendered/0ld0ld0ld0/en/former.html'), '');
      await rebuilt.run(fixtureRoot);
      expect([...rebuilt.files].sort()).toEqual([...build.files].sort());
    } finally {
      rebuilt.remove();
    }
  });

  it("gives index.html the home page's title as the app sets it, escaped", () => {
    expect(fixture.site.company.name).toContain('&');
    expect(build.read('index.html')).toContain(`<title>${fixture.title(home, 'en').replace('&', '&amp;')}</title>`);
  });
});

describe('the folder of the prerendered screens, which hosts cache for good', () => {
  let app: SiteCopy;
  const screensFolder = (built: Build) => /data-screens="\.\/(prerendered\/\w+)"/.exec(built.read('index.html'))![1]!;
  const stylesheets = (built: Build) => built.files.filter((file) => file.endsWith('.css'));

  beforeAll(() => {
    app = new SiteCopy(fixtureRoot, 'app');
  });
  afterAll(() => app?.remove());

  it('is renamed by a change of code that changes the screens, even code the browser never runs', async () => {
    // How every screen is wrapped: build-time code alone, so no file of the app changes its name.
    app.edit('src/prerender/inject.ts', 'return `<template data-language=', 'return `<template data-wrapped data-language=');
    const rebuilt = await new Build().run(app.root, app.root);
    try {
      expect(rebuilt.read(join(screensFolder(rebuilt), 'es', screenFile('about')))).toMatch(/^<template data-wrapped /);
      expect(screensFolder(rebuilt)).not.toBe(screensFolder(build));
    } finally {
      rebuilt.remove();
      app.edit('src/prerender/inject.ts', 'return `<template data-wrapped data-language=', 'return `<template data-language=');
    }
  });

  it('keeps its name through a change of code that leaves the screens as they were, so visitors keep them cached', async () => {
    app.edit('src/styles/layout.css', /$/, '\n.site-header { outline-offset: 1px; }\n');
    const rebuilt = await new Build().run(app.root, app.root);
    try {
      expect(stylesheets(rebuilt)).not.toEqual(stylesheets(build));
      expect(screensFolder(rebuilt)).toBe(screensFolder(build));
    } finally {
      rebuilt.remove();
    }
  });
});

describe('a site with many more pages', () => {
  // Enough for the build to share the prerendering out between threads on a machine of 2 cores or more.
  const extraPages = 260;
  let bigger: Build;
  let copy: SiteCopy;

  beforeAll(async () => {
    copy = new SiteCopy(fixtureRoot);
    const texts = (language: string) =>
      Array.from({ length: extraPages }, (_, i) => `page${i}:\n  title: ${language} page ${i}\n  text: Text ${i} in ${language}.\n`).join('');
    for (const language of fixture.languages) copy.write(`locales/${language}/generated.yaml`, texts(language));
    for (let i = 0; i < extraPages; i++) {
      copy.write(
        `pages/generated/page-${i}.yaml`,
        `route: generated/page-${i}\ntitle: generated.page${i}.title\nblocks:\n  - type: title-banner\n    text: generated.page${i}.text\n`,
      );
    }
    bigger = await new Build().run(copy.root);
  });
  afterAll(() => {
    bigger?.remove();
    copy?.remove();
  });

  it('builds each of them', () => {
    expect(bigger.files.filter((f) => /\/en\/generated\/page-\d+\.json$/.test(f))).toHaveLength(extraPages);
  });

  it('prerenders each of them in every language, each screen with its own page and texts', () => {
    const screensPath = /data-screens="\.\/([^"]+)"/.exec(bigger.read('index.html'))![1]!;
    for (const language of fixture.languages) {
      for (let i = 0; i < extraPages; i++) {
        const screen = bigger.read(join(screensPath, language, screenFile(`generated/page-${i}`)));
        expect(screen).toContain(`data-language="${language}" data-route="generated/page-${i}" data-title="${language} page ${i} · `);
        expect(screen).toContain(`>Text ${i} in ${language}.<`);
      }
    }
  });

  it('keeps the page list out of the scripts every page loads', () => {
    // The menu and the footer name their pages; no other page may be known before it is visited.
    const linked = new Set(linksIn(fixture.site).map((link) => link.replace(/^\//, '')));
    const unlinked = fixture.routes.filter((r) => (r.kind === 'page' || r.kind === 'item') && !linked.has(r.route)).map((r) => r.route);
    expect(unlinked.length).toBeGreaterThan(0);
    for (const [site, routes] of [
      [build, unlinked],
      [bigger, ['generated/page-1']],
    ] as const) {
      for (const script of site.startupScripts()) {
        const code = site.read(script);
        for (const route of routes) expect(code.includes(route), `${script} names ${route}`).toBe(false);
      }
    }
  });

  it('keeps index.html the size it was: it lists no page, and holds the same home page', () => {
    expect(bigger.read('index.html').length).toBe(build.read('index.html').length);
  });

  it('loads no more code at start, nor on the home page, than the site without them', () => {
    expect(bigger.bytes(bigger.startupScripts()), 'bytes of the start-up scripts').toBeLessThanOrEqual(build.bytes(build.startupScripts()));
    expect(bigger.bytes(bigger.homeScripts(home.blocks)), "bytes of the home page's scripts").toBeLessThanOrEqual(build.bytes(build.homeScripts(home.blocks)));
  });
});

describe('with path routing', () => {
  let paths: Build;
  let copy: SiteCopy;
  const pages = fixture.routes.filter((route) => route.kind === 'page' || route.kind === 'item');
  const addressing = { ...fixture.site, routing: 'path' as const };
  const fileOf = (route: string, language: string) => `${locationOf(route, language, addressing).slice(1)}index.html`;

  /** Old addresses, each to the page it leads to now (docs/BEHAVIOUR.md#redirects). */
  const redirects = { team: 'about', 'news/old-first-steps': 'articles/first-steps' };

  beforeAll(async () => {
    copy = new SiteCopy(fixtureRoot);
    turnOnPathRouting(copy.root);
    copy.write(
      'site.yaml',
      `${copy.read('site.yaml')}\nredirects:\n${Object.entries(redirects)
        .map(([from, to]) => `  - from: /${from}\n    to: /${to}\n`)
        .join('')}`,
    );
    // A rule of the site's own, for the host.
    copy.write('public/_redirects', '/es/*  /es/404.html  404\n');
    paths = await new Build().run(copy.root);
  });
  afterAll(() => {
    paths?.remove();
    copy?.remove();
  });

  it('writes every page of every language as a file at its own address, and a not-found page per language', () => {
    const html = paths.files.filter((file) => file.endsWith('.html')).sort();
    const expected = fixture.languages.flatMap((language) => [
      ...pages.map((route) => fileOf(route.route, language)),
      ...Object.keys(redirects).map((from) => fileOf(from, language)),
      language === 'en' ? '404.html' : `${language}/404.html`,
    ]);
    expect(html).toEqual(expected.sort());
    expect(paths.files.some((file) => file.startsWith('prerendered'))).toBe(false);
  });

  it("gives each its own language, route, title and markup, and addresses every file from the site's base", () => {
    const about = fixture.routes.find((route) => route.route === 'about')!;
    const html = paths.read(fileOf('about', 'es'));
    expect(html).toMatch(/<html lang="es" data-route="about" data-routing="path" [^>]*data-base="\/" data-content="\/content\/\w+"/);
    expect(html).toContain(`<title>${fixture.title(about, 'es').replace('&', '&amp;')}</title>`);
    expect(/<h1 class="title-banner__title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(fixture.text('es', about.data.es!.title));
    expect(html).toContain('aria-current="page" href="/es/about/"');
    // Nothing relative: the same files for a page at any depth.
    expect([...html.matchAll(/(?:href|src)="(\.[^"]*)"/g)].map((match) => match[1])).toEqual([]);
    expect([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])).toEqual([bootScript]);
  });

  it('built over an earlier build inside the project, leaves exactly what a build into an empty folder does', async () => {
    // The earlier builds had one more page, the folders one stray file, and the output folder a deployment's repository.
    const earlier = new SiteCopy(copy.root);
    earlier.write('pages/former.yaml', earlier.read('pages/about.yaml').replace('route: about', 'route: former'));
    const rebuilt = new Build('inProject');
    try {
      await rebuilt.run(earlier.root);
      expect(rebuilt.files).toContain(fileOf('former', 'es'));
      // The build before that one, which the next build writes over.
      const { staging } = outputFolders(rebuilt.dir);
      cpSync(rebuilt.dir, staging, { recursive: true });
      for (const folder of [rebuilt.dir, staging]) writeFileSync(join(folder, 'stray.txt'), 'left by hand');
      mkdirSync(join(rebuilt.dir, '.git'));
      writeFileSync(join(rebuilt.dir, '.git/HEAD'), 'ref: refs/heads/main');
      await rebuilt.run(copy.root);
      expect(rebuilt.files.filter((file) => !file.startsWith('.git')).sort()).toEqual([...paths.files].sort());
      expect(rebuilt.read('.git/HEAD')).toBe('ref: refs/heads/main');
    } finally {
      rebuilt.remove();
      earlier.remove();
    }
  });

  it('writes at every old address of every language a page that sends the visitor on without script, and names the page for search engines', () => {
    const about = fixture.routes.find((route) => route.route === 'about')!;
    const title = fixture.title(about, 'es');
    expect(paths.read(fileOf('team', 'es'))).toBe(
      [
        '<!doctype html>',
        '<html lang="es">',
        '  <head>',
        '    <meta charset="UTF-8" />',
        '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
        '    <meta name="robots" content="noindex" />',
        '    <meta http-equiv="refresh" content="0; url=/es/about/" />',
        `    <link rel="canonical" href="${fixture.site.url}/es/about/" />`,
        `    <title>${title.replace('&', '&amp;')}</title>`,
        '  </head>',
        '  <body>',
        `    <p><a href="/es/about/">${fixture.text('es', about.data.es!.title).replace('&', '&amp;')}</a></p>`,
        '  </body>',
        '</html>',
        '',
      ].join('\n'),
    );
    expect(paths.read(fileOf('news/old-first-steps', 'en'))).toContain('<meta http-equiv="refresh" content="0; url=/articles/first-steps/" />');
  });

  it("writes _redirects for the hosts that read it: every old address of every language, with and without its last '/', then the site's own rules", () => {
    expect(paths.read('_redirects')).toBe(
      [
        '# Old addresses of pages that have moved (redirects: in site.yaml), written by the build.',
        '/team  /about/  301',
        '/team/  /about/  301',
        '/news/old-first-steps  /articles/first-steps/  301',
        '/news/old-first-steps/  /articles/first-steps/  301',
        '/es/team  /es/about/  301',
        '/es/team/  /es/about/  301',
        '/es/news/old-first-steps  /es/articles/first-steps/  301',
        '/es/news/old-first-steps/  /es/articles/first-steps/  301',
        '',
        '/es/*  /es/404.html  404',
        '',
      ].join('\n'),
    );
  });

  it('lists every page of every language in sitemap.xml, which robots.txt names', () => {
    const sitemap = paths.read('sitemap.xml');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(listed.sort()).toEqual(
      fixture.languages.flatMap((language) => pages.map((route) => `${fixture.site.url}${locationOf(route.route, language, addressing)}`)).sort(),
    );
    expect(paths.read('robots.txt')).toContain(`Sitemap: ${fixture.site.url}/sitemap.xml`);
  });

  it('leaves the draft and the article dated after today out of every file, and lists the others in the feeds by their own addresses', () => {
    expect(withUnpublished(paths)).toEqual([]);
    const url = (route: string, language: string) => `${fixture.site.url}${locationOf(route, language, addressing)}`;
    expect(feedEntries(paths)).toEqual(expectedEntries(url));
    const spanishHead = paths.read(fileOf('about', 'es')).slice(0, paths.read(fileOf('about', 'es')).indexOf('</head>'));
    expect(spanishHead).toContain(`title="Noticias · Northwind &amp; Partners" href="${fixture.site.url}/es/news/atom.xml"`);
  });

  it("gives every file but the pages exactly one Cache-Control rule; the pages get the host's, which revalidates (docs/DEPLOY.md)", async () => {
    const rules = await readHeaderRules(paths.dir);
    const served = paths.files.filter(
      (file) => statSync(join(paths.dir, file)).isFile() && !['_headers', '_redirects'].includes(file) && !file.startsWith('.vite') && !file.endsWith('.html'),
    );
    expect(served).toEqual(expect.arrayContaining(['sitemap.xml', 'robots.txt']));
    const wrong = served
      .map((file) => `/${file.split(sep).join('/')}`)
      .filter((path) => rulesFor(rules, path).filter((rule) => 'Cache-Control' in rule.values).length !== 1);
    expect(wrong).toEqual([]);
    const pageAddresses = pages.map((route) => locationOf(route.route, 'es', addressing)).filter((path) => path !== '/');
    expect(pageAddresses.filter((path) => rulesFor(rules, path).some((rule) => 'Cache-Control' in rule.values))).toEqual([]);
  });
});
