import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withMessage } from '../../../contracts/api.schemas';
import { invoiceMessages } from '../../../contracts/invoices';
import {
  applyCreditSchema,
  customerInvoiceAnswerSchema,
  invoiceCountsSchema,
  invoiceDraftSchema,
  invoiceIdParams,
  invoiceListQuery,
  invoiceSchema,
  invoiceSentSchema,
  invoiceTokenParams,
  paymentIdParams,
  paymentListQuery,
  recordPaymentSchema,
  refundCreditSchema,
  voidInvoiceSchema,
} from '../../../contracts/invoices.schemas';
import { listAnswer, pageQuery } from '../../../contracts/lists.schemas';
import { secondDepositChoiceSchema, secondDepositParams } from '../../../contracts/quotes.schemas';
import { pathTo } from '../../../contracts/pages';
import { paymentStartedSchema } from '../../../contracts/payments.schemas';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../errors';
import { answerList, scopeOf } from '../../lists/answer';
import { readAll } from '../../lists/keyset';
import { sendCsv } from '../../lists/stream';
import { authGuards, signedInUser } from '../auth';
import { formatKobo } from '../../../contracts/money';
import { startServicePage } from '../payments';
import { payerEmailOf } from '../quotes';
import { applyCredit, refundCredit } from './credits';
import { refundAnswerMessage } from './quote-money-routes';
import { chooseForSecondDeposit } from './second-deposits';
import { recordOfficePayment } from './settlement';
import { invoiceForCustomer, payableBalanceKobo, readInvoiceAsCustomer, type InvoiceAccess } from './customer-invoices';
import { toCustomerInvoiceJson } from './invoice-json';
import {
  adminInvoices,
  invoiceCounts,
  invoiceCsvHeader,
  invoiceCsvRow,
  invoiceKey,
  invoicesOfEmail,
  paymentCsvHeader,
  paymentCsvRow,
  paymentKey,
  servicePaymentsBetween,
  type ListedInvoice,
} from './invoice-lists';
import { invoicePdf, receiptPdf } from './invoice-pdf';
import { createInvoice, invoiceDetail, invoicePartsOf, sendInvoice, updateDraftInvoice, voidInvoice } from './invoices';
import { findServicePayment, receiptFactsOf } from './service-payments';

function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).header('cache-control', 'no-store').send(pdf);
}

