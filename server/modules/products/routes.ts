import type { onSendHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productCreateSchema, productIdParams, productSearchSchema, productUpdateSchema } from '../../../contracts/products.schemas';
import { productMessages } from '../../../contracts/products';
import type { AppDeps } from '../../app-deps';
import { uploadBodyLimit } from '../../images/upload';
import { authGuards } from '../auth/guards';
import { catalogueCache } from './catalogue-cache';
import {
  createProduct,
  deleteProduct,
  findProduct,
  listFeaturedProducts,
  listProducts,
  listRecommendedProducts,
  searchProducts,
  toggleFeatured,
  toggleSoldOut,
  updateProduct,
} from './products';

export const productRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, uploadsDir } = deps;
  const { requireAdmin } = authGuards(deps);
  const params = { params: productIdParams };

  const cache = catalogueCache(deps.config.catalogueCacheMs);
  const catalogueRead = { compress: false, decompress: false } as const;
  // Any successful write changes what the shop shows; emptied before the answer leaves, so the next read sees it.
  const emptyCacheAfterWrite: onSendHookHandler = (_request, reply, payload, done) => {
    if (reply.statusCode < 400) cache.clear();
    done(null, payload);
  };
  const emptiesCache = { onSend: emptyCacheAfterWrite };

  app.get('/', { schema: { querystring: productSearchSchema }, ...catalogueRead }, async (request, reply) => {
    const search = request.query;
    if (Object.values(search).every((value) => value === undefined)) return cache.send(request, reply, 'list', () => listProducts(db));
    const found = await searchProducts(db, search);
    return cache.sendOnce(request, reply.header('x-total-count', String(found.total)), found.products);
  });
  app.get('/featured', catalogueRead, (request, reply) => cache.send(request, reply, 'featured', () => listFeaturedProducts(db)));
  app.get('/recommended', catalogueRead, (request, reply) => cache.send(request, reply, 'recommended', () => listRecommendedProducts(db)));
  app.get('/single/:id', { schema: params, ...catalogueRead }, (request, reply) => cache.send(request, reply, `single:${request.params.id}`, () => findProduct(db, request.params.id)));

  // SPEC.md: the product form reads `error` before `message`, so a failed creation carries both.
  app.post('/', {
    schema: { body: productCreateSchema },
    bodyLimit: uploadBodyLimit,
    preValidation: requireAdmin,
    ...emptiesCache,
    config: { copyMessageToError: true },
    handler: async (request, reply) => reply.code(201).send(await createProduct(db, request.body, uploadsDir)),
  });

  app.put('/update/:id', { schema: { ...params, body: productUpdateSchema }, bodyLimit: uploadBodyLimit, preValidation: requireAdmin, ...emptiesCache }, (request) =>
    updateProduct(db, request.params.id, request.body, uploadsDir),
  );

  app.delete('/:id', { schema: params, preValidation: requireAdmin, ...emptiesCache }, async (request) => {
    await deleteProduct(db, request.params.id, uploadsDir);
    return { message: productMessages.deleted };
  });

  app.patch('/togglefeatured/:id', { schema: params, preValidation: requireAdmin, ...emptiesCache }, (request) => toggleFeatured(db, request.params.id));
  app.patch('/soldout/:id', { schema: params, preValidation: requireAdmin, ...emptiesCache }, (request) => toggleSoldOut(db, request.params.id));
};
