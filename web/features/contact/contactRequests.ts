import { z } from 'zod';
import type { contactRequestSchema } from '../../../contracts/contact.schemas';
import { apiPost } from '../../lib/api';

export type ContactFields = z.output<typeof contactRequestSchema>;

/** Sends a message to the company (/api/contactlist); answers the text to show. */
export async function sendContactMessage(fields: ContactFields): Promise<string> {
  return z.object({ message: z.string() }).parse(await apiPost('/contactlist', fields)).message;
}
