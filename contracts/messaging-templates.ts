/**
 * The WhatsApp message templates the company submits to Meta for approval (WhatsApp Manager > Message
 * templates), one place for their words: the server sends them by these names, and README lists them. Outside
 * the 24-hour window a customer's own message opens, only an approved template may be sent.
 *
 * Meta's rules they keep (the test checks them): a lowercase name of letters, digits and underscores; the
 * placeholders {{1}}, {{2}}... in order, each with a sample value for the reviewer; the body neither starts nor
 * ends with a placeholder; at most 1024 characters. The words are also GSM-7, so the same sentence can go by
 * SMS when a number has no WhatsApp. Every template here is UTILITY: it tells of a booking, visit, document,
 * payment or order the customer made, which is what Meta's utility category is for.
 */

export type TemplateCategory = 'UTILITY' | 'MARKETING';
export type TemplateParameter = { name: string; example: string };
export type MessageTemplate = {
  name: string;
  category: TemplateCategory;
  language: 'en';
  body: string;
  parameters: readonly TemplateParameter[];
};

const signature = '- Brightwire Electrical';

const customerName: TemplateParameter = { name: 'customer_name', example: 'Funke' };

/**
 * A customer with an account number of their own (issue 33) is told it with each document to pay: the same
 * words as the plain template, then where to transfer, as {{6}} to {{8}}. SMS keeps the link alone (the
 * number does not fit one page); the document's page shows it.
 */
const ownAccount = 'your own account number: {{6}}, {{7}}, account name {{8}}.';
const ownAccountParameters: readonly TemplateParameter[] = [
  { name: 'account_number', example: '9930001234' },
  { name: 'bank_name', example: 'Wema Bank' },
  { name: 'account_name', example: 'BRIGHTWIRE/FUNKE ADEYEMI' },
];

const quoteLinkParameters: readonly TemplateParameter[] = [
  customerName,
  { name: 'quote_number', example: 'Q-1042' },
  { name: 'amount', example: 'NGN 310,000' },
  { name: 'quote_link', example: 'https://brightwire.ng/q/9Xw4' },
  { name: 'valid_until', example: '12 Dec 2026' },
];
const invoiceLinkParameters: readonly TemplateParameter[] = [
  customerName,
  { name: 'invoice_number', example: 'INV-2031' },
  { name: 'amount', example: 'NGN 310,000' },
  { name: 'invoice_link', example: 'https://brightwire.ng/i/3Hr8' },
  { name: 'due_date', example: '19 Dec 2026' },
];
const dueSoonParameters: readonly TemplateParameter[] = [
  customerName,
  { name: 'invoice_number', example: 'INV-2031' },
  { name: 'balance', example: 'NGN 160,000' },
  { name: 'due_date', example: '19 Dec 2026' },
  { name: 'invoice_link', example: 'https://brightwire.ng/m/3Hr8xYz' },
];
const overdueParameters: readonly TemplateParameter[] = [
  customerName,
  { name: 'invoice_number', example: 'INV-2031' },
  { name: 'due_date', example: '19 Dec 2026' },
  { name: 'balance', example: 'NGN 160,000' },
  { name: 'invoice_link', example: 'https://brightwire.ng/m/3Hr8xYz' },
];

