import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePlugin } from './src/content/vite-plugin.ts';

export default defineConfig({
  // Relative asset URLs: the build works from any folder of any static host.
  base: './',
  plugins: [react(), sitePlugin()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
  },
});
