import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, type ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { sitePlugins } from '../../../src/vite/site.ts';
import { SiteCopy, projectRoot } from '../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

interface ReportedError {
  message: string;
  stack?: string;
  frame?: string;
  loc?: { file: string; line: number; column: number };
}

/** The site's plugins, told by the first of them (`site-content`) where the project is and what Vite runs. */
function sitePluginsIn(command: 'serve' | 'build'): Plugin[] {
  const plugins = sitePlugins({ siteDir: site.root });
  const configResolved = plugins[0]!.configResolved as (config: ResolvedConfig) => void;
  configResolved({ root: projectRoot, command, logger: createLogger('silent') } as ResolvedConfig);
  return plugins;
}

/**
 * What the plugin gives Vite for `virtual:site` in `command`: the module, or the error Vite shows
 * (the build's failure). The plugin reports through `this.error`, as Vite asks.
 */
async function loadSiteModule(command: 'serve' | 'build'): Promise<{ code?: string; reported?: ReportedError }> {
  const plugins = sitePluginsIn(command);
  const modules = plugins.find((plugin) => plugin.name === 'site-modules') as unknown as { load: (this: unknown, id: string) => Promise<string | undefined> };
  const context = {
    addWatchFile: () => undefined,
    warn: () => undefined,
    info: () => undefined,
    error: (reported: ReportedError): never => {
      throw Object.assign(new Error('reported'), { reported });
    },
  };
  try {
    return { code: await modules.load.call(context, '\0virtual:site') };
  } catch (error) {
    const { reported } = error as { reported?: ReportedError };
    if (!reported) throw error;
    return { reported };
  }
}

describe('the plugin that runs the content check inside Vite', () => {
  it('gives the site settings of valid content', async () => {
    expect((await loadSiteModule('build')).code).toMatch(/^export default \{/);
  });

  it("stops a build on a file the check refuses with the check's own report, a short frame and no stack trace", async () => {
    site.edit('locales/en/about.yaml', 'banner: Twelve years', `banner: ${'x'.repeat(20 * 1024 * 1024)}`);
    const { reported } = await loadSiteModule('build');
    expect(reported?.message).toContain('locales/en/about.yaml:5:9  error  text-too-long');
    expect(reported?.stack).toBeUndefined();
    expect(reported?.loc).toMatchObject({ line: 5, column: 8 });
    expect(reported!.frame!.length).toBeLessThan(1_000);
  });
});

describe('index.html, as the plugin gives it to Vite', () => {
  const transform = (command: 'serve' | 'build') => {
    const plugin = sitePluginsIn(command)[0] as unknown as {
      transformIndexHtml: { handler: (html: string) => Promise<string> };
    };
    return plugin.transformIndexHtml.handler(readFileSync(join(projectRoot, 'index.html'), 'utf8'));
  };

  it.each(["$'", '$`', '$&', '$$'])('holds the company name in its title, %s and all, escaped as text', async (pattern) => {
    site.edit('site.yaml', 'name: Northwind & Partners', `name: "Northwind ${pattern} <Partners>"`);
    const html = await transform('build');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>Northwind ${pattern.replace('&', '&amp;')} &lt;Partners&gt;</title>`);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });
});
