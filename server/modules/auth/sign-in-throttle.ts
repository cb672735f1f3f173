import type { AppDeps } from '../../app-deps';
import { countAttempt, releaseAttempt, type Counted } from '../../http/attempt-store';

const windowMs = 15 * 60 * 1000;
export const signInLockMinutes = windowMs / 60_000;

type Slot = { key: string; counted: Counted };

/** Whose limit refused an attempt: the browser's own, its address's or the account's (for strangers). */
type RefusedBy = 'device' | 'address' | 'account';

export type Admission =
  | { admitted: true; slots: Slot[] }
  /**
   * `lockStarted` on the first attempt an account (or a browser it knows) refuses in its window: the moment to
   * mail the owner a sign-in link. An address's limit mails nobody: it is no one account's.
   */
  | { admitted: false; by: RefusedBy; retryAfterSeconds: number; lockStarted: boolean };

/**
 * Sign-in by OWASP's device-cookie scheme (API.md, Accounts, revised 2026-11-26). Every attempt takes a slot
 * before its password is checked, in one atomic count shared by every server copy, so however many arrive at
 * once no more than the limit are ever checked; an attempt over the limit is refused at once, its password
 * never hashed. A browser that signed in to the account before (device-cookies.ts) is counted on its own,
 * with a small allowance: strangers' guesses never lock it out. Any other browser is counted per address and
 * per account, until the window ends. A right password gives its slots back, so only failed guesses count.
 */
export function signInThrottle(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db } = deps;
  const limits = deps.config.authLimits;
  const take = async (key: string): Promise<Slot> => ({ key, counted: await countAttempt(db, key, windowMs) });
  const firstRefusal: Record<RefusedBy, number | undefined> = { device: limits.perDevice + 1, account: limits.perEmail + 1, address: undefined };
  const refused = (by: RefusedBy, slot: Slot): Admission => ({
    admitted: false,
    by,
    retryAfterSeconds: Math.ceil(slot.counted.ttl / 1000),
    lockStarted: slot.counted.current === firstRefusal[by],
  });

  return {
    async admit(attempt: { email: string; ip: string; knownDevice: string | undefined }): Promise<Admission> {
      if (attempt.knownDevice) {
        const device = await take(`sign-in-failures-device:${attempt.knownDevice}`);
        return device.counted.current > limits.perDevice ? refused('device', device) : { admitted: true, slots: [device] };
      }
      const address = await take(`sign-in-failures-ip:${attempt.ip}`);
      if (address.counted.current > limits.perIp) return refused('address', address);
      const account = await take(`sign-in-failures-account:${attempt.email}`);
      if (account.counted.current > limits.perEmail) return refused('account', account);
      return { admitted: true, slots: [address, account] };
    },

    /** The password was right: its attempt was no guess. */
    async succeeded(admission: Admission): Promise<void> {
      if (admission.admitted) await Promise.all(admission.slots.map((slot) => releaseAttempt(db, slot.key, slot.counted)));
    },
  };
}
