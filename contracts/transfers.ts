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
