import type { FastifyReply, FastifyRequest } from 'fastify';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
export const crossSiteMessage = 'Requests from other sites are not allowed';

/**
 * Cookies ride along on requests other sites make from a visitor's browser; a state-changing call whose
 * Origin is not ours is refused. Callers without a browser (the payment provider, scripts) send no Origin.
 */
export function refuseCrossSiteWrites(publicUrl: string) {
  const ourOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin && origin !== ourOrigin) || crossSite) {
      return reply.code(403).send({ message: crossSiteMessage });
    }
  };
}
