import { describe, it, expect } from 'vitest';
import { matchRoutes } from 'react-router';
import { knownPaths } from '../../contracts/site-routes';
import { routes } from './routes';

function deepestPath(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path;
}

describe('routes', () => {
  it.each(knownPaths.map((pattern) => pattern.replace(/:[a-z]+/g, 'abc123')))('routes %s to a page', (pathname) => {
    expect(deepestPath(pathname)).not.toBe('*');
  });

  it('sends unknown paths to the 404 page', () => {
    expect(deepestPath('/no-such-page')).toBe('*');
    expect(deepestPath('/products/details')).toBe('*');
    expect(deepestPath('/admin')).toBe('*');
  });
});
