import { join, resolve } from 'node:path';
import { fixtureRoot, projectRoot } from '../support/site-copy.ts';

export interface E2eSite {
  /** The site folder (site.yaml, pages/, locales/, public/) built with this renderer. */
  root: string;
  /** Where its build goes (git-ignored). */
  outDir: string;
  /** The variable holding the port it is served on, chosen free once per run by playwright.config.ts. */
  portVariable: string;
  /** Build-time variables. */
  env: Record<string, string>;
}

/**
 * The two sites the end-to-end tests run on. The renderer's behaviour is tested on the fixture
 * site, which stays put; the live site, which editors change every week, is only checked with
 * checks derived from its own YAML (tests/e2e/live-site/). E2E_LIVE_SITE points those checks at
 * another site folder, such as a copy with an edit an editor is about to make.
 */
export const e2eSites = {
  fixture: {
    root: fixtureRoot,
    outDir: join(projectRoot, 'dist-e2e/fixture'),
    portVariable: 'E2E_PORT',
    // A key, so that the map's consent flow can be tested; Google itself is stubbed in the tests.
    env: { GOOGLE_MAPS_API_KEY: 'e2e-test-key', EMAILJS_ORIGIN: '' },
  },
  live: {
    root: resolve(process.env.E2E_LIVE_SITE ?? projectRoot),
    outDir: join(projectRoot, 'dist-e2e/live'),
    portVariable: 'E2E_LIVE_PORT',
    // Built as its YAML says, whatever the machine's environment holds.
    env: { GOOGLE_MAPS_API_KEY: '', EMAILJS_ORIGIN: '' },
  },
} satisfies Record<string, E2eSite>;
