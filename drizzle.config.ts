import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each table lives with the one module (or infrastructure folder) that owns it (ARCHITECTURE.md).
  schema: ['./server/*/tables.ts', './server/modules/*/tables.ts'],
  out: './server/db/migrations',
});
