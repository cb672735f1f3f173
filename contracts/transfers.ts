/**
 * Bank transfers into a customer's own account number (Paystack dedicated accounts), as plain values
 * (transfers.schemas.ts builds the schemas from them).
 */

/** received -> settled (placed by the product) | unmatched -> assigned (by the office, once). */
export const bankTransferStatuses = ['received', 'settled', 'unmatched', 'assigned'] as const;
export type BankTransferStatus = (typeof bankTransferStatuses)[number];

export const transferMessages = {
  notFound: 'Transfer not found',
  alreadyPlaced: 'This transfer has already been assigned',
  documentNotFound: 'No open quote or invoice has that number',
  notOpen: 'Only an accepted quote or an issued invoice can take this money',
  assigned: (number: string) => `Transfer assigned to ${number}`,
  sandboxTransferIn: 'Transfer received by the sandbox',
  noOwnAccount: 'This customer has no account number of their own yet',
  requeryUnreachable: 'Paystack could not be reached. Nothing was asked: try again in a few minutes.',
  requeryAsked: (accountNumber: string, day: string) =>
    `Paystack is asking the bank for transfers into ${accountNumber} on ${day}. Any it finds are placed on this customer's quotes and invoices within minutes.`,
} as const;

/** The office asks the bank again for a customer's transfers (Paystack's requery), on the customer's page. */
export const requeryWords = {
  button: 'Ask the bank for missing transfers',
  dayLabel: 'Day the customer paid',
} as const;

export const unmatchedWords = {
  heading: 'Unmatched money',
  intro: 'Transfers the product could not place on a quote or an invoice. Assign each to the document it pays: it is settled as a recorded payment, and the receipt goes out.',
  empty: 'No unmatched money: every transfer has been placed.',
  documentLabel: 'Quote or invoice number',
  assign: 'Assign',
} as const;

/** A customer's own account number, where their quotes, invoices and their PDFs say how to pay by transfer. */
export const ownAccountWords = {
  heading: 'Pay into your own account number',
  note: 'This account number is yours alone: what you pay into it is recorded on what you owe us and receipted by itself, with no reference to quote.',
} as const;

/**
 * A refund sent to a customer's bank account through the provider, moving only forward: `sending` (the
 * credit taken, the provider not yet sure to have it), `otp` (waiting for the code sent to the company's
 * phone), `pending` (on its way), then `success`, or `failed` / `reversed` (the credit given back).
 */
export const bankRefundStatuses = ['sending', 'otp', 'pending', 'success', 'failed', 'reversed'] as const;
export type BankRefundStatus = (typeof bankRefundStatuses)[number];

/** The banks a refund is most often sent to, with the codes Paystack knows them by. */
export const nigerianBanks = [
  { code: '044', name: 'Access Bank' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '214', name: 'First City Monument Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '50211', name: 'Kuda Bank' },
  { code: '50515', name: 'Moniepoint MFB' },
  { code: '999992', name: 'OPay' },
  { code: '999991', name: 'PalmPay' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank For Africa' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
] as const;
export const bankNameOf = (code: string): string => nigerianBanks.find((bank) => bank.code === code)?.name ?? code;

export const bankRefundMessages = {
  accountNotFound: 'The bank does not know that account number: check the number and the bank.',
  providerUnreachable: 'The payment provider could not be reached. Try again in a moment.',
  notFound: 'Refund not found',
  noOtpWaited: 'This refund is not waiting for an OTP',
  otpRefused: "The OTP was not accepted: check the code sent to the company's phone and try again.",
  sentUnconfirmed: 'The payment provider did not confirm the transfer: press Send refund again to check on it; it is never sent twice.',
  refused: 'The payment provider refused the transfer; the credit is kept.',
  oneDocument: 'Name the invoice or the quote whose credit is refunded',
  answer: {
    sending: 'Refund being sent',
    otp: "Enter the OTP sent to the company's phone to send the refund",
    pending: 'Refund sent: the bank will confirm it',
    success: 'Refund received by the bank',
    failed: 'The refund failed; the credit is kept',
    reversed: 'The refund was reversed; the credit is kept',
  } satisfies Record<BankRefundStatus, string>,
  /** The office's mail when a refund to a bank account fails or comes back. */
  officeMail: (refund: { amount: string; accountName: string; bankName: string; accountNumber: string; number: string; outcome: 'failed' | 'reversed' }) => ({
    subject: `Refund to a bank account ${refund.outcome === 'failed' ? 'failed' : 'reversed'}: ${refund.number}`,
    text: `The refund of ${refund.amount} to ${refund.accountName} (${refund.bankName}, ${refund.accountNumber}) ${refund.outcome === 'failed' ? 'failed' : 'was reversed by the bank'}. The ${refund.amount} is credit on ${refund.number} again: refund it again or apply it.`,
  }),
} as const;

export const bankRefundWords = {
  heading: 'Refund to a bank account',
  bank: 'Bank',
  accountNumber: 'Account number',
  check: 'Check account',
  accountName: 'Account name',
  send: 'Send refund',
  otp: 'OTP',
  confirmOtp: 'Confirm OTP',
} as const;

/** How money came in, for the day's reconciliation: the provider's card pages, customers' own account numbers, the company's statement, the office's records (cash, transfers typed in), and the shop's card orders. */
export const moneyChannels = ['card', 'virtual_account', 'statement', 'recorded', 'shop'] as const;
export type MoneyChannel = (typeof moneyChannels)[number];

export const reconciliationWords = {
  heading: 'Reconciliation',
  intro: "A day's money in by channel against what it settled, and what is still unmatched or waiting.",
  day: 'Day',
  channels: {
    card: 'Card (quotes and invoices)',
    virtual_account: "Customers' own account numbers",
    statement: 'Bank statement (confirmed)',
    recorded: 'Cash and transfers recorded by the office',
    shop: 'Shop orders (card)',
  } satisfies Record<MoneyChannel, string>,
  outstanding: {
    unmatched: 'Unmatched transfers',
    unplaced: 'Transfers reported, not yet placed',
    unconfirmed: 'Statement lines to confirm',
  },
  export: 'Download CSV',
  nothing: 'No money came in on this day.',
} as const;
