import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer in front of the copies, as nginx is set up by default, plus the readiness checks a
 * load balancer in front of several copies runs (Kubernetes, HAProxy, a cloud load balancer):
 * - requests go round-robin to the copies whose GET /api/health/ready answered 200 at the last check
 *   (every 200 ms; a check that times out changes nothing), each on a new connection (nginx keeps none to
 *   upstreams by default); when none is ready, to any, as nginx does when all are marked down;
 * - a copy that refuses the connection is skipped and the next one tried, for any method: nothing was sent;
 * - a copy that fails after the request was sent answers 502, never retried (a POST may have been done);
 * - X-Forwarded-For gets the client's address appended.
 * Counts what it answered, and every 502 it had to make.
 */
export async function startRoundRobinProxy(upstreams: string[], port = 0) {
  const ready = new Map(upstreams.map((upstream) => [upstream, true]));
  let next = 0;
  const counts = { answered: 0, failed: 0, retriedRefusals: 0, failures: {} as Record<string, number> };

  const check = async () => {
    await Promise.all(
      upstreams.map(async (upstream) => {
        const answer = await fetch(`${upstream}/api/health/ready`, { signal: AbortSignal.timeout(1000) }).catch((error: Error) => error);
        if (answer instanceof Response) ready.set(upstream, answer.ok);
        else if (answer.name !== 'TimeoutError') ready.set(upstream, false);
      }),
    );
  };
  const checker = setInterval(() => void check(), 200);

  const pick = (tried: Set<string>): string | undefined => {
    for (const readyOnly of [true, false]) {
      for (let step = 0; step < upstreams.length; step += 1) {
        const upstream = upstreams[(next + step) % upstreams.length] as string;
        if (!tried.has(upstream) && (ready.get(upstream) || !readyOnly)) {
          next = (next + step + 1) % upstreams.length;
          return upstream;
        }
      }
    }
    return undefined;
  };

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const tried = new Set<string>();
    const fail = (status: number, reason: string) => {
      counts.failed += 1;
      counts.failures[reason] = (counts.failures[reason] ?? 0) + 1;
      if (!response.headersSent) response.writeHead(status, { 'content-type': 'text/plain' });
      response.end('Bad Gateway');
    };
    const attempt = () => {
      const upstream = pick(tried);
      if (!upstream) return fail(502, 'every copy refused');
      tried.add(upstream);
      const target = new URL(request.url ?? '/', upstream);
      let sent = false;
      const forward = http.request(
        target,
        { method: request.method, agent: false, headers: { ...request.headers, host: target.host, connection: 'close', 'x-forwarded-for': forwardedFor } },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          answer.on('end', () => (counts.answered += 1));
          answer.on('error', () => response.destroy());
        },
      );
      forward.on('socket', (socket) => socket.once('connect', () => (sent = true)));
      forward.on('error', (error: NodeJS.ErrnoException) => {
        if (!sent && error.code === 'ECONNREFUSED') {
          counts.retriedRefusals += 1;
          return attempt();
        }
        fail(502, `${error.code ?? error.message} after sending`);
      });
      forward.end(body);
    };
    attempt();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await check();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    close: async () => {
      clearInterval(checker);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
