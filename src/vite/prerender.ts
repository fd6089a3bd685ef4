import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ViteBuilder } from 'vite';
import { filesUnder, outputFolders, recoverOutput, removeAllBut, swapIn, type OutputFolders } from './output-folder.ts';
import { siteContentApi, type SiteContentApi } from './site-content-api.ts';
import { basePath, locationOf } from '../routing/addresses.ts';
import { robotsTxt, sitemapXml } from '../seo/sitemap.ts';
import { pageDataFile, screenFile } from '../shared/content.ts';
import { memberOf } from '../shared/guards.ts';
import type * as FirstScreen from '../prerender/first-screen.tsx';
import type { ScreenJob, ScreensTask } from '../prerender/first-screen.tsx';
import { pageTemplate, type BootData } from '../prerender/inject.ts';
import { writeRedirects } from '../prerender/redirects.ts';
import { callInWorker, inThreads } from '../prerender/threads.ts';

const entry = 'src/prerender/first-screen.tsx';

/**
 * `vite build` builds the browser app, then the screen renderer for Node (Vite's "ssr" environment,
 * into a scratch folder under node_modules so it finds the same packages), and renders every page
 * in every language with the content just built: the home page in the default language into
 * dist/index.html, every page as a screen the boot script fetches for a deep link
 * (docs/BEHAVIOUR.md#first-screen).
 *
 * The build is written beside the output folder, then swapped in whole, so that a build stopped
 * part-way leaves the previous one as it was (docs/BEHAVIOUR.md#deployments). It writes over the
 * build before, then removes what it did not write, rather than emptying the folder first (Vite's
 * emptyOutDir, which this does instead unless a build sets it itself): a rebuild mostly rewrites
 * files of the same names, and creating a file costs the file system far more than rewriting one
 * (docs/PERFORMANCE.md#build-time).
 */
export function prerenderPlugin(): Plugin {
  let root = process.cwd();
  /** Where the build is written and swapped in from; none for a build written in place. */
  let folders: OutputFolders | undefined;
  let writeOver = false;
  const bundleFiles = new Set<string>();
  let site: SiteContentApi | undefined;
  const scratch = () => join(root, 'node_modules/.cache/prerender', String(process.pid));
  return {
    name: 'site-prerender',
    apply: 'build',
    config(config) {
      root = resolve(config.root ?? process.cwd());
      const { emptyOutDir, outDir = 'dist' } = config.build ?? {};
      const inProject = resolve(root, outDir).startsWith(root + sep);
      // Where Vite would empty the folder, of its own accord (inside the project) or as told. Told
      // not to, or outside the project, Vite adds to what is there: so does this, in place.
      folders = emptyOutDir === true || (emptyOutDir === undefined && inProject) ? outputFolders(resolve(root, outDir)) : undefined;
      writeOver = emptyOutDir === undefined && inProject;
      return {
        ...(folders ? { build: { outDir: folders.staging, emptyOutDir: !writeOver } } : {}),
        // One resolved config and one set of plugins for both builds: the content is read once.
        builder: { sharedConfigBuild: true },
        environments: {
          ssr: { build: { outDir: scratch(), emptyOutDir: true, copyPublicDir: false, rolldownOptions: { input: { 'first-screen': resolve(root, entry) } } } },
        },
      };
    },
    configResolved(config) {
      site = siteContentApi(config);
    },
    writeBundle(_options, bundle) {
      if (this.environment.name === 'client') for (const file of Object.keys(bundle)) bundleFiles.add(file);
    },
    buildApp: {
      order: 'pre',
      async handler(builder: ViteBuilder) {
        if (folders) recoverOutput(folders);
        const client = builder.environments.client!;
        const outDir = resolve(root, client.config.build.outDir);
        await builder.build(client);
        await builder.build(builder.environments.ssr!);
        let prerendered: string[];
        try {
          prerendered = await prerender(outDir, join(scratch(), 'first-screen.js'));
        } finally {
          rmSync(scratch(), { recursive: true, force: true });
        }
        if (writeOver) {
          // Vite copies the public folder following links, as listed here.
          const publicFiles = client.config.build.copyPublicDir && client.config.publicDir ? filesUnder(client.config.publicDir, { followLinks: true }) : [];
          const pageFiles = (await site?.pageFiles())?.keys() ?? [];
          removeAllBut(outDir, new Set([...bundleFiles, ...pageFiles, ...publicFiles, ...prerendered]));
        }
        if (folders) swapIn(folders);
      },
    },
  };
}

/**
 * Writes every page's first screen, and with path routing the files for search engines; returns the
 * files it wrote.
 */
