import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
