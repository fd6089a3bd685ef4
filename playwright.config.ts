import { createServer, type Server } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, requireChromium } from './scripts/support/chromium.ts';
import { e2eSites, type E2eSite } from './tests/e2e/sites.ts';

/** `count` ports nobody uses now, all different, so several runs (or another server on 4173) never meet. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, () => new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  })));
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

// Chosen once by the runner; its workers load this file again and inherit the variables.
const sites = Object.values(e2eSites);
if (sites.some((site) => !process.env[site.portVariable])) {
  const ports = await freePorts(sites.length);
  sites.forEach((site, index) => (process.env[site.portVariable] = String(ports[index])));
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
const live = { baseURL: urlOf(e2eSites.live) };
const liveChecks = /live-site\/.*\.spec\.ts$/;

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
    // The renderer's behaviour, on the fixture site.
    { name: 'desktop', use: { ...desktop, ...fixture }, testIgnore: [liveChecks, /mobile\.spec\.ts/] },
    { name: 'mobile', use: { ...mobile, ...fixture }, testIgnore: liveChecks, testMatch: /(mobile|accessibility)\.spec\.ts/ },
    // The live site, checked only with checks derived from its own YAML.
    { name: 'live-desktop', use: { ...desktop, ...live }, testMatch: liveChecks },
    { name: 'live-mobile', use: { ...mobile, ...live }, testMatch: /live-site\/pages\.spec\.ts/ },
  ],
  webServer: [server(e2eSites.fixture), server(e2eSites.live)],
});
