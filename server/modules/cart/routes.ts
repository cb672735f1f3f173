import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartAddSchema, cartLineParams, cartQuantitySchema, cartRemoveSchema } from '../../../contracts/cart.schemas';
import type { AppDeps } from '../../app-deps';
import { authGuards, signedInUser } from '../auth/guards';
import { addToCart, readCart, removeFromCart, setCartQuantity } from './cart';

export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('preValidation', authGuards(deps).requireUser);

  app.get('/', (request) => readCart(db, signedInUser(request).id));
  app.post('/', { schema: { body: cartAddSchema } }, (request) => addToCart(db, signedInUser(request).id, request.body.productId));
  app.delete('/', { schema: { body: cartRemoveSchema } }, (request) => removeFromCart(db, signedInUser(request).id, request.body?.productId));
  app.put('/:id', { schema: { params: cartLineParams, body: cartQuantitySchema } }, (request) =>
    setCartQuantity(db, signedInUser(request).id, request.params.id, request.body.quantity),
  );
};
