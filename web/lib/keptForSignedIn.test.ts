import { describe, expect, it } from 'vitest';
import { forgetAllForSignedIn, keepForSignedIn, keepSignedInProfile, keptForSignedIn, keptNames, keptSignedInProfile } from './keptForSignedIn';
import { withBrowserStorage } from '../testing/browserStorage';

describe('what a device keeps for the person signed in', () => {
  withBrowserStorage();

  it('keeps and reads back, and forgets all of it at sign-out but nothing else the page keeps', () => {
    localStorage.setItem('brightwire.visit-outbox.v1', '[{"key":"unsent"}]');
    keepForSignedIn('my-day.ade.2026-11-28', { visits: 2 });
    keepForSignedIn('my-day.ade.2026-11-29', { visits: 0 });
    expect(keptForSignedIn('my-day.ade.2026-11-28')).toEqual({ visits: 2 });
    expect(keptNames('my-day.').sort()).toEqual(['my-day.ade.2026-11-28', 'my-day.ade.2026-11-29']);
    forgetAllForSignedIn();
    expect(keptNames('')).toEqual([]);
    expect(localStorage.getItem('brightwire.visit-outbox.v1')).toBe('[{"key":"unsent"}]');
  });

  it("forgets one technician's days when another signs in on the same phone", () => {
    keepSignedInProfile({ _id: 'ade' });
    keepForSignedIn('my-day.ade.2026-11-28', { visits: 2 });
    keepSignedInProfile({ _id: 'ade' });
    expect(keptForSignedIn('my-day.ade.2026-11-28')).toEqual({ visits: 2 });
    keepSignedInProfile({ _id: 'bola' });
    expect(keptForSignedIn('my-day.ade.2026-11-28')).toBeUndefined();
    expect(keptSignedInProfile()).toEqual({ _id: 'bola' });
  });

  it('keeps nothing and fails nothing where there is no storage (the server drawing a page)', () => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    expect(() => keepForSignedIn('profile', { _id: 'ade' })).not.toThrow();
    expect(keptForSignedIn('profile')).toBeUndefined();
    expect(() => forgetAllForSignedIn()).not.toThrow();
  });
});
