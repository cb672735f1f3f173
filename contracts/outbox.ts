/** Mail the provider refused for good, or that ran out of tries: shown to the office (Failed mail). */
export const outboxMessages = {
  invalidId: 'Invalid mail id',
  notFound: 'That mail is not among the failed ones',
  retried: 'The mail will be sent again',
  none: 'No mail has failed. Every mail was taken by the mail provider.',
} as const;
