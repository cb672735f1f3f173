import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import publicPagesWithoutZod from './eslint-rules/public-pages-without-zod.js';

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
    },
  },
  {
    files: ['web/app/routes.tsx'],
    plugins: { 'page-life': { rules: { 'public-pages-without-zod': publicPagesWithoutZod } } },
    rules: { 'page-life/public-pages-without-zod': 'error' },
  },
  {
    // The web app's zones, in the manner of bulletproof-react: app/ composes features; a feature reaches
    // another only through its public entry (features/booking/index.ts); the shared folders know no feature.
    files: ['web/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+app/', message: 'Features never import app/: app/ composes the features.' },
            { regex: '^\\.\\./[a-z-]+/.+', message: "Use the other feature's public entry, e.g. '../booking', not a file inside it." },
          ],
        },
      ],
      // The same zones for import(): the rule above reads only static imports.
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/^(\\.\\.\\/)+app\\//]', message: 'Features never import app/: app/ composes the features.' },
        { selector: 'ImportExpression[source.value=/^\\.\\.\\/[a-z-]+\\/.+/]', message: "Use the other feature's public entry, e.g. '../booking', not a file inside it." },
      ],
    },
  },
  {
    files: ['web/components/**/*.{ts,tsx}', 'web/lib/**/*.{ts,tsx}', 'web/page-life/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(features|app)(/|$)', message: 'components/, lib/ and page-life/ serve every feature and import none, nor app/.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/(^|\\/)(features|app)(\\/|$)/]', message: 'components/, lib/ and page-life/ serve every feature and import none, nor app/.' },
      ],
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
);
