import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkName } from './src/vite/chunking.ts';
import { firstLoadBudgets } from './src/vite/first-load-budgets.ts';
import { oneIconPerImport } from './src/vite/one-icon-per-import.ts';
import { publicFileHeaders } from './src/vite/public-file-headers.ts';
import { sitePlugins } from './src/vite/site.ts';
import { prerenderPlugin } from './src/vite/prerender.ts';

/** The app's start module: the first script every page loads. */
const start = fileURLToPath(new URL('src/main.tsx', import.meta.url));

export default defineConfig({
  // Relative asset URLs: the build works from any folder of any static host.
  base: './',
  plugins: [
    react(),
    oneIconPerImport(),
    // SITE_DIR builds another site folder with this renderer (the tests' fixture site, for one).
    ...sitePlugins(process.env.SITE_DIR ? { siteDir: resolve(process.env.SITE_DIR) } : {}),
    publicFileHeaders({ siteDir: process.env.SITE_DIR && resolve(process.env.SITE_DIR) }),
    prerenderPlugin(),
    // The budgets are this site's promise to its visitors; a fixture site shows every block on one page.
    firstLoadBudgets({ enforce: !process.env.SITE_DIR, start }),
  ],
  resolve: {
    alias: [
      // wouter reads the address through the shim that brings useSyncExternalStore to React 17 and
      // older; React 19 has it built in: the shim's code (0.2 KB of every first load) is left out.
      { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: 'react' },
    ],
  },
  // No CORS grant at all: Vite's default lets a page of any other localhost port read the
  // project's files (site.yaml, package.json, src/); the site's own pages need none
  // (docs/BEHAVIOUR.md#development-server).
  server: { port: 5173, cors: false },
  preview: { port: 4173, cors: false },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules natively.
    modulePreload: { polyfill: false },
    // Blocks are lazy chunks, but their styles are small: one stylesheet, cached once, and complete
    // for the prerendered first screen.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Left alone, the bundler splits the start into small shared chunks, which cost requests and
        // compress worse: see src/vite/chunking.ts.
        codeSplitting: { groups: [{ debugName: 'site chunks', name: chunkName(start) }] },
      },
    },
  },
});
