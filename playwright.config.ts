import { createServer, type Server } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, requireChromium } from './scripts/support/chromium.ts';
import { repeatsBlocks } from './tests/e2e/block-sets.ts';
import { e2eSites, prepareSites, type E2eSite } from './tests/e2e/sites.ts';
import { listeningPort } from './scripts/support/listening-port.ts';

/** `count` ports nobody uses now, all different, so several runs (or another server on 4173) never meet. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => listeningPort(server));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

// Chosen once by the runner; its workers load this file again and inherit the variables.
const sites = Object.values(e2eSites);
if (sites.some((site) => !process.env[site.portVariable])) {
  const ports = await freePorts(sites.length);
  sites.forEach((site, index) => (process.env[site.portVariable] = String(ports[index])));
  // Once, in the runner: the path-routed copies the builds read.
  prepareSites();
}
const urlOf = (site: E2eSite) => `http://127.0.0.1:${process.env[site.portVariable]}/`;

/** Builds the site and serves the build with the headers of public/_headers, so every test runs under the real CSP. */
function server(site: E2eSite) {
  return {
    command: `npx vite build --logLevel error --outDir ${site.outDir} --emptyOutDir && npx tsx scripts/serve.ts --dir ${site.outDir} --port ${process.env[site.portVariable]}`,
    env: { ...site.env, SITE_DIR: site.root },
    url: urlOf(site),
    // Always a fresh server: one started by hand might lack the production headers every test relies on.
    reuseExistingServer: false,
    timeout: 120_000,
  };
}

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const mobile = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
const fixture = { baseURL: urlOf(e2eSites.fixture) };
const fixturePath = { baseURL: urlOf(e2eSites.fixturePath), routing: 'path' as const };
const live = { baseURL: urlOf(e2eSites.live), siteRoot: e2eSites.live.root };
const livePath = { baseURL: urlOf(e2eSites.livePath), siteRoot: e2eSites.live.root, routing: 'path' as const };
const liveChecks = /live-site\/.*\.spec\.ts$/;
/** The team's editing server: its specs start their own server on a git repository of the fixture site. */
const editingServer = /editing-server\/.*\.spec\.ts$/;
/** What only one kind of address has: hash forms of addresses, and the pages path routing writes as files. */
const hashOnly = /odd-addresses\.spec\.ts$/;
const pathOnly = /path-routing\.spec\.ts$/;
const sameInBothModes =
  /(mobile|drawings|header|dev-server|dev-tools|on-page-editing|on-page-forms|site-dialogs|on-page-reach|brand-dialog|translations|month-tasks|newsletter|contact-form|map)\.spec\.ts$/;
/**
 * The tests of a route that another route with the same kind and blocks stands for
 * (tests/e2e/block-sets.ts): left out where only what the blocks draw differs from a project that
 * checks every route (a phone's width; path routing for axe and the budgets).
 */
const oneRoutePerBlockSet = { grepInvert: new RegExp(repeatsBlocks) };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A flaky test is a bug to fix, in the test or in the site: never retried into green.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    launchOptions: {
      executablePath: requireChromium(),
      args: chromiumArgs,
    },
  },
  projects: [
    // The renderer's behaviour, on the fixture site, with hash routing (its own) and path routing.
    { name: 'desktop', use: { ...desktop, ...fixture }, testIgnore: [liveChecks, pathOnly, /mobile\.spec\.ts/, editingServer] },
    // At 390 px: the phone menu, and tap targets and axe on one route per set of blocks.
    { name: 'mobile', use: { ...mobile, ...fixture }, testIgnore: liveChecks, testMatch: /(mobile|accessibility)\.spec\.ts/, ...oneRoutePerBlockSet },
    // Path routing changes addresses, links and documents, not layout, forms or the map: those specs,
    // and the live site's phone-sized checks, run once, with hash routing; axe runs at both widths in
    // both modes, on every route at 1440 px with hash routing and on one route per set of blocks otherwise.
    { name: 'desktop-path', use: { ...desktop, ...fixturePath }, testIgnore: [liveChecks, hashOnly, sameInBothModes, editingServer], ...oneRoutePerBlockSet },
    { name: 'mobile-path', use: { ...mobile, ...fixturePath }, testMatch: /accessibility\.spec\.ts/, ...oneRoutePerBlockSet },
    // The live site, checked only with checks derived from its own YAML: every route at 1440 px (and
    // 320), one route per set of blocks at 390; with path routing, its smoke test on every page and
    // its budgets on one route per set of blocks.
    { name: 'live-desktop', use: { ...desktop, ...live }, testMatch: liveChecks, testIgnore: /live-site\/path-smoke\.spec\.ts/ },
    { name: 'live-mobile', use: { ...mobile, ...live }, testMatch: /live-site\/pages\.spec\.ts/, ...oneRoutePerBlockSet },
    // Two people on the team's editing server, in a browser each, against a bare repository as the remote.
    { name: 'editing-server', use: desktop, testMatch: editingServer },
    { name: 'live-path', use: { ...desktop, ...livePath }, testMatch: /live-site\/(path-smoke|budgets)\.spec\.ts/, ...oneRoutePerBlockSet },
  ],
  webServer: sites.map(server),
});
