import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Block folders hold their own tests, beside their component (src/blocks/<type>/).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Vitest's own default is one worker fewer than the cores: a single one on a 2-core machine, where
    // a file of unit tests then keeps one core busy while the other idles. Two at least: a build's
    // own threads, or a child process, share the cores with the other file.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
