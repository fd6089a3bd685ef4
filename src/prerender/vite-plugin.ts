import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ViteBuilder } from 'vite';
import { basePath, locationOf } from '../routing/addresses.ts';
import { robotsTxt, sitemapXml } from '../seo/sitemap.ts';
import { screenFile } from '../shared/content.ts';
import { memberOf } from '../shared/guards.ts';
import type * as FirstScreen from './first-screen.tsx';
import { pageDocument, pageTemplate, screenFragment, type BootData } from './inject.ts';

const entry = 'src/prerender/first-screen.tsx';

/**
 * `vite build` builds the browser app, then the screen renderer for Node (Vite's "ssr" environment,
 * into a scratch folder under node_modules so it finds the same packages), and renders every page
 * in every language with the content just built: the home page in the default language into
 * dist/index.html, every page as a screen the boot script fetches for a deep link
 * (docs/BEHAVIOUR.md#first-screen).
 */
export function prerenderPlugin(): Plugin {
  let root = process.cwd();
  const scratch = () => join(root, 'node_modules/.cache/prerender', String(process.pid));
  return {
    name: 'site-prerender',
    apply: 'build',
    config(config) {
      root = resolve(config.root ?? process.cwd());
      return {
        // One resolved config and one set of plugins for both builds: the content is read once.
        builder: { sharedConfigBuild: true },
        environments: {
          ssr: { build: { outDir: scratch(), emptyOutDir: true, copyPublicDir: false, rolldownOptions: { input: { 'first-screen': resolve(root, entry) } } } },
        },
      };
    },
    buildApp: {
      order: 'pre',
      async handler(builder: ViteBuilder) {
        const client = builder.environments.client!;
        const server = builder.environments.ssr!;
        await builder.build(client);
        await builder.build(server);
        try {
          await prerender(resolve(root, client.config.build.outDir), join(scratch(), 'first-screen.js'));
        } finally {
          rmSync(scratch(), { recursive: true, force: true });
        }
      },
    },
  };
}

async function prerender(outDir: string, rendererFile: string): Promise<void> {
  const renderer: unknown = await import(pathToFileURL(rendererFile).href);
  if (!isRenderer(renderer)) throw new Error(`${rendererFile} does not export screenRenderer and site.`);
  const { screenRenderer, site } = renderer;
  const render = screenRenderer((path) => {
    const file = join(outDir, path);
    return file.startsWith(outDir) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  });
  const languages = site.languages.available.map((language) => language.code);
  const routes = pageRoutes(join(outDir, site.contentPath, site.languages.default));
  const template = pageTemplate(readFileSync(join(outDir, 'index.html'), 'utf8'));
  const boot: BootData = { routing: site.routing, languages, defaultLanguage: site.languages.default, base: basePath(site), contentPath: site.contentPath };
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
  };
  if (site.routing === 'path') {
    // Every page of every language at its own address, as a static host serves it: about-us/index.html for /about-us/.
    for (const language of languages) {
      for (const route of routes) write(join(locationOf(route, language, site), 'index.html'), pageDocument(template, await render(language, route), boot));
      // The page hosts serve, with status 404, for an address they have no file for: 404.html, and es/404.html for hosts that look nearest first.
      write(language === site.languages.default ? '404.html' : `${language}/404.html`, pageDocument(template, await render(language, '*'), boot));
    }
    // For search engines: every page in every language, and where that list is.
    write('sitemap.xml', sitemapXml(routes, { ...site, url: site.url! }));
    write('robots.txt', robotsTxt({ url: site.url! }));
    return;
  }
  const screensPath = `prerendered/${screensVersion(outDir, site.contentPath)}`;
  for (const language of languages) {
    for (const route of routes) {
      const screen = await render(language, route);
      write(join(screensPath, language, screenFile(route)), screenFragment(screen));
      if (language === site.languages.default && route === '') write('index.html', pageDocument(template, screen, { ...boot, screensPath }));
    }
  }
}

/** The first-screen build's module: the bundler compiled it from `entry`, whose exports this names. */
function isRenderer(module: unknown): module is Pick<typeof FirstScreen, 'screenRenderer' | 'site'> {
  return typeof memberOf(module, 'screenRenderer') === 'function' && typeof memberOf(module, 'site') === 'object';
}

/** Every route that has a page of its own: the compiled files of one language, without the not-found pages (`_…`). */
function pageRoutes(languageDir: string): string[] {
  return readdirSync(languageDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.json') && !file.split('/').at(-1)!.startsWith('_'))
    .map((file) => file.replace(/\.json$/, ''))
    .map((file) => (file === 'index' ? '' : file))
    .sort();
}

/**
 * The screens' folder name: a hash of the content's version and of the app's file names (which
 * carry a hash of their code), so that new screens, of new content or of new code, never reach a
 * visitor from a cache that holds the old ones.
 */
function screensVersion(outDir: string, contentPath: string): string {
  const hash = createHash('sha256').update(contentPath);
  for (const file of readdirSync(join(outDir, 'assets')).sort()) hash.update(`\n${file}`);
  return hash.digest('hex').slice(0, 10);
}
