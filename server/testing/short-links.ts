import type { FastifyInstance } from 'fastify';

/** Where a message's short link (`https://.../m/<code>`) leads: the page its 302 names, or its status when it does not redirect. */
export async function whereShortLinkLeads(app: FastifyInstance, link: string): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: new URL(link).pathname });
  return answer.statusCode === 302 ? String(answer.headers.location) : `status ${answer.statusCode}`;
}
