import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { isBackOfficePage, pageAt, pageKeys, pages, pathTo } from '../../contracts/pages';
import type { PageHandle } from './pageHandle';
import { routes } from './routes';

function deepestRoute(pathname: string): RouteObject | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route;
}

/** An address of the page with every parameter filled in. */
const sampleAddress = (key: (typeof pageKeys)[number]) => pathTo(key, { id: 'abc123', token: 'abc123', slug: 'abc123' });

function routesWithHandles(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [...(route.handle ? [route] : []), ...routesWithHandles(route.children ?? [])]);
}

describe('the page table and the routes', () => {
  it.each(pageKeys)('routes the page %s to a route that draws it', (key) => {
    const route = deepestRoute(sampleAddress(key));
    expect((route?.handle as PageHandle | undefined)?.page).toBe(key);
    expect(pageAt(sampleAddress(key))).toBe(key);
  });

  it('has a page in the table for every route that draws one', () => {
    const drawn = routesWithHandles(routes).map((route) => (route.handle as PageHandle).page);
    expect(drawn.sort()).toEqual([...pageKeys].sort());
  });

  it('sends unknown paths to the 404 page', () => {
    for (const pathname of ['/no-such-page', '/products/details', '/admin', '/account/info/more']) {
      expect(deepestRoute(pathname)?.path).toBe('*');
      expect(pageAt(pathname)).toBeUndefined();
    }
  });

  it.each(pageKeys.filter((key) => 'serverDrawn' in pages[key] || isBackOfficePage(sampleAddress(key))))(
    'declares the data the server draws the page %s with, or that it draws with none',
    async (key) => {
      const route = deepestRoute(sampleAddress(key));
      const loaded = typeof route?.lazy === 'function' ? await route.lazy() : route;
      const needsNone = ['about', 'services', 'book', 'contact'];
      expect(typeof loaded?.loader === 'function').toBe(!needsNone.includes(key));
    },
  );
});
