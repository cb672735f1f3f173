/**
 * The web app's routes (SPEC.md section 2). The server answers these with index.html and status 200 and
 * every other path with status 404; the web app shows its header and footer only on these.
 */
export const adminBasePath = '/admin-dashboard';

export const adminChildPaths = [
  'dashboard',
  'inbox',
  'inbox/:id',
  'products',
  'createproducts',
  'orders',
  'bookings',
  'event',
  'show-booking/:id',
  'updateproduct/:id',
] as const;

export const publicPaths = ['/', '/about', '/contact', '/book', '/products', '/services', '/products/details/:id', '/bookings/manage/:token', '/confirm-email/:token'] as const;

export const signedInPaths = [
  '/account',
  '/account/info',
  '/account/order',
  '/account/address',
  '/cart',
  '/checkout',
  '/checkout-success',
] as const;

export const visitorOnlyPaths = [
  '/login',
  '/signup',
  '/check-email',
  '/activate/:token',
  '/forgot-password',
  '/reset-password/:token',
] as const;

export const adminPaths = [adminBasePath, ...adminChildPaths.map((child) => `${adminBasePath}/${child}`)];

/** Paths that show the site header and footer; the admin area has its own layout and the 404 page none. */
export const pathsWithSiteChrome: readonly string[] = [...publicPaths, ...signedInPaths, ...visitorOnlyPaths];

export const knownPaths: readonly string[] = [...pathsWithSiteChrome, ...adminPaths];

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const knownPathPatterns = knownPaths.map(patternToRegExp);
const chromePathPatterns = pathsWithSiteChrome.map(patternToRegExp);

export function isKnownPath(pathname: string): boolean {
  return knownPathPatterns.some((pattern) => pattern.test(pathname));
}

export function showsSiteChrome(pathname: string): boolean {
  return chromePathPatterns.some((pattern) => pattern.test(pathname));
}
