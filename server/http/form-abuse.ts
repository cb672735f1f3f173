import type { FastifyInstance } from 'fastify';
import { limitAttempts } from './attempt-limits';
import type { Config } from '../config';

/** The public forms (booking, contact) accept this many sends per address per hour: far above a person's need. */
export function formAbuseLimit(app: FastifyInstance, config: Config, form: string) {
  return limitAttempts(app, [{ max: config.formLimitPerIp, windowMs: 60 * 60 * 1000, keyOf: (request) => `${form}-ip:${request.ip}` }]);
}

/**
 * The forms carry a field people never see; a filled one means a bot. It is answered like a success so
 * the bot learns nothing, and nothing is stored or mailed.
 */
export function isAutomatedSubmission(body: { website?: string | undefined }): boolean {
  return Boolean(body.website);
}
