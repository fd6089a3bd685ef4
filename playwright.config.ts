import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, requireChromium } from './scripts/support/chromium.ts';
import { listeningPort } from './scripts/support/listening-port.ts';

/** A port nobody uses now, so several runs (or another server on 4173) never meet. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = listeningPort(server);
      server.close(() => resolve(port));
    });
  });
}
// Chosen once by the runner; its workers load this file again and inherit the variable.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    launchOptions: {
      executablePath: requireChromium(),
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, testMatch: /(mobile|accessibility)\.spec\.ts/ },
  ],
  webServer: {
    // Served with the headers of public/_headers, so every test runs under the real CSP. A Maps key is
    // set so the map's consent flow can be tested; Google itself is stubbed in the tests.
    command: `GOOGLE_MAPS_API_KEY=e2e-test-key npx vite build --logLevel warn && npx tsx scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    // Always a fresh server: one started by hand might lack the production headers every test relies on.
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
