import type { User } from '../../../contracts/auth.schemas';
import { pageAt, pages, pathTo } from '../../../contracts/pages';

/** The query parameter of /login that names the page to go back to once signed in. */
const returnToParameter = 'next';

const thisSite = 'https://this-site.invalid';

/**
 * Only a page of this site that a signed-in person may open is returned to. Another site's address, a
 * `//host` or backslash form browsers read as one, an unknown path or a visitors-only page (which would send
 * the newly signed-in user round again) is ignored.
 */
export function safeReturnPath(next: string | null): string | undefined {
  if (!next?.startsWith('/') || next.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(next, thisSite);
  } catch {
    return undefined;
  }
  if (url.origin !== thisSite) return undefined;
  const key = pageAt(url.pathname);
  if (!key || pages[key].audience === 'visitors') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

const startPageOf: Record<User['role'], string> = { admin: pathTo('dashboard'), technician: pathTo('technicianDay'), customer: '/' };

/** Where a sign-in lands: the page asked for, else an admin's back office, a technician's day or the customer's home page. */
export function landingPathOf(user: User, search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(returnToParameter)) ?? startPageOf[user.role];
}

/** /login, remembering the page the visitor was on so the sign-in brings them back to it. */
export function loginPathReturningTo(location: { pathname: string; search: string }): string {
  return `${pathTo('login')}?${returnToParameter}=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
