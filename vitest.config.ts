import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contracts/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'eslint-rules/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    // Each server test file opens its own embedded PostgreSQL, which takes a few seconds on a small machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
