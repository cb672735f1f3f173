import type { FastifyBodyParser, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const nulCharacterMessage = 'Text must not contain the NUL character';

function holdsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNulCharacter);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNulCharacter(inner));
  return false;
}

/**
 * Fastify's own JSON parser (which refuses `__proto__` and `constructor.prototype` keys), plus one rule:
 * PostgreSQL cannot store the NUL character in text, so a body holding one is refused up front.
 */
export function jsonWithoutNulCharacters(parse: FastifyBodyParser<string>): FastifyBodyParser<string> {
  return (request: FastifyRequest, body: string, done) => {
    parse(request, body, (error, parsed) => {
      if (error) return done(error, undefined);
      if (holdsNulCharacter(parsed)) return done(new HttpError(400, nulCharacterMessage), undefined);
      done(null, parsed);
    });
  };
}
