import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a provider's stand-in is doing: working, down (connections refused, or 5xx), or refusing every request as the provider would. */
export type StandInState = { kind: 'up' } | { kind: 'connections-refused' } | { kind: 'server-error' } | { kind: 'refusing'; status: number; body: unknown };

export type RecordedRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown };

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The HTTP side shared by the messaging providers' stand-ins: a server on 127.0.0.1 that records every request
 * and can be switched into an outage. "Connections refused" closes the listening socket, so the client meets
 * ECONNREFUSED as it would with the provider unreachable; `switchTo({ kind: 'up' })` listens again on the same
 * port.
 */
export async function startStandInServer(handle: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>) {
  const requests: RecordedRequest[] = [];
  let state: StandInState = { kind: 'up' };
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    let body: unknown = text;
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      // Kept as text: the provider would refuse it, and the stand-in's handler does.
    }
    const recorded = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body };
    requests.push(recorded);
    if (state.kind === 'server-error') return sendJson(response, 503, { message: 'Service Unavailable' });
    if (state.kind === 'refusing') return sendJson(response, state.status, state.body);
    await handle(recorded, response);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    async switchTo(next: StandInState): Promise<void> {
      if (next.kind === 'connections-refused' && state.kind !== 'connections-refused') await close();
      if (next.kind !== 'connections-refused' && state.kind === 'connections-refused') await listen(port);
      state = next;
    },
    close: () => (state.kind === 'connections-refused' ? Promise.resolve() : close()),
  };
}

/** Posts a provider's callback to our webhook, as the provider does some time after the send. */
export async function postCallback(url: string, body: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  await response.arrayBuffer();
  return response.status;
}
