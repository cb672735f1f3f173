/**
 * What this device keeps for the person signed in on it, so a page works with no network at all (a
 * technician's day: web/features/visits/keptDays.ts): kept in the browser's storage under one prefix, and
 * all of it forgotten when they sign out or someone else signs in (web/features/auth/session.ts).
 */
const prefix = 'brightwire.signed-in.';

/** The browser's storage; the server's page renderer has none and keeps nothing. */
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function keepForSignedIn(name: string, value: unknown): void {
  try {
    storage()?.setItem(prefix + name, JSON.stringify(value));
  } catch {
    // A full storage keeps less: the page then needs the network, as it did before.
  }
}

export function keptForSignedIn<Kept>(name: string): Kept | undefined {
  try {
    const raw = storage()?.getItem(prefix + name) ?? null;
    return raw === null ? undefined : (JSON.parse(raw) as Kept);
  } catch {
    return undefined;
  }
}

/** The names kept that start with `start`. */
export function keptNames(start: string): string[] {
  const names: string[] = [];
  const kept = storage();
  for (let index = 0; index < (kept?.length ?? 0); index += 1) {
    const key = kept?.key(index);
    if (key?.startsWith(prefix + start)) names.push(key.slice(prefix.length));
  }
  return names;
}

export function forgetForSignedIn(name: string): void {
  storage()?.removeItem(prefix + name);
}

export function forgetAllForSignedIn(): void {
  for (const name of keptNames('')) forgetForSignedIn(name);
}

const profileName = 'profile';

/**
 * Kept by a page that works offline, so it can open as this person with no network; another person's
 * things, kept before on this device, are forgotten first.
 */
export function keepSignedInProfile(profile: { _id: string }): void {
  if (keptSignedInProfile<{ _id: string }>()?._id !== profile._id) forgetAllForSignedIn();
  keepForSignedIn(profileName, profile);
}

export function keptSignedInProfile<Profile>(): Profile | undefined {
  return keptForSignedIn<Profile>(profileName);
}
