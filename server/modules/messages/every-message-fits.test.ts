import { describe, expect, it } from 'vitest';
import { isGsm7, textMessagePages } from '../../../contracts/messaging';
import { filledTemplate, messageTemplates } from '../../../contracts/messaging-templates';
import { fulfilmentStatuses } from '../../../contracts/orders';
import { invoiceLinkMessage, invoiceReminderMessage, paymentReceiptMessage, quoteExpiringMessage, quoteLinkMessage } from './document-messages';
import { orderPaidMessage, orderStepMessage } from './order-messages';
import type { CustomerMessage } from './telling';
import {
  bookingCancelledMessage,
  bookingChangeReceivedMessage,
  bookingConfirmedMessage,
  bookingReceivedMessage,
  technicianChangedMessage,
  technicianOnTheWayMessage,
  visitDoneMessage,
  visitMovedMessage,
  visitReinstatedMessage,
  visitReminderMessage,
} from './visit-messages';

// The longest a customer, a technician, a service and an amount realistically are, and a short link as the site makes them.
const link = 'https://brightwire.ng/m/Xo3k-Q_';
const name = 'Oluwafunmilayo Adebisi-Ogunleye Akinwande-Babatunde';
const technician = { name: 'Oluwaseun Adebayo-Ogunlesi Babatunde', phone: '+234 (0) 803 555 0142' };
const visit = {
  id: '5f0c9a4e-3b1d-4c2e-9f7a-0d8b6e1a2c3f',
  name,
  phone: '0803 123 4567',
  service: 'Other',
  otherService: 'Rewiring of a four-bedroom duplex with boys quarters, two inverters and a 15 kVA generator changeover',
  date: '2026-09-30',
  time: '10:30',
};
const change = { visit, at: new Date('2026-09-28T09:00:00Z') };
const document = { id: visit.id, number: 'INV-2026-00042', customerName: name, customerPhone: visit.phone, totalKobo: 12_310_000_050, sentAt: new Date() };
const ownAccount = { accountNumber: '9930001234', bankName: 'Wema Bank', accountName: 'BRIGHTWIRE/OLUWAFUNMILAYO ADEBISI-OGUNLEYE AKINWANDE-BABATUNDE' };
const order = { id: visit.id, number: 1_000_042, customerName: name, phone: visit.phone };

const everyKind: [string, CustomerMessage][] = [
  ['booking received', bookingReceivedMessage(visit, link)],
  ['booking confirmed', bookingConfirmedMessage(change, link)],
  ['booking cancelled', bookingCancelledMessage(change)],
  ['booking moved by the customer', bookingChangeReceivedMessage(change, link)],
  ['visit moved by the office', visitMovedMessage(change, link)],
  ['technician changed', technicianChangedMessage(change, technician.name, link)],
  ['visit back on', visitReinstatedMessage(change, link)],
  ['visit reminder', visitReminderMessage(visit, link)],
  ['technician on the way', technicianOnTheWayMessage(visit, technician)],
  ['visit done', visitDoneMessage(visit)],
  ['quote link', quoteLinkMessage({ ...document, number: 'Q-2026-00042', validUntil: '2026-09-30' }, link)],
  ['invoice link', invoiceLinkMessage({ ...document, dueDate: '2026-09-30' }, link)],
  ['invoice due soon', invoiceReminderMessage({ ...document, balanceKobo: document.totalKobo, dueDate: '2026-09-30' }, link, 'due_soon')],
  ['invoice overdue', invoiceReminderMessage({ ...document, balanceKobo: document.totalKobo, dueDate: '2026-09-30' }, link, 'overdue')],
  ['quote link, own account number', quoteLinkMessage({ ...document, number: 'Q-2026-00042', validUntil: '2026-09-30' }, link, ownAccount)],
  ['invoice link, own account number', invoiceLinkMessage({ ...document, dueDate: '2026-09-30' }, link, ownAccount)],
  ['invoice due soon, own account number', invoiceReminderMessage({ ...document, balanceKobo: document.totalKobo, dueDate: '2026-09-30' }, link, 'due_soon', ownAccount)],
  ['invoice overdue, own account number', invoiceReminderMessage({ ...document, balanceKobo: document.totalKobo, dueDate: '2026-09-30' }, link, 'overdue', ownAccount)],
  ['quote about to expire', quoteExpiringMessage({ ...document, number: 'Q-2026-00042', validUntil: '2026-09-30' }, link)],
  ['payment receipt', paymentReceiptMessage({ ...document, amountKobo: document.totalKobo }, link)],
  ['order paid', orderPaidMessage({ ...order, totalKobo: 12_310_000_050 }, link)],
  [
    'order shipped with a long waybill',
    orderStepMessage({ ...order, fulfilmentStatus: 'shipped', trackingNote: 'GIG Logistics waybill 1029384756, Ibadan hub, call 0700 225 5444 for the rider' }, link),
  ],
  ...fulfilmentStatuses.map((status): [string, CustomerMessage] => [`order ${status}`, orderStepMessage({ ...order, fulfilmentStatus: status, trackingNote: '' }, link)]),
];

describe('every message to a customer by SMS', () => {
  it.each(everyKind)('%s is one GSM-7 page of at most 160 characters, with its link whole', (_kind, message) => {
    expect(textMessagePages(message.smsText), message.smsText).toMatchObject({ encoding: 'GSM-7', pages: 1 });
    expect(message.smsText.length).toBeLessThanOrEqual(160);
    expect(message.smsText).not.toContain('₦');
    if (message.values.includes(link)) expect(message.smsText).toContain(link);
  });

  it.each(everyKind)('%s fills its WhatsApp template in GSM-7 words', (_kind, message) => {
    const template = messageTemplates[message.template];
    expect(isGsm7(filledTemplate(template, message.values))).toBe(true);
  });

  it('tells a customer with an account number of their own where to transfer on WhatsApp, and keeps the SMS to the link', () => {
    const plain = invoiceLinkMessage({ ...document, dueDate: '2026-09-30' }, link);
    const own = invoiceLinkMessage({ ...document, dueDate: '2026-09-30' }, link, ownAccount);
    expect(filledTemplate(messageTemplates[own.template], own.values)).toContain('To pay by transfer, use your own account number: 9930001234, Wema Bank, account name BRIGHTWIRE/');
    expect(own.smsText).toBe(plain.smsText);
    expect(filledTemplate(messageTemplates[plain.template], plain.values)).not.toContain('account number');
  });

  it('says the shipped order’s waybill when it fits, and NGN for money', () => {
    const shipped = orderStepMessage({ ...order, fulfilmentStatus: 'shipped', trackingNote: 'GIG 1029384756' }, link);
    expect(shipped.smsText).toContain('Waybill: GIG 1029384756');
    expect(shipped.template).toBe('orderShipped');
    expect(orderPaidMessage({ ...order, totalKobo: 4_850_000 }, link).smsText).toContain('NGN 48,500');
  });
});
