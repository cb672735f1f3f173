import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productIdParams } from '../../../contracts/products';
import type { AppDeps } from '../../app';
import { findProduct, listFeaturedProducts, listProducts, listRecommendedProducts } from './products';

export const productRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/', () => listProducts(db));
  app.get('/featured', () => listFeaturedProducts(db));
  app.get('/recommended', () => listRecommendedProducts(db));
  app.get('/single/:id', { schema: { params: productIdParams } }, (request) => findProduct(db, request.params.id));
};
