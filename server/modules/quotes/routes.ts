import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messageAnswerSchema, withMessage } from '../../../contracts/api.schemas';
import { listAnswer, pageQuery } from '../../../contracts/lists.schemas';
import { pageRenderHeader } from '../../../contracts/page-render';
import { pathTo } from '../../../contracts/pages';
import { paymentStartedSchema } from '../../../contracts/payments.schemas';
import { quoteMessages } from '../../../contracts/quotes';
import {
  customerQuoteAnswerSchema,
  jobRequestSchema,
  priceItemInput,
  priceItemParams,
  priceListEntrySchema,
  priceListQuery,
  priceListSchema,
  quoteAcceptanceSchema,
  quoteCountsSchema,
  vatRateSchema,
  quoteDeclineSchema,
  quoteDraftSchema,
  quoteIdParams,
  quoteListQuery,
  quoteSchema,
  quoteSentSchema,
  quoteTokenParams,
} from '../../../contracts/quotes.schemas';
import type { AppDeps } from '../../app-deps';
import { answerList, scopeOf } from '../../lists/answer';
import { readAll } from '../../lists/keyset';
import { sendCsv } from '../../lists/stream';
import { authGuards, signedInUser } from '../auth';
import { startServicePage, virtualAccountOf } from '../payments';
import { acceptQuote, declineQuote, quoteForCustomer, readQuoteAsCustomer, type QuoteAccess } from './customer-answers';
import { quotePdf } from './quote-pdf';
import { payerEmailOf } from './sharing';
import { adminQuotes, quoteCounts, quoteCsvHeader, quoteCsvRow, quoteKey, quotesOfEmail, type ListedQuote } from './quote-lists';
import { addPriceItem, priceListFor, removePriceItem } from './price-list';
import { copyQuote, createQuote, depositDueKobo, findQuoteRow, quoteDetail, quoteLinesOf, scheduleJob, sendQuote, updateDraftQuote } from './quotes';

function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).header('cache-control', 'no-store').send(pdf);
}

