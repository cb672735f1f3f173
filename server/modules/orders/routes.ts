import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withMessage } from '../../../contracts/api.schemas';
import { listAnswer, pageQuery } from '../../../contracts/lists.schemas';
import { orderMessages } from '../../../contracts/orders';
import { bulkFulfilmentSchema, fulfilmentChangeSchema, orderCountsSchema, orderFiltersSchema, orderIdParams, orderSchema } from '../../../contracts/orders.schemas';
import { paymentEventSchema } from '../../../contracts/payments.schemas';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../errors';
import { answerList, scopeOf } from '../../lists/answer';
import { readAll } from '../../lists/keyset';
import { sendCsv } from '../../lists/stream';
import { fulfilmentMail } from '../../mail/order-mails';
import { findUserById } from '../auth';
import { authGuards, signedInUser } from '../auth';
import { paymentEventsOf } from '../payments';
import { adminOrder, adminOrders, orderCounts, orderCsvHeader, orderCsvRow, orderKey, ordersOf, type ListedOrder } from './order-lists';
import { changeFulfilment, findOrder } from './orders';

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

  app.get('/:id/payment-events', { schema: { params: orderIdParams, response: { 200: z.object({ events: z.array(paymentEventSchema) }) } }, preValidation: requireAdmin }, async (request) => {
    const order = await findOrder(db, request.params.id);
    return { events: await paymentEventsOf(db, order.reference) };
  });

  /** Moves one order along and mails its customer, unless it is a correction. */
  async function fulfil(id: string, change: z.output<typeof fulfilmentChangeSchema>) {
    const { order, userId, tellCustomer } = await changeFulfilment(db, id, change);
    const customer = tellCustomer ? await findUserById(db, userId) : undefined;
    if (customer) await deps.notify(fulfilmentMail(customer.email, customer.name, order, `${deps.config.publicUrl}/account/order`), { reference: order.reference });
    return { ...order, message: tellCustomer ? orderMessages.fulfilmentUpdated : orderMessages.fulfilmentCorrected };
  }

  app.patch('/:id/fulfilment', { schema: { params: orderIdParams, body: fulfilmentChangeSchema, response: { 200: withMessage(orderSchema) } }, preValidation: requireAdmin }, (request) =>
    fulfil(request.params.id, request.body),
  );

  const bulkAnswer = z.object({ orders: z.array(orderSchema), refused: z.array(z.object({ _id: z.string(), message: z.string() })), message: z.string() });
  app.post('/fulfilment', { schema: { body: bulkFulfilmentSchema, response: { 200: bulkAnswer } }, preValidation: requireAdmin }, async (request) => {
    const { orderIds, ...change } = request.body;
    const moved: z.infer<typeof orderSchema>[] = [];
    const refused: { _id: string; message: string }[] = [];
    for (const id of new Set(orderIds)) {
      try {
        moved.push(await fulfil(id, { ...change, correction: false }));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refused.push({ _id: id, message: error.message });
      }
    }
    return { orders: moved, refused, message: orderMessages.ordersUpdated(moved.length) };
  });
};
