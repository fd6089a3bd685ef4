import { createRequire } from 'node:module';
import { test as base, expect } from '@playwright/test';
import { readSite } from '../support/site-model.ts';
import { siteAddresses, type SiteAddresses } from './addresses.ts';
import { e2eSites, type Routing } from './sites.ts';

interface Options {
  expectedConsoleErrors: RegExp | null;
  waitForApp: boolean;
  /** How the addresses of the site under test look (set by each project of playwright.config.ts). */
  routing: Routing;
  /** The site folder under test, for its languages. */
  siteRoot: string;
}

/**
 * Every test fails on a console error or an uncaught exception: a page that "works" but logs errors
 * is broken. Tests that provoke a failure on purpose list the console errors they expect.
 */
export const test = base.extend<Options & { consoleErrors: string[]; at: SiteAddresses }>({
  expectedConsoleErrors: [null, { option: true }],
  waitForApp: [true, { option: true }],
  routing: ['hash', { option: true }],
  siteRoot: [e2eSites.fixture.root, { option: true }],
  /** The addresses of the site under test: `page.goto(at.url('about'))`, `at.href('/about')`. */
  at: async ({ routing, siteRoot }, use) => use(siteAddresses(routing, readSite(siteRoot))),
  /**
   * The home page arrives prerendered and the app takes it over just after it has painted. Like a
   * visitor who starts using the page then, tests act once the app says it is ready (data-ready on
   * <html>). What happens before is tested on purpose in tests/e2e/first-screen.spec.ts.
   */
  page: async ({ page, waitForApp }, use) => {
    if (!waitForApp) return use(page);
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      // With path routing a host answers an address it has no page for with 404 and its not-found page, as it must.
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error' || expectedConsoleErrors?.test(message.text())) return;
        // Asking for the data or the screen of a page that does not exist is how an unknown route is recognised.
        const { url } = message.location();
        if (message.text().includes('status of 404') && (/\/(content|prerendered)\//.test(url) || notFoundPages.has(url))) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, `console errors on ${page.url()} at ${page.viewportSize()?.width ?? '?'} px`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Chromium logs every failed or refused request; the provider tests cause those deliberately. */
export const failedRequestLogs = /Failed to load resource/;

/** The EmailJS SDK names its version in every message it sends. */
export const emailSdkVersion = (createRequire(import.meta.url)('@emailjs/browser/package.json') as { version: string }).version;