/** /api/invoices: the office issues invoices and records payments; the customer reads and pays by link or account. */
export const invoiceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, cursors, config } = deps;
  const { requireAdmin, requireUser } = authGuards(deps);
  const encode = (row: ListedInvoice) => invoiceSchema.encode(row.invoice);
  const adminQuery = pageQuery.extend(invoiceListQuery.shape);
  app.get('/', { schema: { querystring: adminQuery, response: { 200: listAnswer('invoices', invoiceSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const { limit, cursor, ...filters } = request.query;
    const list = { name: 'invoices', scope: scopeOf('invoices/admin', filters), read: adminInvoices(db, filters), keyOf: invoiceKey, encode } as const;
    return (await answerList(cursors, { limit, cursor }, list, reply)) ?? reply;
  });
  app.get('/counts', { schema: { response: { 200: invoiceCountsSchema } }, preValidation: requireAdmin }, () => invoiceCounts(db));
  app.get('/export.csv', { schema: { querystring: invoiceListQuery }, preValidation: requireAdmin }, (request, reply) =>
    sendCsv(reply, 'invoices.csv', invoiceCsvHeader, readAll(adminInvoices(db, request.query), invoiceKey), invoiceCsvRow),
  );
  app.get('/payments.csv', { schema: { querystring: paymentListQuery }, preValidation: requireAdmin }, (request, reply) =>
    sendCsv(reply, 'payments.csv', paymentCsvHeader, readAll(servicePaymentsBetween(db, request.query), paymentKey), paymentCsvRow),
  );
  app.post('/', { schema: { body: invoiceDraftSchema, response: { 201: withMessage(invoiceSchema) } }, preValidation: requireAdmin }, async (request, reply) =>
    reply.code(201).send({ ...(await createInvoice(deps, request.body)), message: invoiceMessages.saved }),
  );
  app.get('/receipts/:paymentId/pdf', { schema: { params: paymentIdParams }, preValidation: requireAdmin }, async (request, reply) => {
    const payment = await findServicePayment(db, request.params.paymentId);
    return sendPdf(reply, `${payment.receiptNumber}.pdf`, await receiptPdf(await receiptFactsOf(db, payment), config.billing));
  });

  app.get('/mine', { schema: { querystring: pageQuery, response: { 200: listAnswer('invoices', invoiceSchema) } }, preValidation: requireUser }, async (request, reply) => {
    const { email } = signedInUser(request);
    const list = { name: 'invoices', scope: scopeOf('invoices/mine', { email }), read: invoicesOfEmail(db, email), keyOf: invoiceKey, encode } as const;
    return (await answerList(cursors, request.query, list, reply)) ?? reply;
  });

  const customerRoutes = [
    { prefix: '/link/:token', params: invoiceTokenParams, guard: undefined, accessOf: (request: FastifyRequest): InvoiceAccess => ({ token: (request.params as { token: string }).token }) },
    {
      prefix: '/mine/:id',
      params: invoiceIdParams,
      guard: requireUser,
      accessOf: (request: FastifyRequest): InvoiceAccess => ({ id: (request.params as { id: string }).id, email: signedInUser(request).email }),
    },
  ] as const;
  for (const { prefix, params, guard, accessOf } of customerRoutes) {
    const callbackOf = (access: InvoiceAccess) => `${config.publicUrl}${'token' in access ? pathTo('invoice', { token: access.token }) : pathTo('accountInvoice', { id: access.id })}`;
    app.get(prefix, { schema: { params, response: { 200: customerInvoiceAnswerSchema } }, preValidation: guard }, async (request) => ({
      ...(await readInvoiceAsCustomer(db, accessOf(request))),
      billing: config.billing,
    }));
    app.post(`${prefix}/pay`, { schema: { params, response: { 200: paymentStartedSchema } }, preValidation: guard }, async (request) => {
      const access = accessOf(request);
      const invoice = await invoiceForCustomer(db, access);
      return startServicePage(deps, {
        purpose: 'invoice',
        quoteId: null,
        invoiceId: invoice.id,
        amountKobo: payableBalanceKobo(invoice),
        email: payerEmailOf(invoice.customerEmail, config.companyEmail),
        callbackUrl: callbackOf(access),
      });
    });
    app.get(`${prefix}/pdf`, { schema: { params }, preValidation: guard }, async (request, reply) => {
      const invoice = await invoiceForCustomer(db, accessOf(request));
      return sendPdf(reply, `${invoice.number}.pdf`, await invoicePdf(toCustomerInvoiceJson(invoice, await invoicePartsOf(db, invoice)), config.billing));
    });
    app.get(`${prefix}/receipts/:paymentId/pdf`, { schema: { params: params.extend(paymentIdParams.shape) }, preValidation: guard }, async (request, reply) => {
      const invoice = await invoiceForCustomer(db, accessOf(request));
      const payment = await findServicePayment(db, (request.params as { paymentId: string }).paymentId);
      if (payment.invoiceId !== invoice.id) throw new HttpError(404, invoiceMessages.paymentNotFound);
      return sendPdf(reply, `${payment.receiptNumber}.pdf`, await receiptPdf(await receiptFactsOf(db, payment), config.billing));
    });
  }

  app.get('/:id', { schema: { params: invoiceIdParams, response: { 200: invoiceSchema } }, preValidation: requireAdmin }, (request) => invoiceDetail(db, request.params.id));
  app.put('/:id', { schema: { params: invoiceIdParams, body: invoiceDraftSchema, response: { 200: withMessage(invoiceSchema) } }, preValidation: requireAdmin }, async (request) => ({
    ...(await updateDraftInvoice(deps, request.params.id, request.body)),
    message: invoiceMessages.saved,
  }));
  app.post('/:id/send', { schema: { params: invoiceIdParams, response: { 200: invoiceSentSchema } }, preValidation: requireAdmin }, (request) => sendInvoice(deps, request.params.id));
  app.post('/:id/void', { schema: { params: invoiceIdParams, body: voidInvoiceSchema, response: { 200: withMessage(invoiceSchema) } }, preValidation: requireAdmin }, async (request) => ({
    ...(await voidInvoice(deps, request.params.id, request.body.reason)),
    message: invoiceMessages.voided,
  }));
  app.post('/:id/payments', { schema: { params: invoiceIdParams, body: recordPaymentSchema, response: { 201: withMessage(invoiceSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const payment = await recordOfficePayment(deps, request.params.id, request.body, signedInUser(request).id);
    const message = payment.creditKobo > 0 ? invoiceMessages.paymentCredited(formatKobo(payment.creditKobo)) : invoiceMessages.paymentRecorded;
    return reply.code(201).send({ ...(await invoiceDetail(db, request.params.id)), message });
  });
  app.post('/:id/refunds', { schema: { params: invoiceIdParams, body: refundCreditSchema, response: { 201: withMessage(invoiceSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const move = await refundCredit(deps, { invoiceId: request.params.id }, request.body, signedInUser(request).id);
    return reply.code(201).send({ ...(await invoiceDetail(db, request.params.id)), message: refundAnswerMessage(move.status) });
  });
  app.post(
    '/:id/second-deposits/:paymentId',
    { schema: { params: secondDepositParams, body: secondDepositChoiceSchema, response: { 200: withMessage(invoiceSchema) } }, preValidation: requireAdmin },
    async (request) => {
      const message = await chooseForSecondDeposit(deps, { invoiceId: request.params.id }, request.params.paymentId, request.body.choice, signedInUser(request).id);
      return { ...(await invoiceDetail(db, request.params.id)), message };
    },
  );
  app.post('/:id/credit/apply', { schema: { params: invoiceIdParams, body: applyCreditSchema, response: { 200: withMessage(invoiceSchema) } }, preValidation: requireAdmin }, async (request) => {
    await applyCredit(deps, { invoiceId: request.params.id }, request.body, signedInUser(request).id);
    return { ...(await invoiceDetail(db, request.params.id)), message: invoiceMessages.creditApplied };
  });
  app.get('/:id/pdf', { schema: { params: invoiceIdParams }, preValidation: requireAdmin }, async (request, reply) => {
    const invoice = await invoiceDetail(db, request.params.id);
    return sendPdf(reply, `${invoice.number}.pdf`, await invoicePdf(invoice, config.billing));
  });
};
