// Compiles the server once, at build time, into dist/server/main.mjs: a copy then starts in the time Node takes to
// load one file, instead of compiling the TypeScript of every module at each start (5-9 s on a quiet machine,
// and far more under load, for each copy of a rolling deploy). Packages stay in node_modules, as they are.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
