import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { contactRequestSchema } from '../../../contracts/contact';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { contactMessageMail } from '../../mail/enquiry-mails';
import type { Mailer } from '../../mail/transport';

type ContactFields = z.output<typeof contactRequestSchema>;

/** Keeps the message for the admins and forwards it to the company's mailbox. */
export async function receiveContactMessage(deps: { config: Config; db: Database; mailer: Mailer; log: FastifyBaseLogger }, fields: ContactFields) {
  const { website: _honeypot, ...message } = fields;
  const [row] = await deps.db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  await deps.mailer
    .send(contactMessageMail(deps.config.companyEmail, message))
    .catch((error: unknown) => deps.log.error({ err: error, messageId: row?.id }, 'contact message mail could not be sent'));
}
