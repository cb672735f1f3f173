import type { FastifyBodyParser, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/**
 * PostgreSQL cannot store the NUL character in text, and a broken %-escape is no text at all: both are
 * refused up front, in bodies and in addresses alike, so that no query ever reaches the database with them.
 */
export const nulCharacterMessage = 'Text must not contain the NUL character';
export const brokenEscapeMessage = 'The address is not valid text: it holds a broken %-escape';

function holdsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNulCharacter);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNulCharacter(inner));
  return false;
}

/** Fastify's own JSON parser (which refuses `__proto__` and `constructor.prototype` keys), plus the NUL rule. */
export function jsonWithoutNulCharacters(parse: FastifyBodyParser<string>): FastifyBodyParser<string> {
  return (request: FastifyRequest, body: string, done) => {
    parse(request, body, (error, parsed) => {
      if (error) return done(error, undefined);
      if (holdsNulCharacter(parsed)) return done(new HttpError(400, nulCharacterMessage), undefined);
      done(null, parsed);
    });
  };
}

/**
 * An onRequest hook for the path and query string, which every parameter and search comes from. Fastify's
 * decoders pass a broken escape through as it is, and a %00 through as a NUL.
 */
export async function refuseUnreadableAddress(request: FastifyRequest): Promise<void> {
  let address: string;
  try {
    address = decodeURIComponent(request.url);
  } catch {
    throw new HttpError(400, brokenEscapeMessage);
  }
  if (address.includes('\u0000')) throw new HttpError(400, nulCharacterMessage);
}

/** Fastify's answers to addresses its router cannot read, which come before any hook or handler runs. */
export function answerUnroutableAddress(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send({ message: 'The address is too long.' });
  return reply.code(400).send({ message: error.code === 'FST_ERR_BAD_URL' ? brokenEscapeMessage : 'Bad request' });
}
