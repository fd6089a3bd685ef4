import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { join, resolve } from 'node:path';
import { turnOnPathRouting } from '../../scripts/support/path-routing.ts';
import { addBlockGallery } from '../support/block-gallery.ts';
import { fixtureRoot, projectRoot } from '../support/site-copy.ts';

export type Routing = 'hash' | 'path';

export interface E2eSite {
  /** The site folder (site.yaml, pages/, locales/, public/) built with this renderer. */
  root: string;
  /** How its addresses look: its own site.yaml's routing, or path routing on a copy of it (`copyOf`). */
  routing: Routing;
  /** The site folder `root` is a copy of, made before the build (prepareSites) with path routing if `routing` says so. */
  copyOf?: string;
  /** The copy also holds a page for the example of every block type (tests/support/block-gallery.ts). */
  blockGallery?: true;
  /** Where its build goes (git-ignored). */
  outDir: string;
  /** The variable holding the port it is served on, chosen free once per run by playwright.config.ts. */
  portVariable: string;
  /** Build-time variables. */
  env: Record<string, string>;
}

const liveRoot = resolve(process.env.E2E_LIVE_SITE ?? projectRoot);
// A key, so that the map's consent flow can be tested; Google itself is stubbed in the tests.
const fixtureEnv = { GOOGLE_MAPS_API_KEY: 'e2e-test-key', EMAILJS_ORIGIN: '' };
// Built as its YAML says, whatever the machine's environment holds.
const liveEnv = { GOOGLE_MAPS_API_KEY: '', EMAILJS_ORIGIN: '' };

/**
 * The sites the end-to-end tests run on. The renderer's behaviour is tested on copies of the fixture
 * site, which stays put, with both kinds of addresses (its hash routing, and path routing), each with
 * a page for the example of every block type, so that a new block folder is drawn and checked with
 * no edit of the fixture;
 * the live site, which editors change every week, is only checked with checks derived from its own
 * YAML (tests/e2e/live-site/), and with path routing only by a smoke test and the budgets.
 * E2E_LIVE_SITE points those checks at another site folder, such as a copy with an edit an editor is
 * about to make.
 */
export const e2eSites = {
  fixture: {
    root: join(projectRoot, 'dist-e2e/fixture-site'),
    routing: 'hash',
    copyOf: fixtureRoot,
    blockGallery: true,
    outDir: join(projectRoot, 'dist-e2e/fixture'),
    portVariable: 'E2E_PORT',
    env: fixtureEnv,
  },
  fixturePath: {
    root: join(projectRoot, 'dist-e2e/fixture-path-site'),
    routing: 'path',
    copyOf: fixtureRoot,
    blockGallery: true,
    outDir: join(projectRoot, 'dist-e2e/fixture-path'),
    portVariable: 'E2E_PATH_PORT',
    env: fixtureEnv,
  },
  live: { root: liveRoot, routing: 'hash', outDir: join(projectRoot, 'dist-e2e/live'), portVariable: 'E2E_LIVE_PORT', env: liveEnv },
  livePath: {
    root: join(projectRoot, 'dist-e2e/live-path-site'),
    routing: 'path',
    copyOf: liveRoot,
    outDir: join(projectRoot, 'dist-e2e/live-path'),
    portVariable: 'E2E_LIVE_PATH_PORT',
    env: liveEnv,
  },
} satisfies Record<string, E2eSite>;

/** Writes the copies (`copyOf`) afresh, before their builds. */
export function prepareSites(): void {
  for (const site of Object.values(e2eSites) as E2eSite[]) prepareSite(site);
}

/** Writes the copy `site` builds from afresh (nothing for a site that is no copy). */
export function prepareSite(site: E2eSite): void {
  if (!site.copyOf) return;
  rmSync(site.root, { recursive: true, force: true });
  // The site's own files; its pictures (public/images, public/media for videos and captions, and the
  // favicon its brand may name) go over the project's public files, as SITE_DIR builds do.
  for (const entry of ['site.yaml', 'pages', 'locales', 'public/images', 'public/media', 'public/favicon.svg'])
    if (existsSync(join(site.copyOf, entry))) cpSync(join(site.copyOf, entry), join(site.root, entry), { recursive: true });
  if (site.blockGallery) addBlockGallery(site.root);
  if (site.copyOf === fixtureRoot) addBrandAndRedirects(site.root);
  if (site.routing === 'path') turnOnPathRouting(site.root);
}

/** The primary colour of the fixture's copies: another than the site's own, so that the tests see it reach the pages. */
export const e2ePrimaryColour = { hex: '#1b6e3a', rgb: 'rgb(27, 110, 58)' };
/** The old addresses of the fixture's copies (docs/BEHAVIOUR.md#redirects), to the page each leads to now. */
export const e2eRedirects = { team: 'about', 'news/old-first-steps': 'articles/first-steps' };

/** A brand colour and redirects in the copy's site.yaml, which the fixture itself leaves to its defaults. */
function addBrandAndRedirects(root: string): void {
  const file = join(root, 'site.yaml');
  const settings = parseDocument(readFileSync(file, 'utf8'));
  settings.set('brand', { colors: { primary: e2ePrimaryColour.hex } });
  settings.set(
    'redirects',
    Object.entries(e2eRedirects).map(([from, to]) => ({ from: `/${from}`, to: `/${to}` })),
  );
  writeFileSync(file, settings.toString());
}
