import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './vite.config';

export default defineConfig({
  // Component tests draw with Preact, as the browser and the server's page renderer do (a component test file
  // asks for a DOM with `// @vitest-environment happy-dom`; everything else keeps node).
  resolve: { alias: reactOnPreact, conditions: ['module', 'browser', 'development'] },
  test: {
    // The libraries that import React go through the same aliases (Node would otherwise load React itself for them).
    server: { deps: { inline: [/@tanstack\/react-query/, /react-router/, /react-hot-toast/, /lucide-react/, /react-hook-form/, /@hookform/, /@testing-library\/preact/] } },
    include: ['contracts/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'eslint-rules/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    // Each server test file opens its own embedded PostgreSQL, which takes a few seconds on a small machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
