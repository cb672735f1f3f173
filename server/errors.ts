import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An answer the caller should see as it is: a status below 500 and a message meant for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's clients read `error` before `message` (SPEC.md: product creation). */
    copyMessageToError?: boolean;
  }
}

export const serverFailureMessage = 'Something went wrong on our side. Please try again in a moment.';

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length.',
};

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) reply.headers(error.headers);
  const body = describeError(error, request);
  if (request.routeOptions.config?.copyMessageToError) body.payload.error = body.payload.message;
  return reply.code(body.status).send(body.payload);
}

function describeError(error: FastifyError, request: FastifyRequest): { status: number; payload: Record<string, unknown> & { message: string } } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) errors[fieldName(issue.instancePath)] ??= issue.message ?? 'Invalid value';
    const message = error.validation[0]?.message ?? 'Invalid request';
    return { status: 400, payload: { message, errors } };
  }
  if (error instanceof HttpError) {
    return { status: error.statusCode, payload: { ...error.extra, message: error.message } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = frameworkMessages[error.code] ?? 'Bad request';
    return { status, payload: { message } };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, payload: { message: serverFailureMessage } };
}
