import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { onRequestHookHandler } from 'fastify';

/** What a proxy's id may look like (a UUID, nginx's $request_id, a trace id); anything else is replaced. */
const acceptableId = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * A request's id: the X-Request-Id the proxy in front set, when it is a plain token, so one id follows the
 * request through the proxy's log and ours; otherwise a new UUID, unique across every server copy. Fastify
 * puts it in every log line of the request (reqId) and `echoRequestId` in the answer.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
}

export const echoRequestId: onRequestHookHandler = (request, reply, done) => {
  reply.header('x-request-id', request.id);
  done();
};
