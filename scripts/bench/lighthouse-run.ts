import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { lighthouseChromeFlags } from './chromium.ts';
import { onCleanup } from './cleanup.ts';
import { BenchError } from './errors.ts';
import type { FormFactor } from './routes.ts';

const categories = ['performance', 'accessibility', 'best-practices'];

/** Lighthouse finished but flagged its result as unusable (NO_NAVSTART, NO_FCP…). */
export class LighthouseRunError extends BenchError {
  constructor(url: string, readonly code: string, detail: string) {
    super(`Lighthouse could not measure ${url}: ${code} — ${detail}`);
  }
}

/**
 * One Lighthouse run in a Chromium of its own with a fresh profile, so no run inherits another's
 * HTTP cache, service worker or localStorage (the language choice, for instance). Mobile is
 * Lighthouse's default config (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown);
 * desktop is its desktop config.
 */
export async function runLighthouse(url: string, formFactor: FormFactor, chromePath: string): Promise<{ lhr: Result; ms: number }> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  const removeProfile = () => rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  // chrome-launcher's own Ctrl+C handler would exit before our servers are stopped: ours does both.
  const chrome = await launch({ chromePath, chromeFlags: lighthouseChromeFlags, userDataDir, handleSIGINT: false, logLevel: 'silent' }).catch((error: unknown) => {
    removeProfile();
    throw new BenchError(`Chromium (${chromePath}) did not start for Lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  });
  const dispose = onCleanup(() => {
    chrome.kill();
    removeProfile();
  });
  const started = performance.now();
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new BenchError(`Lighthouse returned no result for ${url}.`);
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new LighthouseRunError(url, runtimeError.code, runtimeError.message);
    return { lhr: result.lhr, ms: performance.now() - started };
  } finally {
    dispose();
    chrome.kill();
    removeProfile();
  }
}

/**
 * Lighthouse occasionally loses the trace of a load (NO_NAVSTART) and says to run it again: do so,
 * up to `attempts` times, and report how many it took so a flaky page does not go unnoticed.
 */
export async function runLighthouseWithRetry(url: string, formFactor: FormFactor, chromePath: string, attempts = 3): Promise<{ lhr: Result; ms: number; attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { ...(await runLighthouse(url, formFactor, chromePath)), attempts: attempt };
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= attempts) throw error;
      console.log(`    ${error.code} on attempt ${attempt}/${attempts}; running Lighthouse again`);
    }
  }
}
