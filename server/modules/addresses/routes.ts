import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressIdParams, addressRequestSchema, addressSchema } from '../../../contracts/addresses.schemas';
import { addressMessages } from '../../../contracts/addresses';
import type { AppDeps } from '../../app-deps';
import { authGuards, signedInUser } from '../auth';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses';
import { z } from 'zod';
import { messageAnswerSchema, withMessage } from '../../../contracts/api.schemas';

export const addressRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('preValidation', authGuards(deps).requireUser);

  app.get('/', { schema: { response: { 200: z.array(addressSchema) } } }, (request) => listAddresses(db, signedInUser(request).id));

  app.post('/', { schema: { body: addressRequestSchema, response: { 201: addressSchema } } }, async (request, reply) => {
    const address = await addAddress(db, signedInUser(request).id, request.body);
    return reply.code(201).send(address);
  });

  app.put('/:id', { schema: { params: addressIdParams, body: addressRequestSchema, response: { 200: withMessage(addressSchema) } } }, async (request) => {
    const address = await updateAddress(db, signedInUser(request).id, request.params.id, request.body);
    return { ...address, message: addressMessages.updated };
  });

  app.delete('/:id', { schema: { params: addressIdParams, response: { 200: messageAnswerSchema } } }, async (request) => {
    await deleteAddress(db, signedInUser(request).id, request.params.id);
    return { message: addressMessages.deleted };
  });
};
