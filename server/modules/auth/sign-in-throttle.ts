import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../../app-deps';
import { attemptsSoFar, countAttempt, forgetAttempts } from '../../attempt-store';
import { signInUnderAttackMail } from '../../mail/account-mails';

const windowMs = 15 * 60 * 1000;

export type GuessOutcome = { locked: false } | { locked: true; retryAfterSeconds: number };

/**
 * Sign-in counts failed guesses only, per account and per address. Past a limit a wrong password answers 429
 * and every try waits a moment before its password is checked, but the right password still signs in: a
 * stranger's guesses can slow the owner down, never lock them out. The owner is mailed when it starts.
 */
export function signInThrottle(deps: Pick<AppDeps, 'db' | 'config' | 'notify'>) {
  const { db, config } = deps;
  const accountKey = (email: string) => `sign-in-failures-account:${email}`;
  const addressKey = (ip: string) => `sign-in-failures-ip:${ip}`;
  const limits = config.authLimits;

  return {
    async beforeCheck(email: string, ip: string): Promise<void> {
      const [account, address] = await Promise.all([attemptsSoFar(db, accountKey(email), windowMs), attemptsSoFar(db, addressKey(ip), windowMs)]);
      if (account >= limits.perEmail || address >= limits.perIp) await sleep(config.authLockedDelayMs);
    },

    async failed(email: string, ip: string, owner: { email: string; name: string } | undefined): Promise<GuessOutcome> {
      const [account, address] = await Promise.all([countAttempt(db, accountKey(email), windowMs), countAttempt(db, addressKey(ip), windowMs)]);
      if (owner && account.current === limits.perEmail + 1) {
        const mail = signInUnderAttackMail(owner.email, owner.name, limits.perEmail + 1, `${config.publicUrl}/forgot-password`);
        void deps.notify(mail);
      }
      const over = [account.current > limits.perEmail ? account.ttl : 0, address.current > limits.perIp ? address.ttl : 0];
      const ttlMs = Math.max(...over);
      return ttlMs > 0 ? { locked: true, retryAfterSeconds: Math.ceil(ttlMs / 1000) } : { locked: false };
    },

    succeeded: (email: string) => forgetAttempts(db, accountKey(email)),
  };
}
