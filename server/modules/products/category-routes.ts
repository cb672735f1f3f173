import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema } from '../../../contracts/api.schemas';
import { categoryMessages } from '../../../contracts/categories';
import { categoryCreateSchema, categoryMoveSchema, categorySchema, categorySlugParams, categoryUpdateSchema } from '../../../contracts/categories.schemas';
import type { AppDeps } from '../../app-deps';
import { authGuards } from '../auth';
import { createCategory, deleteCategory, listCategories, moveCategory, updateCategory } from './categories';

/**
 * /api/products/categories: the shop's categories for everyone; the office adds, renames, reorders and deletes
 * them (never one that still has products). `onChange` empties this copy's catalogue cache (the others hear
 * through the change's own NOTIFY).
 */
export function addCategoryRoutes(server: FastifyInstance, deps: AppDeps, onChange: () => void): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const { requireAdmin } = authGuards(deps);
  const list = z.array(categorySchema);
  const params = { params: categorySlugParams };
  const changes = <T>(answer: T): T => {
    onChange();
    return answer;
  };

  app.get('/categories', { schema: { response: { 200: list } } }, () => listCategories(db));
  app.post('/categories', { schema: { body: categoryCreateSchema, response: { 201: categorySchema } }, preValidation: requireAdmin }, async (request, reply) =>
    reply.code(201).send(changes(await createCategory(db, request.body))),
  );
  app.put('/categories/:slug', { schema: { ...params, body: categoryUpdateSchema, response: { 200: categorySchema } }, preValidation: requireAdmin }, async (request) =>
    changes(await updateCategory(db, request.params.slug, request.body)),
  );
  app.post('/categories/:slug/move', { schema: { ...params, body: categoryMoveSchema, response: { 200: list } }, preValidation: requireAdmin }, async (request) =>
    changes(await moveCategory(db, request.params.slug, request.body)),
  );
  app.delete('/categories/:slug', { schema: { ...params, response: { 200: messageAnswerSchema } }, preValidation: requireAdmin }, async (request) => {
    await deleteCategory(db, request.params.slug);
    return changes({ message: categoryMessages.deleted });
  });
}
