import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { shortLinks } from './tables';

/** The short address's path: `/m/` and 7 URL-safe characters, 42 random bits. */
export const shortLinkPrefix = '/m/';
const codePattern = /^[A-Za-z0-9_-]{7}$/;

const newCode = () => randomBytes(6).toString('base64url').slice(0, 7);

/**
 * The short address of a link to our own site, for an SMS: stored in the caller's transaction with the change
 * the message tells of; the same path is given the same code every time. A link elsewhere is answered as it is.
 */
export async function shortLink(tx: Database, publicUrl: string, link: string): Promise<string> {
  if (!link.startsWith(`${publicUrl}/`)) return link;
  const target = link.slice(publicUrl.length);
  for (;;) {
    const [stored] = await tx.insert(shortLinks).values({ code: newCode(), target }).onConflictDoNothing().returning({ code: shortLinks.code });
    const code = stored?.code ?? (await tx.select({ code: shortLinks.code }).from(shortLinks).where(eq(shortLinks.target, target)))[0]?.code;
    // Neither stored nor found: the random code was taken by another path (1 in 2^42 a link); draw again.
    if (code) return `${publicUrl}${shortLinkPrefix}${code}`;
  }
}

/** The path a code names, if any. */
export async function shortLinkTarget(db: Database, code: string): Promise<string | undefined> {
  if (!codePattern.test(code)) return undefined;
  const [row] = await db.select({ target: shortLinks.target }).from(shortLinks).where(eq(shortLinks.code, code));
  return row?.target;
}

/**
 * `/m/<code>` answers 302 to the page it names; an unknown code is the site's own "not found" page
 * (`notFound`, the web shell's), with status 404.
 */
export function registerShortLinks(app: FastifyInstance, db: Database, notFound: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>): void {
  app.get<{ Params: { code: string } }>(`${shortLinkPrefix}:code`, async (request, reply) => {
    const target = await shortLinkTarget(db, request.params.code);
    if (!target) return notFound(request, reply);
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 302);
  });
}
