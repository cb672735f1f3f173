import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether a provider's callback is the provider's: each signs the exact bytes it sends, so the check runs on
 * the raw body, never on JSON parsed and written again (Meta escapes non-ASCII as \uXXXX and signs that).
 * The comparison takes the same time however much of a forged signature matches.
 */

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Meta's `X-Hub-Signature-256: sha256=<hex>`: HMAC-SHA256 of the body keyed with the app secret. */
export function whatsAppSignatureValid(rawBody: Buffer | string, header: string | undefined, appSecret: string): boolean {
  if (!header || !appSecret) return false;
  const expected = `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
  return sameText(header.trim().toLowerCase(), expected);
}

/**
 * Meta's check of the callback address (`GET ?hub.mode=subscribe&hub.verify_token=...&hub.challenge=...`):
 * the challenge to answer with when the token is ours, else undefined (answer 401 and change nothing).
 */
export function whatsAppChallengeAnswer(query: Record<string, unknown>, verifyToken: string): string | undefined {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || challenge === '' || !verifyToken) return undefined;
  return sameText(token, verifyToken) ? challenge : undefined;
}

/** Termii's `X-Termii-Signature`: HMAC-SHA512 of the body keyed with the account's secret key, in hex. */
export function termiiSignatureValid(rawBody: Buffer | string, header: string | undefined, secretKey: string): boolean {
  if (!header || !secretKey) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest('hex');
  return sameText(header.trim().toLowerCase(), expected);
}
