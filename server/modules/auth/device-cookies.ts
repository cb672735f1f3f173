import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import { signingKey } from './sessions';

/**
 * OWASP's device cookie: a browser that signed in to an account gets a signed cookie naming that account
 * and a random id of its own, so that a later sign-in from it is told from a stranger's guess. One cookie per
 * account (a shop counter's PC may serve two admins), renewed at every sign-in, kept at logout.
 */
const deviceAudience = 'brightwire-device';
const deviceType = 'device';
const deviceLifetimeDays = 365;
export const deviceLifetimeSeconds = deviceLifetimeDays * 24 * 60 * 60;

export type DeviceCookie = { name: string; value: string };

/** The name hides the account's id; on https the `__Host-` prefix pins it to this host, like the session's. */
export function deviceCookieName(config: Config, userId: string): string {
  const prefix = config.publicUrl.startsWith('https://') ? '__Host-' : '';
  return `${prefix}device_${createHash('sha256').update(userId).digest('base64url').slice(0, 16)}`;
}

export async function newDeviceCookie(config: Config, userId: string): Promise<DeviceCookie> {
  const value = await new SignJWT({ typ: deviceType })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuer(config.publicUrl)
    .setAudience(deviceAudience)
    .setIssuedAt()
    .setExpirationTime(`${deviceLifetimeDays}d`)
    .sign(signingKey(config));
  return { name: deviceCookieName(config, userId), value };
}

/** The id of the browser sending this request, when it carries a genuine device cookie of this account. */
export async function knownDeviceOf(request: FastifyRequest, config: Config, userId: string): Promise<string | undefined> {
  const value = request.cookies[deviceCookieName(config, userId)];
  if (!value) return undefined;
  try {
    const { payload } = await jwtVerify(value, signingKey(config), {
      algorithms: ['HS256'],
      audience: deviceAudience,
      issuer: config.publicUrl,
      subject: userId,
      requiredClaims: ['jti', 'exp', 'typ'],
    });
    return payload.typ === deviceType ? payload.jti : undefined;
  } catch {
    return undefined;
  }
}
