import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import publicPagesWithoutZod from './eslint-rules/public-pages-without-zod.js';
import { oneWayZones } from './eslint-rules/one-way-zones.js';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      // The full entry injects a <style> element, which the Content-Security-Policy refuses; and two entries would mean two toast stores.
      'no-restricted-imports': ['error', { paths: [{ name: 'react-hot-toast', message: "Import from 'react-hot-toast/headless'." }] }],
      // zod's whole namespace, asked for at run time, keeps every one of its locales in the bundle (page-life/README.md).
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/^zod(\\/|$)/]', message: 'Import a schema module that uses zod, not zod itself: the whole namespace brings every locale.' },
      ],
    },
  },
  {
    files: ['web/app/routes.tsx'],
    plugins: { 'page-life': { rules: { 'public-pages-without-zod': publicPagesWithoutZod } } },
    rules: { 'page-life/public-pages-without-zod': 'error' },
  },
  {
    // One-way structure, checked on the files imports resolve to (ARCHITECTURE.md, "Which way imports go"; the
    // zones in eslint-rules/one-way-zones.js). eslint-plugin-import-x, the fork of eslint-plugin-import that runs
    // on ESLint 10, under the name import/.
    files: ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'contracts/**/*.ts'],
    plugins: { import: importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // The files no-cycle reads to follow imports onward, and the parser it reads them with.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: oneWayZones }],
      'import/no-cycle': 'error',
    },
  },
  {
    // A domain's plain values (contracts/booking.ts) stay free of zod, so that a page can show them without
    // building schemas; its schemas live in contracts/booking.schemas.ts. Types may still be imported.
    files: ['contracts/**/*.ts'],
    ignores: ['contracts/**/*.schemas.ts', 'contracts/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['zod', 'zod/*', './*.schemas', '*.schemas'], allowTypeImports: true, message: 'Plain contracts stay zod-free: put schemas in <domain>.schemas.ts.' }] },
      ],
    },
  },
  {
    // Each browser test visits from an address of its own (e2e/visitor-address.ts), so the e2e server keeps
    // the production form limits: a test taken straight from Playwright would share one address with the rest.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/visitor-address.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Take test from './visitor-address' (or './sessions'): each test visits from an address of its own." }] },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // The technician's offline worker runs in a service worker's scope, served as it is written.
    files: ['web/public/**/*.js'],
    languageOptions: {
      globals: Object.fromEntries(['self', 'caches', 'fetch', 'URL', 'Response', 'Request', 'setTimeout', 'clearTimeout', 'Promise'].map((name) => [name, 'readonly'])),
    },
  },
);
