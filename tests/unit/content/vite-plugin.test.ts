import type { ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as pipeline from '../../../src/content/pipeline.ts';
import { sitePlugin } from '../../../src/content/vite-plugin.ts';
import { SiteCopy, projectRoot } from '../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => {
  site.remove();
  vi.restoreAllMocks();
});

interface ReportedError {
  message: string;
  stack?: string;
  frame?: string;
  loc?: { file: string; line: number; column: number };
}

/**
 * What the dev server's plugin gives Vite for `virtual:site`: the module, or the error Vite shows
 * in its overlay. The plugin reports through `this.error`, as Vite asks; anything it throws
 * itself would reach the browser as a 500 answer with a stack trace.
 */
function loadSiteModule(): { code?: string; reported?: ReportedError } {
  const plugin = sitePlugin({ siteDir: site.root }) as unknown as { configResolved: (config: ResolvedConfig) => void; load: (this: unknown, id: string) => string | undefined };
  plugin.configResolved({ root: projectRoot, command: 'serve' } as ResolvedConfig);
  const context = {
    addWatchFile: () => undefined,
    warn: () => undefined,
    error: (reported: ReportedError): never => {
      throw Object.assign(new Error('reported'), { reported });
    },
  };
  try {
    return { code: plugin.load.call(context, '\0virtual:site') };
  } catch (error) {
    const { reported } = error as { reported?: ReportedError };
    if (!reported) throw error;
    return { reported };
  }
}

describe('the dev server plugin', () => {
  it('serves the site settings of valid content', () => {
    expect(loadSiteModule().code).toMatch(/^export default \{/);
  });

  it('reports a file the check refuses with the check\'s own report, a short frame and no stack trace', () => {
    site.edit('locales/en/about.yaml', 'banner: Twelve years', `banner: ${'x'.repeat(20 * 1024 * 1024)}`);
    const { reported } = loadSiteModule();
    expect(reported?.message).toContain('locales/en/about.yaml:5:9  error  text-too-long');
    expect(reported?.stack).toBeUndefined();
    expect(reported?.loc).toMatchObject({ line: 5, column: 8 });
    expect(reported!.frame!.length).toBeLessThan(1_000);
  });

  it('reports a failure of the check itself in words, never as an exception', () => {
    vi.spyOn(pipeline, 'runPipeline').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const { reported } = loadSiteModule();
    expect(reported?.message).toBe('The content check itself failed: Maximum call stack size exceeded. This is not a content mistake: please report it to a developer.');
    expect(reported?.stack).toBeUndefined();
  });
});
