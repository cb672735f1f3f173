import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './transport';

/**
 * Sends a mail whose failure must not fail the request (the booking or payment is safely stored): a failure
 * is logged with what it was about, for the office to follow up. Never throws. A mail the customer cannot do
 * without (an activation link) is sent through the mailer itself, and its failure answered.
 */
export type Notify = (mail: MailMessage, about?: Record<string, unknown>) => Promise<void>;

export function notifierOf(mailer: Mailer, log: FastifyBaseLogger): Notify {
  return (mail, about = {}) =>
    mailer.send(mail).catch((error: unknown) => log.error({ err: error, to: mail.to, subject: mail.subject, ...about }, 'mail could not be sent'));
}
