import { eq } from 'drizzle-orm';
import type { ConsentChange } from '../../../contracts/consent.schemas';
import type { ConversationEntry } from '../../../contracts/conversations.schemas';
import { nigerianPhoneE164 } from '../../../contracts/messaging';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { ReadAfter } from '../../lists/keyset';
import { mergedNewestFirst, type MergedRow } from '../../lists/merge';
import { messagesFromPerson } from '../contact';
import { consentOf, recordConsent, repliesToPhone, toldToPhone } from '../messages';
import { customers } from './tables';

export const conversationNotFound = 'Customer not found';

async function customerRow(db: Database, id: string) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new HttpError(404, conversationNotFound);
  return row;
}

/**
 * A customer's conversation with the company (issue 32 item 6), newest first: what they wrote (form, WhatsApp,
 * SMS, found by their e-mail or number as the inbox keeps them) and what was sent to their number (the
 * system's messages and the office's replies), each read on its own index and merged page by page.
 */
export async function customerConversation(db: Database, id: string): Promise<ReadAfter<MergedRow<ConversationEntry>>> {
  const row = await customerRow(db, id);
  const phone = nigerianPhoneE164(row.phone);
  const lists = [messagesFromPerson(db, row), ...(phone.ok ? [toldToPhone(db, phone.e164), repliesToPhone(db, phone.e164)] : [])];
  return mergedNewestFirst(lists);
}

export async function customerConsent(db: Database, id: string) {
  const row = await customerRow(db, id);
  return { channels: await consentOf(db, row) };
}

export async function changeCustomerConsent(db: Database, id: string, change: ConsentChange, recordedBy: string) {
  const row = await customerRow(db, id);
  const message = await recordConsent(db, row, change, recordedBy);
  return { channels: await consentOf(db, row), message };
}