/** /api/quotes: the office writes and sends quotes; the customer answers by their link or from their account. */
export const quoteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, cursors, config } = deps;
  const { requireAdmin, requireUser } = authGuards(deps);
  const encode = (row: ListedQuote) => quoteSchema.encode(row.quote);
  const adminQuery = pageQuery.extend(quoteListQuery.shape);
  app.get('/', { schema: { querystring: adminQuery, response: { 200: listAnswer('quotes', quoteSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const { limit, cursor, ...filters } = request.query;
    const list = { name: 'quotes', scope: scopeOf('quotes/admin', filters), read: adminQuotes(db, filters), keyOf: quoteKey, encode } as const;
    return (await answerList(cursors, { limit, cursor }, list, reply)) ?? reply;
  });
  app.get('/counts', { schema: { response: { 200: quoteCountsSchema } }, preValidation: requireAdmin }, () => quoteCounts(db));
  app.get('/vat-rate', { schema: { response: { 200: vatRateSchema } }, preValidation: requireAdmin }, () => ({ vatRate: config.vatBasisPoints / 100 }));
  app.get('/export.csv', { schema: { querystring: quoteListQuery }, preValidation: requireAdmin }, (request, reply) =>
    sendCsv(reply, 'quotes.csv', quoteCsvHeader, readAll(adminQuotes(db, request.query), quoteKey), quoteCsvRow),
  );
  app.post('/', { schema: { body: quoteDraftSchema, response: { 201: withMessage(quoteSchema) } }, preValidation: requireAdmin }, async (request, reply) =>
    reply.code(201).send({ ...(await createQuote(deps, request.body)), message: quoteMessages.saved }),
  );

  app.get('/price-list', { schema: { querystring: priceListQuery, response: { 200: priceListSchema } }, preValidation: requireAdmin }, async (request) => ({
    items: await priceListFor(db, request.query.q),
  }));
  app.post('/price-list', { schema: { body: priceItemInput, response: { 201: withMessage(priceListEntrySchema) } }, preValidation: requireAdmin }, async (request, reply) =>
    reply.code(201).send({ ...(await addPriceItem(db, request.body)), message: quoteMessages.priceItemAdded }),
  );
  app.delete('/price-list/:id', { schema: { params: priceItemParams, response: { 200: messageAnswerSchema } }, preValidation: requireAdmin }, async (request) => {
    await removePriceItem(db, request.params.id);
    return { message: quoteMessages.priceItemRemoved };
  });

  // The customer's side, before /:id so that these words are never read as an id.
  app.get('/mine', { schema: { querystring: pageQuery, response: { 200: listAnswer('quotes', quoteSchema) } }, preValidation: requireUser }, async (request, reply) => {
    const { email } = signedInUser(request);
    const list = { name: 'quotes', scope: scopeOf('quotes/mine', { email }), read: quotesOfEmail(db, email), keyOf: quoteKey, encode } as const;
    return (await answerList(cursors, request.query, list, reply)) ?? reply;
  });

  const customerRoutes = [
    { prefix: '/link/:token', params: quoteTokenParams, guard: undefined, accessOf: (request: FastifyRequest): QuoteAccess => ({ token: (request.params as { token: string }).token }) },
    {
      prefix: '/mine/:id',
      params: quoteIdParams,
      guard: requireUser,
      accessOf: (request: FastifyRequest): QuoteAccess => ({ id: (request.params as { id: string }).id, email: signedInUser(request).email }),
    },
  ] as const;
  for (const { prefix, params, guard, accessOf } of customerRoutes) {
    const callbackOf = (access: QuoteAccess) => `${config.publicUrl}${'token' in access ? pathTo('quote', { token: access.token }) : pathTo('accountQuote', { id: access.id })}`;
    app.get(prefix, { schema: { params, response: { 200: customerQuoteAnswerSchema } }, preValidation: guard }, async (request) => ({
      ...(await readQuoteAsCustomer(db, accessOf(request), request.headers[pageRenderHeader] === undefined)),
      billing: config.billing,
    }));
    app.post(`${prefix}/accept`, { schema: { params, body: quoteAcceptanceSchema, response: { 200: withMessage(customerQuoteAnswerSchema) } }, preValidation: guard }, async (request) => ({
      ...(await acceptQuote(deps, accessOf(request), request.body)),
      billing: config.billing,
      message: quoteMessages.accepted,
    }));
    app.post(`${prefix}/decline`, { schema: { params, body: quoteDeclineSchema, response: { 200: withMessage(customerQuoteAnswerSchema) } }, preValidation: guard }, async (request) => ({
      ...(await declineQuote(deps, accessOf(request), request.body.reason)),
      billing: config.billing,
      message: quoteMessages.declined,
    }));
    app.post(`${prefix}/deposit`, { schema: { params, response: { 200: paymentStartedSchema } }, preValidation: guard }, async (request) => {
      const access = accessOf(request);
      const quote = await quoteForCustomer(db, access);
      return startServicePage(deps, {
        purpose: 'deposit',
        quoteId: quote.id,
        invoiceId: null,
        amountKobo: depositDueKobo(quote),
        email: payerEmailOf(quote.customerEmail, config.companyEmail),
        callbackUrl: callbackOf(access),
      });
    });
    app.get(`${prefix}/pdf`, { schema: { params }, preValidation: guard }, async (request, reply) => {
      const quote = await quoteForCustomer(db, accessOf(request));
      return sendPdf(reply, `${quote.number}.pdf`, await quotePdf(quote, await quoteLinesOf(db, quote.id), config.billing, await virtualAccountOf(db, quote.customerEmail)));
    });
  }

  app.get('/:id', { schema: { params: quoteIdParams, response: { 200: quoteSchema } }, preValidation: requireAdmin }, (request) => quoteDetail(db, request.params.id));
  app.put('/:id', { schema: { params: quoteIdParams, body: quoteDraftSchema, response: { 200: withMessage(quoteSchema) } }, preValidation: requireAdmin }, async (request) => ({
    ...(await updateDraftQuote(deps, request.params.id, request.body)),
    message: quoteMessages.saved,
  }));
  app.post('/:id/copy', { schema: { params: quoteIdParams, response: { 201: withMessage(quoteSchema) } }, preValidation: requireAdmin }, async (request, reply) =>
    reply.code(201).send({ ...(await copyQuote(deps, request.params.id)), message: quoteMessages.copied }),
  );
  app.post('/:id/send', { schema: { params: quoteIdParams, response: { 200: quoteSentSchema } }, preValidation: requireAdmin }, (request) => sendQuote(deps, request.params.id));
  app.post('/:id/job', { schema: { params: quoteIdParams, body: jobRequestSchema, response: { 200: withMessage(quoteSchema) } }, preValidation: requireAdmin }, async (request) => ({
    ...(await scheduleJob(deps, request.params.id, request.body)),
    message: quoteMessages.jobScheduled,
  }));
  app.get('/:id/pdf', { schema: { params: quoteIdParams }, preValidation: requireAdmin }, async (request, reply) => {
    const quote = await findQuoteRow(db, request.params.id);
    return sendPdf(reply, `${quote.number}.pdf`, await quotePdf(quote, await quoteLinesOf(db, quote.id), config.billing, await virtualAccountOf(db, quote.customerEmail)));
  });
};
