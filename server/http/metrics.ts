import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../app-deps';
import { mailJobKind } from '../mail/outbox';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format, for this copy: requests by route and status, their latency, the
 * database pool's use, and the job queue's depth (mails waiting among it), which every copy reports alike.
 * Private: with METRICS_TOKEN it asks for that bearer token; without, it is open in development only.
 */
export function registerMetrics(app: FastifyInstance, deps: Pick<AppDeps, 'config' | 'jobs' | 'poolUse' | 'images'>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const { poolUse } = deps;
  if (poolUse) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections of this copy: open, idle, requests waiting for one, and the most allowed',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = poolUse();
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, use[state]);
      },
    });
  }
  new Gauge({
    name: 'image_store_reachable',
    help: 'Whether the image store (the bucket, or DATA_DIR/uploads) answered this scrape: 1 or 0',
    registers: [registry],
    async collect() {
      this.set((await deps.images.reachable()) ? 1 : 0);
    },
  });
  const queueDepth = new Gauge({ name: 'jobs', help: 'Jobs queued, running or failed, by kind (shared by all copies)', labelNames: ['kind', 'state'], registers: [registry] });
  const mailsWaiting = new Gauge({ name: 'mails_waiting', help: 'Mails not yet taken by the provider (queued or being sent)', registers: [registry] });
  const mailsFailed = new Gauge({ name: 'mails_failed', help: 'Mails the provider refused for good or that ran out of tries', registers: [registry] });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const { metricsToken, nodeEnv } = deps.config;
    if (!metricsToken && nodeEnv === 'production') return reply.code(404).send({ message: 'Not found' });
    if (metricsToken && !sameToken(request.headers.authorization ?? '', `Bearer ${metricsToken}`)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'A metrics token is needed' });
    }
    const counts = await deps.jobs.counts();
    queueDepth.reset();
    for (const row of counts) queueDepth.set({ kind: row.kind, state: row.state }, row.jobs);
    const mail = counts.filter((row) => row.kind === mailJobKind);
    mailsWaiting.set(mail.filter((row) => row.state !== 'failed').reduce((sum, row) => sum + row.jobs, 0));
    mailsFailed.set(mail.find((row) => row.state === 'failed')?.jobs ?? 0);
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
