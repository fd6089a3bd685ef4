import { accessSync, constants } from 'node:fs';

/**
 * The Chromium every tool drives: the end-to-end tests, the screenshots, the edit-latency probe
 * and the bench. Debian's package by default; CHROMIUM_PATH points at another Chrome or Chromium.
 */
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Launch flags: no sandbox (containers and CI run as root), no GPU (headless machines have none),
 * no background requests of Chromium's own while a page is measured or tested.
 */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export class ChromiumMissingError extends Error {
  override name = 'ChromiumMissingError';
}

/** The path, once checked that a program is there to run: a missing browser is a set-up step, not a stack trace. */
export function requireChromium(): string {
  try {
    accessSync(chromiumPath, constants.X_OK);
  } catch {
    throw new ChromiumMissingError(
      `No Chromium at ${chromiumPath}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  }
  return chromiumPath;
}
