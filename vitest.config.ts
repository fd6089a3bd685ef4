import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Block folders hold their own tests, beside their component (src/blocks/<type>/).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