async function prerender(outDir: string, rendererFile: string): Promise<string[]> {
  const rendererUrl = pathToFileURL(rendererFile).href;
  const renderer: unknown = await import(rendererUrl);
  if (!isRenderer(renderer)) throw new Error(`${rendererFile} does not export writeScreens and site.`);
  const { site, writeScreens } = renderer;
  const languages = site.languages.available.map((language) => language.code);
  const routes = pageRoutes(join(outDir, site.contentPath, site.languages.default));
  const template = pageTemplate(readFileSync(join(outDir, 'index.html'), 'utf8'));
  const boot: BootData = {
    routing: site.routing,
    languages,
    defaultLanguage: site.languages.default,
    base: basePath(site),
    contentPath: site.contentPath,
    redirects: site.redirects,
  };
  // Every share of the jobs in a thread of its own, each with the same template and boot data.
  const writeAll = (jobs: ScreenJob[], bootData: BootData) => {
    const task = (share: ScreenJob[]): ScreensTask => ({ outDir, template, boot: bootData, jobs: share });
    return inThreads(
      jobs,
      (share) => writeScreens(task(share)),
      (share) => callInWorker(rendererUrl, 'writeScreens', task(share)),
    );
  };
  // Job files are joined with '/', as filesUnder lists them (Node writes them so on every system).
  if (site.routing === 'path') {
    const jobs = languages.flatMap((language): ScreenJob[] => [
      // Every page of every language at its own address, as a static host serves it: about-us/index.html for /about-us/
      // (the address is absolute; the file is inside the build's folder).
      ...routes.map((route) => ({ language, route, file: posix.join('.', locationOf(route, language, site), 'index.html'), as: 'document' as const })),
      // The page hosts serve, with status 404, for an address they have no file for: 404.html, and es/404.html for hosts that look nearest first.
      { language, route: '*', file: language === site.languages.default ? '404.html' : `${language}/404.html`, as: 'document' },
    ]);
    await writeAll(jobs, boot);
    // For search engines: every page in every language but those that name another as canonical, and where that list is.
    const indexed = routes.filter((route) => !canonicalElsewhere(join(outDir, site.contentPath, site.languages.default), route));
    writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(indexed, { ...site, url: site.url! }));
    writeFileSync(join(outDir, 'robots.txt'), robotsTxt({ url: site.url! }));
    // The old addresses of pages that have moved: a page at each, and the hosts' redirects.
    return [...jobs.map((job) => job.file), 'sitemap.xml', 'robots.txt', ...writeRedirects(outDir, site)];
  }
  // The screens first, in a folder named once they are written; then index.html, which names it.
  const draft = screensDraft(outDir);
  const screens = languages.flatMap((language) => routes.map((route) => ({ language, route, file: posix.join(language, screenFile(route)) })));
  await writeAll(
    screens.map((screen): ScreenJob => ({ ...screen, file: posix.join(draft, screen.file), as: 'fragment' })),
    boot,
  );
  const screensPath = `prerendered/${screensVersion(
    join(outDir, draft),
    screens.map((screen) => screen.file),
  )}`;
  if (screensPath !== draft) {
    rmSync(join(outDir, screensPath), { recursive: true, force: true });
    renameSync(join(outDir, draft), join(outDir, screensPath));
  }
  await writeAll([{ language: site.languages.default, route: '', file: 'index.html', as: 'document' }], { ...boot, screensPath });
  return [...screens.map((screen) => posix.join(screensPath, screen.file)), 'index.html'];
}

/** The first-screen build's module: the bundler compiled it from `entry`, whose exports this names. */
function isRenderer(module: unknown): module is Pick<typeof FirstScreen, 'writeScreens' | 'site'> {
  return typeof memberOf(module, 'writeScreens') === 'function' && typeof memberOf(module, 'site') === 'object';
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

/** Whether the page at `route` names another as the page search engines are to index (`canonical` of its compiled data). */
function canonicalElsewhere(languageDir: string, route: string): boolean {
  const data: unknown = JSON.parse(readFileSync(join(languageDir, pageDataFile(route)), 'utf8'));
  return memberOf(data, 'canonical') !== undefined;
}

/**
 * Where the screens are written before their folder has its name: the folder of an earlier build's
 * screens when there is one, so that its files are rewritten rather than created anew
 * (docs/PERFORMANCE.md#build-time).
 */
function screensDraft(outDir: string): string {
  const folder = join(outDir, 'prerendered');
  const earlier = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
  return `prerendered/${earlier[0]?.name ?? 'draft'}`;
}

/**
 * The screens' folder name: a hash of the screens, each file's path and bytes. They are cached for
 * good (docs/BEHAVIOUR.md#deployments): the name changes whenever one of them does, whatever changed
 * it (the content, the code that draws it or wraps it, a package), and only then. `screens` are the
 * files this build wrote, not the folder's: an earlier build's may still be there.
 */
function screensVersion(folder: string, screens: readonly string[]): string {
  const hash = createHash('sha256');
  for (const screen of [...screens].sort()) {
    const bytes = readFileSync(join(folder, screen));
    hash.update(`${screen}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex').slice(0, 10);
}
