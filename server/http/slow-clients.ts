import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import type { Config } from '../config';

/**
 * How long a client may take to send its request, so that a slow or stalled connection cannot hold the
 * server. Node ends headers that take longer than `headersMs`, and any request after 5 minutes (a 5 MB photo
 * at 200 kbps takes 3.5); a body that trickles in under `bodyMinBytesPerWindow` per window (8 KB per 10 s by
 * default, a tenth of a weak 2G signal) is ended at the end of that window.
 */
export type ClientTimeouts = Config['clientTimeouts'];

const wholeRequestMs = 5 * 60 * 1000;
const tooSlowMessage = JSON.stringify({ message: 'The request came in too slowly. Please try again on a better connection.' });
const tooSlowAnswer = `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(tooSlowMessage)}\r\n\r\n${tooSlowMessage}`;

function hasBody(request: IncomingMessage): boolean {
  return Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
}

/** Watches a request body arrive, window by window, and ends the connection when it stalls. */
function endWhenTrickling(request: IncomingMessage, timeouts: ClientTimeouts): void {
  if (!hasBody(request)) return;
  const { socket } = request;
  let bytesSeen = socket.bytesRead;
  const watch = setInterval(() => {
    if (request.complete || socket.destroyed) return clearInterval(watch);
    const arrived = socket.bytesRead - bytesSeen;
    bytesSeen = socket.bytesRead;
    if (arrived >= timeouts.bodyMinBytesPerWindow) return;
    clearInterval(watch);
    socket.end(tooSlowAnswer);
    socket.destroySoon();
  }, timeouts.bodyWindowMs);
  watch.unref();
  request.once('close', () => clearInterval(watch));
}

/** Fastify's serverFactory: the Node server with its own limits set, checked often enough to matter. */
export function serverWithClientTimeouts(timeouts: ClientTimeouts) {
  return (handler: RequestListener) => {
    const server = createServer(
      {
        headersTimeout: timeouts.headersMs,
        requestTimeout: Math.max(wholeRequestMs, timeouts.headersMs),
        connectionsCheckingInterval: Math.min(2_000, timeouts.headersMs),
      },
      (request, response) => {
        endWhenTrickling(request, timeouts);
        handler(request, response);
      },
    );
    // Fastify's own default, which a server factory replaces: longer than a load balancer's idle timeout.
    server.keepAliveTimeout = 72_000;
    return server;
  };
}
