import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fulfilmentChangeSchema, orderIdParams, orderSchema } from '../../../contracts/orders.schemas';
import { orderMessages } from '../../../contracts/orders';
import type { AppDeps } from '../../app-deps';
import { sendCsv } from '../../exports/csv';
import { fulfilmentMail } from '../../mail/order-mails';
import { findUserById } from '../auth/accounts';
import { authGuards, signedInUser } from '../auth/guards';
import { paymentEventsOf } from '../payments/payment-events';
import { changeFulfilment, findOrder, listAllOrders, listOrdersOf, ordersCsv } from './orders';
import { z } from 'zod';
import { withMessage } from '../../../contracts/api.schemas';
import { paymentEventSchema } from '../../../contracts/payments.schemas';

export const orderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireUser, requireAdmin } = authGuards(deps);
  app.get('/user', { schema: { response: { 200: z.array(orderSchema) } }, preValidation: requireUser }, (request) => listOrdersOf(deps.db, signedInUser(request).id));
  app.get('/admin', { schema: { response: { 200: z.object({ orders: z.array(orderSchema) }) } }, preValidation: requireAdmin }, async () => ({ orders: await listAllOrders(deps.db) }));
  app.get('/export.csv', { preValidation: requireAdmin }, async (_request, reply) => sendCsv(reply, 'orders.csv', await ordersCsv(deps.db)));

  app.get('/:id/payment-events', { schema: { params: orderIdParams, response: { 200: z.object({ events: z.array(paymentEventSchema) }) } }, preValidation: requireAdmin }, async (request) => {
    const order = await findOrder(deps.db, request.params.id);
    return { events: await paymentEventsOf(deps.db, order.reference) };
  });
  app.patch('/:id/fulfilment', { schema: { params: orderIdParams, body: fulfilmentChangeSchema, response: { 200: withMessage(orderSchema) } }, preValidation: requireAdmin }, async (request) => {
    const { order, userId, tellCustomer } = await changeFulfilment(deps.db, request.params.id, request.body);
    const customer = tellCustomer ? await findUserById(deps.db, userId) : undefined;
    if (customer) await deps.notify(fulfilmentMail(customer.email, customer.name, order, `${deps.config.publicUrl}/account/order`), { reference: order.reference });
    return { ...order, message: tellCustomer ? orderMessages.fulfilmentUpdated : orderMessages.fulfilmentCorrected };
  });
};
