import { z } from 'zod';
import { searchFilter } from './lists.schemas';
import { requiredText } from './person.schemas';

/** A customer's own account number to pay into (API.md, Bank transfers): on the customer, quote and invoice answers, null until assigned. */
export const virtualAccountSchema = z.object({ bankName: z.string(), accountNumber: z.string(), accountName: z.string() });
export type VirtualAccount = z.infer<typeof virtualAccountSchema>;

/** A person in the customers directory, as the office's list shows them (with their own account number on their own page). */
export const customerRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  virtualAccount: virtualAccountSchema.nullable().optional(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

export const customerListQuery = z.object({ q: searchFilter });
export const customerIdParams = z.object({ id: z.uuid({ error: 'Customer not found' }) });

export const customerNoteInput = z.object({ body: requiredText('Write the note').max(2000, 'A note must be at most 2000 characters') });
export const customerNoteSchema = z.object({ _id: z.string(), body: z.string(), writtenBy: z.string(), createdAt: z.string() });

/** Everything the company has with one customer, newest first, a few of each (their own lists page the rest). */
export const customerDetailSchema = z.object({
  customer: customerRecordSchema,
  orders: z.array(z.object({ _id: z.string(), reference: z.string(), status: z.string(), fulfilmentStatus: z.string(), total: z.number(), createdAt: z.string() })),
  bookings: z.array(z.object({ _id: z.string(), service: z.string(), date: z.string(), time: z.string(), status: z.string() })),
  messages: z.array(z.object({ _id: z.string(), subject: z.string(), message: z.string(), createdAt: z.string() })),
  quotes: z.array(z.object({ _id: z.string(), number: z.string(), title: z.string(), status: z.string(), createdAt: z.string() })),
  invoices: z.array(z.object({ _id: z.string(), number: z.string(), title: z.string(), status: z.string(), total: z.number(), balance: z.number(), createdAt: z.string() })),
  /** Money held for the customer on their quotes and invoices, in naira. */
  credit: z.number(),
  notes: z.array(customerNoteSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
