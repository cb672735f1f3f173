import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = process.env.API_PORT ?? '3000';
/** The API accepts writes only from PUBLIC_URL's origin; through the proxy, the browser's writes carry it. */
const apiOrigin = new URL(process.env.PUBLIC_URL ?? `http://localhost:${apiPort}`).origin;

/** `vite build` makes the browser bundle; `vite build --ssr` the server's page renderer (dist/ssr). */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: isSsrBuild ? '../dist/ssr' : '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: false,
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
