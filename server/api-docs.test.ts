import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { testDatabases } from './testing/databases';
import { startTestApp } from './testing/test-app';

const [embedded] = testDatabases();

/** Answers that are not JSON: the CSV exports and the sandbox's own payment page. */
const notJson = (url: string) => url.endsWith('/export.csv') || url.includes('/sandbox/') || url === '/api/docs';

describe.each(embedded ? [embedded] : [])('the published API on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let testApp: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    database = await open();
    testApp = await startTestApp(database);
  });
  afterAll(async () => {
    await testApp.close();
    await database.close();
  });

  it('declares the shape of every JSON answer, so the server guarantees what clients read', () => {
    const undeclared = testApp.app.apiRoutes.filter((route) => !route.declaresAnswer && !notJson(route.url));
    expect(undeclared).toEqual([]);
  });

  it('serves an OpenAPI document of every call at /api/docs, made from the same schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(document.openapi).toBe('3.1.0');
    for (const route of testApp.app.apiRoutes.filter((candidate) => !notJson(candidate.url))) {
      const path = route.url.replace(/:([a-z]+)/gi, '{$1}');
      const documented = document.paths[path] ?? document.paths[`${path}/`];
      expect(documented?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/') && !path.includes('/sandbox/'))).toBe(true);
    expect(document.paths['/api/booking/']?.post?.responses['201']).toBeDefined();
    expect(JSON.stringify(document.paths['/api/products/single/{id}'])).toContain('featuredImage');
  });
});
