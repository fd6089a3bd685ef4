import { accessSync, constants } from 'node:fs';
import { BenchError } from './errors.ts';

/** Chromium for both Lighthouse and Playwright: the same binary the end-to-end tests use. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new BenchError(
      `Chromium was not found at ${path}.\n` +
        'Install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chrome or Chromium binary,\n' +
        'for example: CHROMIUM_PATH=/usr/bin/google-chrome npm run bench',
    );
  }
  return path;
}

/**
 * Flags for every Lighthouse launch. QUIC, background networking, component updates and sync are
 * off so Chromium makes no requests of its own during a measured page load.
 */
export const lighthouseChromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Flags for Playwright launches (snapshots and first-load JS), as in scripts/screenshots.ts. */
export const playwrightChromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
