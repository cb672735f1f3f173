import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API refuses writes from other origins; through this proxy the browser's origin is the dev server's.
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, headers: { origin: `http://localhost:${apiPort}` } },
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
});
