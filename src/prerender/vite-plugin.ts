import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ViteBuilder } from 'vite';
import type { renderFirstScreen } from './first-screen.tsx';
import { memberOf } from '../shared/guards.ts';
import { injectFirstScreen } from './inject.ts';

const entry = 'src/prerender/first-screen.tsx';

/**
 * `vite build` builds the browser app, then the first-screen renderer for Node (Vite's "ssr"
 * environment, into a scratch folder under node_modules so it finds the same packages), renders
 * the home page with the content just built and writes it into dist/index.html.
 */
export function prerenderPlugin(): Plugin {
  let root = process.cwd();
  const scratch = () => join(root, 'node_modules/.cache/prerender', String(process.pid));
  return {
    name: 'site-prerender',
    apply: 'build',
    config(config) {
      root = resolve(config.root ?? process.cwd());
      return {
        // One resolved config and one set of plugins for both builds: the content is read once.
        builder: { sharedConfigBuild: true },
        environments: {
          ssr: { build: { outDir: scratch(), emptyOutDir: true, copyPublicDir: false, rolldownOptions: { input: { 'first-screen': resolve(root, entry) } } } },
        },
      };
    },
    buildApp: {
      order: 'pre',
      async handler(builder: ViteBuilder) {
        const client = builder.environments.client!;
        const server = builder.environments.ssr!;
        await builder.build(client);
        await builder.build(server);
        try {
          await prerender(resolve(root, client.config.build.outDir), join(scratch(), 'first-screen.js'));
        } finally {
          rmSync(scratch(), { recursive: true, force: true });
        }
      },
    },
  };
}

async function prerender(outDir: string, rendererFile: string): Promise<void> {
  const renderer: unknown = await import(pathToFileURL(rendererFile).href);
  if (!isRenderer(renderer)) throw new Error(`${rendererFile} does not export renderFirstScreen.`);
  const render = renderer.renderFirstScreen;
  const screen = await render((path) => {
    const file = join(outDir, path);
    return file.startsWith(outDir) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  });
  const indexFile = join(outDir, 'index.html');
  writeFileSync(indexFile, injectFirstScreen(readFileSync(indexFile, 'utf8'), screen));
}

/** The first-screen build's module: the bundler compiled it from `entry`, whose export this names. */
function isRenderer(module: unknown): module is { renderFirstScreen: typeof renderFirstScreen } {
  return typeof memberOf(module, 'renderFirstScreen') === 'function';
}
