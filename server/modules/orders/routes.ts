import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withMessage } from '../../../contracts/api.schemas';
import { listAnswer, pageQuery } from '../../../contracts/lists.schemas';
import { bulkFulfilmentFrom, fulfilmentTransitions, orderMessages } from '../../../contracts/orders';
import {
  bulkFulfilmentAnswerSchema,
  bulkFulfilmentSchema,
  fulfilmentChangeSchema,
  orderCountsSchema,
  orderFiltersSchema,
  orderIdParams,
  orderSchema,
  pickListQuery,
  type BulkFulfilmentAnswer,
  type Order,
} from '../../../contracts/orders.schemas';
import { paymentEventSchema } from '../../../contracts/payments.schemas';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { answerList, scopeOf } from '../../lists/answer';
import { readAll } from '../../lists/keyset';
import { sendCsv } from '../../lists/stream';
import { fulfilmentMail } from '../../mail/order-mails';
import { findUserById } from '../auth';
import { authGuards, signedInUser } from '../auth';
import { paymentEventsOf } from '../payments';
import { adminOrder, adminOrders, orderCounts, orderCsvHeader, orderCsvRow, orderKey, ordersOf, type ListedOrder } from './order-lists';
import { orderStepMessage, tellCustomer as tellByPhone } from '../messages';
import { ordersLinkOf } from './checkout';
import { changeFulfilment, findOrder } from './orders';
import { packingSlipPdf, pickListPdf } from './packing';

export const orderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, cursors } = deps;
  const { requireUser, requireAdmin } = authGuards(deps);
  const encode = (row: ListedOrder) => orderSchema.encode(row.order);

  app.get(
    '/user',
    { schema: { querystring: pageQuery, response: { 200: z.union([listAnswer('orders', orderSchema), z.array(orderSchema)]) } }, preValidation: requireUser },
    async (request, reply) => {
      const user = signedInUser(request);
      const list = { name: 'orders', wholeListIsArray: true, scope: scopeOf('orders/user', { user: user.id }), read: ordersOf(db, user.id), keyOf: orderKey, encode } as const;
      return (await answerList(cursors, request.query, list, reply)) ?? reply;
    },
  );

  const adminQuery = pageQuery.extend(orderFiltersSchema.shape);
  app.get('/admin', { schema: { querystring: adminQuery, response: { 200: listAnswer('orders', orderSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const { limit, cursor, ...filters } = request.query;
    const list = { name: 'orders', scope: scopeOf('orders/admin', filters), read: adminOrders(db, filters), keyOf: orderKey, encode } as const;
    return (await answerList(cursors, { limit, cursor }, list, reply)) ?? reply;
  });
  app.get('/admin/counts', { schema: { response: { 200: orderCountsSchema } }, preValidation: requireAdmin }, () => orderCounts(db));
  app.get('/admin/:id', { schema: { params: orderIdParams, response: { 200: orderSchema } }, preValidation: requireAdmin }, (request) => adminOrder(db, request.params.id));
  app.get('/export.csv', { schema: { querystring: orderFiltersSchema }, preValidation: requireAdmin }, (request, reply) =>
    sendCsv(reply, 'orders.csv', orderCsvHeader, readAll(adminOrders(db, request.query), orderKey), orderCsvRow),
  );

  const sendPdf = (reply: FastifyReply, printed: { filename: string; pdf: Buffer }) =>
    reply.type('application/pdf').header('content-disposition', `inline; filename="${printed.filename}"`).header('cache-control', 'no-store').send(printed.pdf);
  app.get('/:id/packing-slip.pdf', { schema: { params: orderIdParams }, preValidation: requireAdmin }, async (request, reply) => sendPdf(reply, await packingSlipPdf(db, request.params.id)));
  app.get('/pick-list.pdf', { schema: { querystring: pickListQuery }, preValidation: requireAdmin }, async (request, reply) => sendPdf(reply, await pickListPdf(db, request.query.ids)));

  app.get('/:id/payment-events', { schema: { params: orderIdParams, response: { 200: z.object({ events: z.array(paymentEventSchema) }) } }, preValidation: requireAdmin }, async (request) => {
    const order = await findOrder(db, request.params.id);
    return { events: await paymentEventsOf(db, order.reference) };
  });

  /** Queues the "your order moved" mail to the order's customer, and the same news to its phone, in the transaction that moved it. */
  async function tellCustomer(order: Order, userId: string, tx: Database) {
    const customer = await findUserById(tx, userId);
    if (!customer) return undefined;
    const link = ordersLinkOf(deps);
    await tellByPhone(
      deps.jobs,
      tx,
      orderStepMessage(
        { id: order._id, number: order.number, customerName: customer.name, phone: order.address.phone, fulfilmentStatus: order.fulfilmentStatus, trackingNote: order.trackingNote },
        link,
      ),
    );
    return deps.notify(fulfilmentMail(customer.email, customer.name, order, link), { reference: order.reference }, tx);
  }

  app.patch('/:id/fulfilment', { schema: { params: orderIdParams, body: fulfilmentChangeSchema, response: { 200: withMessage(orderSchema) } }, preValidation: requireAdmin }, async (request) => {
    const outcome = await changeFulfilment(db, request.params.id, request.body, tellCustomer);
    if (!outcome.moved) throw new HttpError(409, outcome.message);
    await outcome.sendMail();
    return { ...outcome.order, message: outcome.tellCustomer ? orderMessages.fulfilmentUpdated : orderMessages.fulfilmentCorrected };
  });

  /**
   * Several orders moved on at once, each under its own lock and mailed as if moved alone; only those at a
   * step the action takes from (bulkFulfilmentFrom) move, the others are skipped and named with the reason.
   */
  app.post('/fulfilment', { schema: { body: bulkFulfilmentSchema, response: { 200: bulkFulfilmentAnswerSchema } }, preValidation: requireAdmin }, async (request) => {
    const { orderIds, ...change } = request.body;
    const answer: BulkFulfilmentAnswer = { orders: [], refused: [], skipped: [], message: '' };
    const onlyFrom = bulkFulfilmentFrom[change.fulfilmentStatus] ?? fulfilmentTransitions.processing;
    for (const id of new Set(orderIds)) {
      try {
        const outcome = await changeFulfilment(db, id, { ...change, correction: false }, tellCustomer, onlyFrom);
        if (outcome.moved) {
          await outcome.sendMail();
          answer.orders.push(outcome.order);
        } else answer.skipped.push({ _id: id, number: outcome.number, message: outcome.message });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        answer.refused.push({ _id: id, message: error.message });
      }
    }
    return { ...answer, message: orderMessages.ordersUpdated(answer.orders.length) };
  });
};
