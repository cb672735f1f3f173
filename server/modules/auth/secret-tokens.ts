import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url (43 characters); only the SHA-256 hash is ever stored. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
