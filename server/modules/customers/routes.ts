import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messageAnswerSchema, withMessage } from '../../../contracts/api.schemas';
import { customerDetailSchema, customerIdParams, customerListQuery, customerNoteInput, customerNoteSchema, customerRecordSchema } from '../../../contracts/customers.schemas';
import { listAnswer, pageQuery } from '../../../contracts/lists.schemas';
import type { AppDeps } from '../../app-deps';
import { answerList, scopeOf } from '../../lists/answer';
import { authGuards, signedInUser } from '../auth';
import { addCustomerNote, customerDetail, customerKey, customerList, customerMessages, type ListedCustomer } from './customers';
import { consentAnswerSchema, consentChangeSchema } from '../../../contracts/consent.schemas';
import { conversationEntrySchema } from '../../../contracts/conversations.schemas';
import { mergedKey } from '../../lists/merge';
import { changeCustomerConsent, customerConversation, customerConsent } from './conversation';
import { requeryCustomersAccount } from './account-numbers';
import { requeryAccountSchema } from '../../../contracts/transfers.schemas';

/** /api/customers: the office's directory of everyone the company deals with, each with all they have with it. */
export const customerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, cursors } = deps;
  const { requireAdmin } = authGuards(deps);
  const encode = (row: ListedCustomer) => customerRecordSchema.encode(row.customer);

  app.get(
    '/',
    { schema: { querystring: pageQuery.extend(customerListQuery.shape), response: { 200: listAnswer('customers', customerRecordSchema) } }, preValidation: requireAdmin },
    async (request, reply) => {
      const { limit, cursor, q } = request.query;
      const list = { name: 'customers', scope: scopeOf('customers', { q }), read: customerList(db, q), keyOf: customerKey, encode } as const;
      return (await answerList(cursors, { limit, cursor }, list, reply)) ?? reply;
    },
  );
  app.get('/:id', { schema: { params: customerIdParams, response: { 200: customerDetailSchema } }, preValidation: requireAdmin }, (request) => customerDetail(db, request.params.id));
  app.post('/:id/notes', { schema: { params: customerIdParams, body: customerNoteInput, response: { 201: withMessage(customerNoteSchema) } }, preValidation: requireAdmin }, async (request, reply) =>
    reply.code(201).send({ ...(await addCustomerNote(db, request.params.id, request.body.body, signedInUser(request).email)), message: customerMessages.noted }),
  );

  // The customer's messages in and out, newest first (the page shows them newest last), a page at a time.
  app.get(
    '/:id/conversation',
    { schema: { params: customerIdParams, querystring: pageQuery, response: { 200: listAnswer('messages', conversationEntrySchema) } }, preValidation: requireAdmin },
    async (request, reply) => {
      const read = await customerConversation(db, request.params.id);
      const list = {
        name: 'messages',
        scope: scopeOf('customer-conversation', { id: request.params.id }),
        read,
        keyOf: mergedKey,
        encode: (row: { entry: z.infer<typeof conversationEntrySchema> }) => conversationEntrySchema.encode(row.entry),
      } as const;
      return (await answerList(cursors, request.query, list, reply)) ?? reply;
    },
  );
  app.get('/:id/consent', { schema: { params: customerIdParams, response: { 200: consentAnswerSchema } }, preValidation: requireAdmin }, (request) => customerConsent(db, request.params.id));
  app.post('/:id/consent', { schema: { params: customerIdParams, body: consentChangeSchema, response: { 200: withMessage(consentAnswerSchema) } }, preValidation: requireAdmin }, (request) =>
    changeCustomerConsent(db, request.params.id, request.body, signedInUser(request).email),
  );
  app.post('/:id/account-number/requery', { schema: { params: customerIdParams, body: requeryAccountSchema, response: { 200: messageAnswerSchema } }, preValidation: requireAdmin }, (request) =>
    requeryCustomersAccount(deps, request.params.id, request.body.day),
  );
};
