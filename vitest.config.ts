import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './vite.config.ts';

export default defineConfig({
  test: {
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    // Each server test file opens its own embedded PostgreSQL, which takes a few seconds on a small machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['contracts/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.ts', 'eslint-rules/**/*.test.ts'] } },
      {
        extends: true,
        // Component tests draw with Preact in a DOM, as the browser does: the same aliases as the bundles, and
        // the libraries that import React taken as ES modules and passed through them too (Node would otherwise
        // load React itself for them). Kept to this project so the server's tests resolve packages as Node does.
        resolve: { alias: reactOnPreact, conditions: ['module', 'browser', 'development'] },
        test: {
          name: 'components',
          include: ['web/**/*.test.tsx'],
          environment: 'happy-dom',
          server: { deps: { inline: [/@tanstack\/react-query/, /react-router/, /react-hot-toast/, /lucide-react/, /react-hook-form/, /@hookform/, /@testing-library\/preact/] } },
        },
      },
    ],
  },
});
