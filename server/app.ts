import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { appDepsOf, type Lifecycle, type ServerParts } from './app-deps';
import { postgresAttemptStore } from './http/attempt-store';
import { company } from '../contracts/company';
import { handleError } from './errors';
import { loggerWithoutAddressSecrets } from './log-redaction';
import { answerUnroutableAddress, jsonWithoutNulCharacters, refuseUnreadableAddress } from './http/request-text';
import { isApiPath } from './http/api-path';
import { refuseCrossSiteWrites } from './http/cross-site';
import { securityHeaders } from './http/security-headers';
import { serverWithClientTimeouts } from './http/slow-clients';
import { registerImageServing } from './images/serving';
import { registerMetrics } from './http/metrics';
import { echoRequestId, requestIdOf } from './http/request-ids';
import { apiModules } from './api-modules';
import { messageTransports } from './messaging/transports';
import { customerDirectory } from './modules/customers';
import { customerMessaging, officeReplying, registerShortLinks } from './modules/messages';
import { registerSiteFiles } from './shell/site-files';
import { registerBuildAssets } from './shell/web-assets';
import { scheduleSweep } from './jobs/sweep';
import { scheduledSweeps } from './sweeps';
import { loadIndexPage, registerWebShell, webRoot } from './shell/web-shell';

/** A route of /api as registered; `declaresAnswer` when its schema gives the shape of its answers. */
export type ApiRoute = { method: string; url: string; declaresAnswer: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route as registered, so the permissions test can tell when one is added without a check. */
    apiRoutes: ApiRoute[];
    /** Set draining when the copy is told to stop (main.ts): readiness answers 503, answers close their connections. */
    lifecycle: Lifecycle;
    /** Waits for the jobs this copy is running (mail handed over after a commit), for a test that reads what was sent. */
    jobsSettled: () => Promise<void>;
  }
}

const defaultBodyLimit = 100 * 1024;

const hopsOf = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(parts: ServerParts, loggerInstance?: FastifyBaseLogger) {
  const { config } = parts;
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance: loggerWithoutAddressSecrets(loggerInstance) } : { logger: false }),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: defaultBodyLimit,
    // A number of hops as proxy-addr counts them (Fastify's types lack the number form its runtime takes).
    trustProxy: typeof config.trustProxy === 'number' ? hopsOf(config.trustProxy) : config.trustProxy,
    // A copy that is closing has stopped listening; what still reaches it on open connections is served, not refused.
    return503OnClosing: false,
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors: answerUnroutableAddress,
    serverFactory: serverWithClientTimeouts(config.clientTimeouts),
  }).withTypeProvider<ZodTypeProvider>();
  const deps = appDepsOf(parts, app.log, customerDirectory);

  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.decorate('lifecycle', deps.lifecycle);
  app.decorate('jobsSettled', () => deps.jobs.settled());
  customerMessaging(deps.jobs, deps.db, messageTransports(config, app.log), app.log, config);
  officeReplying(deps.jobs, deps.db, messageTransports(config, app.log), app.log);
  app.addHook('onRequest', echoRequestId);
  // While draining, each answer ends its connection, so no client keeps one the copy is about to close.
  app.addHook('onRequest', (_request, reply, done) => {
    if (deps.lifecycle.draining) reply.header('connection', 'close');
    done();
  });

  // Mail and scheduled work run on every copy; the queue hands each job to one of them.
  app.addHook('onReady', async () => {
    for (const sweep of scheduledSweeps(deps)) scheduleSweep(deps, sweep);
    deps.jobs.start();
  });
  app.addHook('onClose', () => deps.jobs.stop());
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const declaresAnswer = route.schema?.response !== undefined;
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, declaresAnswer });
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonWithoutNulCharacters(app.getDefaultJsonParser('error', 'error')));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    done();
  });

  const indexPage = loadIndexPage();
  app.addHook('onRequest', securityHeaders(config, indexPage.styleHashes, indexPage.scriptHashes));
  app.addHook('onRequest', refuseUnreadableAddress);
  // Text answers shrink to a fraction over slow mobile networks; ready-compressed ones are left alone.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  // Only the calls that invite abuse (sign-in, password reset, public forms) are limited, in counters every
  // server copy shares; flood protection for the rest belongs to the reverse proxy.
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresAttemptStore(deps.db),
  });

  await registerImageServing(app, deps.images, config.s3 ? undefined : deps.images.where);
  registerMetrics(app, deps);

  // The published API's reference for other clients, generated from the same schemas the routes declare.
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${company.name} API`, version: '1', description: 'The wire contract of /api (API.md): JSON in and out, credentials in httpOnly cookies.' },
      servers: [{ url: config.publicUrl }],
    },
    // Only /api is published: the pages, robots.txt and the sitemap are for browsers and search engines.
    transform: (route) => (route.url.startsWith('/api/') ? jsonSchemaTransform(route) : { schema: { ...route.schema, hide: true }, url: route.url }),
  });

  await app.register(
    async (api) => {
      api.addHook('onRequest', refuseCrossSiteWrites(config.publicUrl));
      api.get('/docs', { schema: { hide: true } }, () => app.swagger());
      for (const mount of apiModules) await mount(api, deps);
    },
    { prefix: '/api' },
  );

  registerSiteFiles(app, { db: deps.db, publicUrl: config.publicUrl });
  registerBuildAssets(app, deps.db, webRoot);
  const webShell = await registerWebShell(app, { db: deps.db, config, indexPage });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  registerShortLinks(app, deps.db, (request, reply) => webShell.sendPage(request, reply));
  // Every other address is a page of the web app: a route, so that compression reaches it.
  app.get('/*', (request, reply) => (isApiPath(request.url) ? reply.code(404).send({ message: 'Not found' }) : webShell.sendPage(request, reply)));

  return app;
}
