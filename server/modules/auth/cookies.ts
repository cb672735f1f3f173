import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { deviceLifetimeSeconds, type DeviceCookie } from './device-cookies';
import { sessionLifetimeSeconds, type SessionTokens } from './sessions';

/** On https the `__Host-` prefix pins the cookies to this exact host, Secure, with Path=/. */
export function sessionCookieNames(config: Config) {
  const prefix = config.publicUrl.startsWith('https://') ? '__Host-' : '';
  return { access: `${prefix}access_token`, refresh: `${prefix}refresh_token` };
}

function cookieOptions(config: Config, maxAgeSeconds: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.publicUrl.startsWith('https://'), path: '/', maxAge: maxAgeSeconds };
}

export function setSessionCookies(reply: FastifyReply, config: Config, tokens: SessionTokens): void {
  const names = sessionCookieNames(config);
  reply.setCookie(names.access, tokens.accessToken, cookieOptions(config, config.accessTokenTtlSeconds));
  reply.setCookie(names.refresh, tokens.refreshToken, cookieOptions(config, sessionLifetimeSeconds));
}

/** Outlives the session on purpose: logging out does not make a browser a stranger to the account. */
export function setDeviceCookie(reply: FastifyReply, config: Config, cookie: DeviceCookie): void {
  reply.setCookie(cookie.name, cookie.value, cookieOptions(config, deviceLifetimeSeconds));
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const names = sessionCookieNames(config);
  reply.clearCookie(names.access, cookieOptions(config, 0));
  reply.clearCookie(names.refresh, cookieOptions(config, 0));
}

export function readSessionCookies(request: FastifyRequest, config: Config) {
  const names = sessionCookieNames(config);
  return { accessToken: request.cookies[names.access], refreshToken: request.cookies[names.refresh] };
}