export const messageTemplates = {
  bookingConfirmation: {
    name: 'booking_confirmation',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your {{2}} visit is booked for {{3}}. See, move or cancel it here: {{4}} ${signature}`,
    parameters: [customerName, { name: 'service', example: 'Solar Services' }, { name: 'visit_time', example: 'Tue 2 Dec, 10:00' }, { name: 'manage_link', example: 'https://brightwire.ng/b/7Kq2' }],
  },
  visitReminder: {
    name: 'visit_reminder',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, a reminder: our technician comes tomorrow, {{2}}, for {{3}}. To move or cancel: {{4}} ${signature}`,
    parameters: [customerName, { name: 'visit_time', example: 'Tue 2 Dec, 10:00' }, { name: 'service', example: 'Solar Services' }, { name: 'manage_link', example: 'https://brightwire.ng/b/7Kq2' }],
  },
  technicianOnTheWay: {
    name: 'technician_on_the_way',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, {{2}}, your technician, is on the way to you now. You can call them on {{3}}. ${signature}`,
    parameters: [customerName, { name: 'technician_name', example: 'Tunde Bakare' }, { name: 'technician_phone', example: '0803 555 0142' }],
  },
  visitDone: {
    name: 'visit_done',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your {{2}} visit is done. Thank you for choosing us. If anything is not right, reply here or call us. ${signature}`,
    parameters: [customerName, { name: 'service', example: 'Solar Services' }],
  },
  /** The office's answer to a customer's message once the 24-hour window has closed: their words inside. */
  messageReply: {
    name: 'message_reply',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, this is our answer to your message: {{2}} You can reply here. ${signature}`,
    parameters: [customerName, { name: 'answer', example: 'Yes, we can come on Friday at 10:00. The inspection is NGN 5,000.' }],
  },
  quoteLink: {
    name: 'quote_link',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your quote {{2}} for {{3}} is ready: {{4}} It is valid until {{5}}. ${signature}`,
    parameters: quoteLinkParameters,
  },
  quoteLinkOwnAccount: {
    name: 'quote_link_own_account',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your quote {{2}} for {{3}} is ready: {{4}} It is valid until {{5}}. To pay by transfer, use ${ownAccount} ${signature}`,
    parameters: [...quoteLinkParameters, ...ownAccountParameters],
  },
  invoiceLink: {
    name: 'invoice_link',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your invoice {{2}} for {{3}} is ready: {{4}} Please pay by {{5}}. ${signature}`,
    parameters: invoiceLinkParameters,
  },
  invoiceLinkOwnAccount: {
    name: 'invoice_link_own_account',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your invoice {{2}} for {{3}} is ready: {{4}} Please pay by {{5}}. To pay by transfer, use ${ownAccount} ${signature}`,
    parameters: [...invoiceLinkParameters, ...ownAccountParameters],
  },
  invoiceDueSoon: {
    name: 'invoice_due_soon',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, a reminder: invoice {{2}} has {{3}} left to pay by {{4}}. Pay it here: {{5}} ${signature}`,
    parameters: dueSoonParameters,
  },
  invoiceDueSoonOwnAccount: {
    name: 'invoice_due_soon_own_account',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, a reminder: invoice {{2}} has {{3}} left to pay by {{4}}. Pay it here: {{5}} or by transfer into ${ownAccount} ${signature}`,
    parameters: [...dueSoonParameters, ...ownAccountParameters],
  },
  invoiceOverdue: {
    name: 'invoice_overdue',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, invoice {{2}} was due on {{3}} and {{4}} is still to pay. Pay it here, or reply if you need to talk: {{5}} ${signature}`,
    parameters: overdueParameters,
  },
  invoiceOverdueOwnAccount: {
    name: 'invoice_overdue_own_account',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, invoice {{2}} was due on {{3}} and {{4}} is still to pay. Pay it here, or reply if you need to talk: {{5}} You can also pay by transfer into ${ownAccount} ${signature}`,
    parameters: [...overdueParameters, ...ownAccountParameters],
  },
  quoteExpiring: {
    name: 'quote_expiring',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your quote {{2}} is valid until {{3}}. To go ahead, open it here: {{4}} ${signature}`,
    parameters: [customerName, { name: 'quote_number', example: 'Q-1042' }, { name: 'valid_until', example: '12 Dec 2026' }, { name: 'quote_link', example: 'https://brightwire.ng/m/9Xw4xYz' }],
  },
  paymentReceipt: {
    name: 'payment_receipt',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, we have received your payment of {{2}} for {{3}}. Thank you. Your receipt: {{4}} ${signature}`,
    parameters: [customerName, { name: 'amount', example: 'NGN 150,000' }, { name: 'document_number', example: 'INV-2031' }, { name: 'receipt_link', example: 'https://brightwire.ng/i/3Hr8' }],
  },
  orderPaid: {
    name: 'order_paid',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, thank you for your order {{2}}. We have received {{3}} and will call you to arrange delivery. Follow it here: {{4}} ${signature}`,
    parameters: [customerName, { name: 'order_number', example: '#ORD-1042' }, { name: 'amount', example: 'NGN 48,500' }, { name: 'orders_link', example: 'https://brightwire.ng/o/5Tn1' }],
  },
  orderShipped: {
    name: 'order_shipped',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your order {{2}} is on its way. Waybill: {{3}}. Follow it here: {{4}} ${signature}`,
    parameters: [customerName, { name: 'order_number', example: '#ORD-1042' }, { name: 'waybill', example: 'GIG 1029384756' }, { name: 'orders_link', example: 'https://brightwire.ng/o/5Tn1' }],
  },
  bookingConfirmed: {
    name: 'booking_confirmed',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your {{2}} visit on {{3}} is confirmed. See, move or cancel it here: {{4}} ${signature}`,
    parameters: [
      customerName,
      { name: 'service', example: 'Solar Services' },
      { name: 'visit_time', example: 'Tue 2 Dec, 10:00' },
      { name: 'manage_link', example: 'https://brightwire.ng/m/7Kq2xYz' },
    ],
  },
  bookingCancelled: {
    name: 'booking_cancelled',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your {{2}} visit on {{3}} has been cancelled. To book again, reply here or call us. ${signature}`,
    parameters: [customerName, { name: 'service', example: 'Solar Services' }, { name: 'visit_time', example: 'Tue 2 Dec, 10:00' }],
  },
  bookingChangeReceived: {
    name: 'booking_change_received',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, we have your change: your {{2}} visit is now asked for {{3}}, and we will confirm it soon. See it here: {{4}} ${signature}`,
    parameters: [
      customerName,
      { name: 'service', example: 'Solar Services' },
      { name: 'visit_time', example: 'Tue 2 Dec, 10:00' },
      { name: 'manage_link', example: 'https://brightwire.ng/m/7Kq2xYz' },
    ],
  },
  visitMoved: {
    name: 'visit_moved',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your {{2}} visit has moved to {{3}}. See, move or cancel it here: {{4}} ${signature}`,
    parameters: [
      customerName,
      { name: 'service', example: 'Solar Services' },
      { name: 'visit_time', example: 'Tue 2 Dec, 10:00' },
      { name: 'manage_link', example: 'https://brightwire.ng/m/7Kq2xYz' },
    ],
  },
  technicianChanged: {
    name: 'technician_changed',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, {{2}} is now your technician for your {{3}} visit on {{4}}. See, move or cancel it here: {{5}} ${signature}`,
    parameters: [
      customerName,
      { name: 'technician_name', example: 'Tunde Bakare' },
      { name: 'service', example: 'Solar Services' },
      { name: 'visit_time', example: 'Tue 2 Dec, 10:00' },
      { name: 'manage_link', example: 'https://brightwire.ng/m/7Kq2xYz' },
    ],
  },
  visitReinstated: {
    name: 'visit_reinstated',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your {{2}} visit on {{3}} is back on. See, move or cancel it here: {{4}} ${signature}`,
    parameters: [
      customerName,
      { name: 'service', example: 'Solar Services' },
      { name: 'visit_time', example: 'Tue 2 Dec, 10:00' },
      { name: 'manage_link', example: 'https://brightwire.ng/m/7Kq2xYz' },
    ],
  },
  orderUpdate: {
    name: 'order_update',
    category: 'UTILITY',
    language: 'en',
    body: `Hello {{1}}, your order {{2}} {{3}}. Follow it here: {{4}} ${signature}`,
    parameters: [
      customerName,
      { name: 'order_number', example: '#ORD-1042' },
      { name: 'order_step', example: 'has been delivered' },
      { name: 'orders_link', example: 'https://brightwire.ng/m/5Tn1aBc' },
    ],
  },
} as const satisfies Record<string, MessageTemplate>;

export type TemplateKey = keyof typeof messageTemplates;

/** The template's words with its placeholders filled, as the customer reads them (the outbox's files, an SMS). */
export function filledTemplate(template: MessageTemplate, values: readonly string[]): string {
  if (values.length !== template.parameters.length) {
    throw new RangeError(`template ${template.name} takes ${template.parameters.length} values, not ${values.length}`);
  }
  return template.body.replace(/\{\{(\d+)\}\}/g, (_placeholder, index: string) => values[Number(index) - 1] ?? '');
}
