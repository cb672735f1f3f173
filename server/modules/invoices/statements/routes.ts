import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { statementMaxBytes, statementMessages } from '../../../../contracts/statements';
import {
  confirmStatementLineSchema,
  statementColumnsSchema,
  statementImportedSchema,
  statementLineConfirmedSchema,
  statementLineParams,
  statementLinesSchema,
  statementUploadQuery,
} from '../../../../contracts/statements.schemas';
import type { AppDeps } from '../../../app-deps';
import { authGuards, signedInUser } from '../../auth';
import { headersOf, rowsOfStatement } from './read-statement';
import { confirmStatementLine, importStatement, openStatementLines } from './statements';

const fileOf = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

/** /api/transfers/statements: the company's own bank statement read in, its credit lines suggested and confirmed. */
export const statementRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { requireAdmin } = authGuards(deps);
  // The file is the body, as the browser's fetch sends a File: CSV, XLSX or whatever type the browser names it.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: statementMaxBytes }, (_request, body, done) => done(null, body));
    uploads.post('/', { schema: { querystring: statementUploadQuery, response: { 200: statementImportedSchema } }, preValidation: requireAdmin }, async (request) =>
      importStatement(deps.db, fileOf(request.body), request.query),
    );
    uploads.post('/columns', { schema: { response: { 200: statementColumnsSchema } }, preValidation: requireAdmin }, async (request) => ({
      columns: headersOf(await rowsOfStatement(fileOf(request.body))).filter(Boolean),
    }));
  });
  app.get('/lines', { schema: { response: { 200: statementLinesSchema } }, preValidation: requireAdmin }, async () => ({ lines: await openStatementLines(deps.db) }));
  app.post(
    '/lines/:id/confirm',
    { schema: { params: statementLineParams, body: confirmStatementLineSchema, response: { 200: statementLineConfirmedSchema } }, preValidation: requireAdmin },
    async (request) => {
      const line = await confirmStatementLine(deps, request.params.id, request.body.number, signedInUser(request).id);
      return { message: statementMessages.confirmed(request.body.number), line };
    },
  );
};
