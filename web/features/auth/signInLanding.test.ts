import { describe, expect, it } from 'vitest';
import type { User } from '../../../contracts/auth.schemas';
import { landingPathOf, loginPathReturningTo, safeReturnPath } from './signInLanding';

const admin: User = { _id: 'a1', name: 'Kemi Owolabi', firstname: '', lastname: '', email: 'kemi@brightwire.ng', phone: '', role: 'admin' };
const customer: User = { ...admin, _id: 'c1', role: 'customer' };
const technician: User = { ...admin, _id: 't1', role: 'technician' };

describe('where a sign-in lands', () => {
  it('sends an admin to the back office, a technician to their day and a customer home when no page was asked for', () => {
    expect(landingPathOf(admin, '')).toBe('/admin-dashboard/dashboard');
    expect(landingPathOf(technician, '')).toBe('/my-day');
    expect(landingPathOf(customer, '')).toBe('/');
  });

  it('returns anyone to the page of this site they were sent to sign in from', () => {
    const asked = '/admin-dashboard/orders?tab=to-ship';
    expect(loginPathReturningTo({ pathname: '/admin-dashboard/orders', search: '?tab=to-ship' })).toBe(`/login?next=${encodeURIComponent(asked)}`);
    expect(landingPathOf(admin, `?next=${encodeURIComponent(asked)}`)).toBe(asked);
    expect(landingPathOf(customer, '?next=%2Fproducts%2Fdetails%2Fp1')).toBe('/products/details/p1');
  });

  it('returns to nothing but a page of this site a signed-in person may open', () => {
    const refused = [
      'https://evil.example/admin-dashboard',
      '//evil.example/products',
      '/\\evil.example/products',
      '\\\\evil.example',
      '/\t/evil.example/products',
      'javascript:alert(1)',
      'products',
      '/login',
      '/sign-in/abc',
      '/no-such-page',
      '',
    ];
    for (const next of refused) expect(safeReturnPath(next), next).toBeUndefined();
    expect(landingPathOf(admin, `?next=${encodeURIComponent('//evil.example/x')}`)).toBe('/admin-dashboard/dashboard');
  });
});
