import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url (43 characters); only the SHA-256 hash is ever stored. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A document's private link (a quote's, an invoice's, a booking's manage link): the same 43 characters every
 * time it is sent or reminded, derived from the server's secret and the document, so a link mailed or shared on
 * WhatsApp keeps working while the document is open, and any server copy can mail it again. Only its hash is stored.
 */
export function documentLinkToken(secret: string, kind: 'quote' | 'invoice' | 'booking', documentId: string): { token: string; hash: string } {
  const token = createHmac('sha256', secret).update(`${kind}-link:${documentId}`).digest('base64url');
  return { token, hash: hashSecretToken(token) };
}
