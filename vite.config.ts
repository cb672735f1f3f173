import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import prefresh from '@prefresh/vite';
import tailwindcss from '@tailwindcss/vite';

/**
 * The app is written against React's API, and React's types check it; the bundles run it on Preact through
 * preact/compat, which does the same job in a fraction of React DOM's size (the home page's JS budget is 90 KB gz).
 * Exact names only, so that `react-dom/client` does not turn into `preact/compat/client` by prefix.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

/**
 * A few chunks instead of a hundred small ones: each request costs a round trip and about 0.9 KB of headers on
 * a slow phone network. Whatever every page needs travels together; the form library loads only with a form,
 * and zod only once a form is used (resolverOnFirstUse).
 */
const browserChunks = {
  groups: [
    // Vite's helper for dynamic imports, on its own: in a shared chunk it made the entry wait for that chunk.
    { name: 'preload', priority: 40, test: /preload-helper/ },
    // The paging of long lists (TanStack's infinite queries) serves only the back office and the account pages,
    // so it loads with them rather than with every page.
    {
      name: 'framework',
      priority: 30,
      test: /node_modules[\\/](?!zod|react-hook-form|@hookform|embla-carousel|@tanstack[\\/][a-z-]+[\\/]build[\\/]modern[\\/](infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions)\.js)/,
    },
    // The resolver joining the two travels with the form library, so zod's chunk needs no other chunk.
    { name: 'forms', priority: 20, test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
    { name: 'validation', priority: 20, test: /node_modules[\\/]zod[\\/]/ },
    // The site's frame and page life, and the components every page may draw; the component folders that
    // only some pages need (forms, dialogs, the carousel, the back office's) load with those pages.
    { name: 'site', priority: 10, test: /web[\\/](app[\\/]|page-life[\\/]|lib[\\/]api|components[\\/](?!forms[\\/]|dialogs[\\/]|carousel[\\/]|back-office[\\/]))/ },
  ],
};

/**
 * The app's own modules do nothing when imported but declare (page-life/README.md), save the stylesheet,
 * zod's setting and startApp, which starts the app: so a feature's public entry (features/booking/index.ts)
 * brings along only what is used.
 */
const webModulesArePure = (id: string) => !/[\\/]web[\\/]/.test(id) || /\.css$|zodWithoutEval|startApp/.test(id);

/** A feature's chunk is named after its feature too ('booking-api', 'admin-index'): every feature has an api.ts. */
const chunkFileNames = (chunk: { name: string; facadeModuleId: string | null; moduleIds: string[] }) => {
  const named = chunk.facadeModuleId ?? chunk.moduleIds.find((id) => new RegExp(`[\\\\/]${chunk.name}\\.tsx?$`).test(id)) ?? '';
  const feature = /[\\/]web[\\/]features[\\/]([a-z-]+)[\\/]/.exec(named)?.[1];
  return feature ? `assets/${feature}-[name]-[hash].js` : 'assets/[name]-[hash].js';
};

const apiPort = process.env.API_PORT ?? '3000';
/** The API accepts writes only from PUBLIC_URL's origin; through the proxy, the browser's writes carry it. */
const apiOrigin = new URL(process.env.PUBLIC_URL ?? `http://localhost:${apiPort}`).origin;

/** `vite build` makes the browser bundle; `vite build --ssr` the server's page renderer (dist/ssr). */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'web',
  publicDir: isSsrBuild ? false : 'public',
  // React's Fast Refresh cannot reach components that Preact renders: edits reached the dev server's page but
  // never redrew it. Prefresh is Preact's counterpart; it reads the JSX settings below, which @vitejs/plugin-react
  // sets by itself for the builds. (Prefresh's types wrap a PluginOption in a second promise; Vite awaits either.)
  plugins: [command === 'serve' ? (prefresh() as PluginOption) : react(), tailwindcss()],
  oxc: command === 'serve' ? { jsx: { runtime: 'automatic', importSource: 'react' } } : undefined,
  resolve: { alias: reactOnPreact },
  // Dependencies that import React are bundled into the server renderer too, so the alias reaches them and
  // the server draws with the same Preact that hydrates the page in the browser.
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? '../dist/ssr' : '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // index.html names the entry's one import (Vite's preload helper) so both load at once: found only once the
    // entry had arrived, it was a second round trip that some first paints waited for. The app's own chunks
    // are asked for one by one, as a page needs them.
    modulePreload: { polyfill: false, resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []) },
    // The font goes inside the stylesheet, which the server writes into each page: on a slow network the
    // text's font then costs no round trip of its own before the first paint.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? true : undefined),
    rolldownOptions: isSsrBuild ? undefined : { treeshake: { moduleSideEffects: webModulesArePure }, output: { codeSplitting: browserChunks, chunkFileNames } },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, headers: { origin: apiOrigin } },
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
