import type { onSendHookHandler } from 'fastify';
import { z } from 'zod';
import { messageAnswerSchema } from '../../../contracts/api.schemas';
import { listAnswer, pageAnswer, pageQuery } from '../../../contracts/lists.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductFiltersSchema,
  featuredToggledSchema,
  productCreateSchema,
  productIdParams,
  productSchema,
  productSearchSchema,
  productUpdateSchema,
  soldOutToggledSchema,
} from '../../../contracts/products.schemas';
import { productMessages } from '../../../contracts/products';
import type { AppDeps } from '../../app-deps';
import { uploadBodyLimit } from '../../images/upload';
import { authGuards } from '../auth';
import { answerList, scopeOf } from '../../lists/answer';
import { catalogueCache, catalogueChangeChannel } from './catalogue-cache';
import { addStockRoutes } from './stock-routes';
import { addCategoryRoutes } from './category-routes';
import { checkCategoryFilter } from './categories';
import {
  adminProducts,
  createProduct,
  deleteProduct,
  findProduct,
  listFeaturedProducts,
  listProducts,
  listRecommendedProducts,
  productKey,
  searchProducts,
  shopProductPages,
  toggleFeatured,
  toggleSoldOut,
  updateProduct,
  type ListedProduct,
  type ShopProduct,
} from './products';

export const productRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, images } = deps;
  const { requireAdmin } = authGuards(deps);
  const params = { params: productIdParams };

  const cache = catalogueCache(deps.config.catalogueCacheMs);
  const catalogueRead = { compress: false, decompress: false } as const;
  // Every server copy empties its cache when any copy changes the catalogue (PostgreSQL's NOTIFY, delivered
  // at commit); the embedded database serves one process, which empties its own.
  const { listen } = deps;
  if (listen) {
    const stopListening = await listen(catalogueChangeChannel, () => cache.clear());
    app.addHook('onClose', stopListening);
  }
  // Any successful write changes what the shop shows: this copy's cache is emptied before the answer leaves, so
  // the next read here sees it; the others hear of it from the write's own transaction (tellCopiesCatalogueChanged).
  const emptyCacheAfterWrite: onSendHookHandler = async (_request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    cache.clear();
    return payload;
  };
  const emptiesCache = { onSend: emptyCacheAfterWrite };

  const productList = z.array(productSchema);
  const listed = { response: { 200: productList } };
  const shopPage = pageAnswer('products', productSchema);
  const shopPageSize = 12;
  const shopAnswers = { response: { 200: z.union([productList, shopPage]) } };
  app.get('/', { schema: { querystring: productSearchSchema, ...shopAnswers }, ...catalogueRead }, async (request, reply) => {
    const search = request.query;
    if (Object.values(search).every((value) => value === undefined)) return cache.send(request, reply, 'list', productList, () => listProducts(db));
    await checkCategoryFilter(db, search.category);
    // `limit` without `page` (or a cursor) pages as every growing list does: `{ products, nextCursor }`.
    if (search.cursor !== undefined || (search.limit !== undefined && search.page === undefined)) {
      const { q, sort, inStock, category, spec, limit = shopPageSize, cursor } = search;
      const list = {
        name: 'products',
        scope: scopeOf('products/shop', { q, sort, inStock, category, spec: spec && `${spec.name}:${spec.value}` }),
        read: shopProductPages(db, search),
        keyOf: (row: ShopProduct) => row.key,
        encode: (row: ShopProduct) => row.product,
      } as const;
      const page = await answerList(deps.cursors, { limit, cursor }, list, reply);
      return page ? cache.sendOnce(request, reply, shopPage, page) : reply;
    }
    const found = await searchProducts(db, search);
    return cache.sendOnce(request, reply.header('x-total-count', String(found.total)), productList, found.products);
  });
  app.get('/featured', { schema: listed, ...catalogueRead }, (request, reply) => cache.send(request, reply, 'featured', productList, () => listFeaturedProducts(db)));
  app.get('/recommended', { schema: listed, ...catalogueRead }, (request, reply) => cache.send(request, reply, 'recommended', productList, () => listRecommendedProducts(db)));
  app.get('/single/:id', { schema: { ...params, response: { 200: productSchema } }, ...catalogueRead }, (request, reply) =>
    cache.send(request, reply, `single:${request.params.id}`, productSchema, () => findProduct(db, request.params.id)),
  );

  const adminQuery = pageQuery.extend(adminProductFiltersSchema.shape);
  app.get('/admin', { schema: { querystring: adminQuery, response: { 200: listAnswer('products', productSchema) } }, preValidation: requireAdmin }, async (request, reply) => {
    const { limit, cursor, q } = request.query;
    const list = {
      name: 'products',
      scope: scopeOf('products/admin', { q }),
      read: adminProducts(db, q),
      keyOf: productKey,
      encode: (row: ListedProduct) => productSchema.encode(row.product),
    } as const;
    return (await answerList(deps.cursors, { limit, cursor }, list, reply)) ?? reply;
  });

  // SPEC.md: the product form reads `error` before `message`, so a failed creation carries both.
  app.post('/', {
    schema: { body: productCreateSchema, response: { 201: productSchema } },
    bodyLimit: uploadBodyLimit,
    preValidation: requireAdmin,
    ...emptiesCache,
    config: { copyMessageToError: true },
    handler: async (request, reply) => reply.code(201).send(await createProduct(db, request.body, images)),
  });

  app.put('/update/:id', { schema: { ...params, body: productUpdateSchema, response: { 200: productSchema } }, bodyLimit: uploadBodyLimit, preValidation: requireAdmin, ...emptiesCache }, (request) =>
    updateProduct(db, request.params.id, request.body, images),
  );

  app.delete('/:id', { schema: { ...params, response: { 200: messageAnswerSchema } }, preValidation: requireAdmin, ...emptiesCache }, async (request) => {
    await deleteProduct(db, request.params.id, images);
    return { message: productMessages.deleted };
  });

  app.patch('/togglefeatured/:id', { schema: { ...params, response: { 200: featuredToggledSchema } }, preValidation: requireAdmin, ...emptiesCache }, (request) =>
    toggleFeatured(db, request.params.id),
  );
  addStockRoutes(app, deps, () => cache.clear());
  addCategoryRoutes(app, deps, () => cache.clear());

  app.patch('/soldout/:id', { schema: { ...params, response: { 200: soldOutToggledSchema } }, preValidation: requireAdmin, ...emptiesCache }, (request) => toggleSoldOut(db, request.params.id));
};
