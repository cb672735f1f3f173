import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartAddSchema, cartItemSchema, cartLineParams, cartQuantitySchema, cartRemoveSchema } from '../../../contracts/cart.schemas';
import type { AppDeps } from '../../app-deps';
import { authGuards, signedInUser } from '../auth';
import { addToCart, readCart, removeFromCart, setCartQuantity } from './cart';
import { z } from 'zod';

export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('preValidation', authGuards(deps).requireUser);

  const cart = { 200: z.array(cartItemSchema) };
  app.get('/', { schema: { response: cart } }, (request) => readCart(db, signedInUser(request).id));
  app.post('/', { schema: { body: cartAddSchema, response: cart } }, (request) => addToCart(db, signedInUser(request).id, request.body.productId));
  app.delete('/', { schema: { body: cartRemoveSchema, response: cart } }, (request) => removeFromCart(db, signedInUser(request).id, request.body?.productId));
  app.put('/:id', { schema: { params: cartLineParams, body: cartQuantitySchema, response: cart } }, (request) =>
    setCartQuantity(db, signedInUser(request).id, request.params.id, request.body.quantity),
  );
};
