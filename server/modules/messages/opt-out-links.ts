import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathTo } from '../../../contracts/pages';

/**
 * The opt-out link's token (opt-out.ts): the number's digits and a signature by the server's secret, so nobody
 * can end another number's messages by guessing. Pure, so the browser tests can make the link of a number too.
 */
const signatureLength = 22;

function signatureOf(secret: string, digits: string): string {
  return createHmac('sha256', secret).update(`opt-out:sms:${digits}`).digest('base64url').slice(0, signatureLength);
}

export function optOutPath(secret: string, e164: string): string {
  const digits = e164.replace(/^\+/, '');
  return pathTo('messageOptOut', { token: `${digits}.${signatureOf(secret, digits)}` });
}

/** The number a token names, if the server signed it. */
export function phoneOfOptOutToken(secret: string, token: string): string | undefined {
  const [digits = '', signature = ''] = token.split('.');
  const expected = signatureOf(secret, digits);
  if (!/^234\d{10}$/.test(digits) || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return undefined;
  return `+${digits}`;
}
