export const priceMessages = {
  required: 'Price is required',
  notANumber: 'Price must be a number in naira, such as 2500 or 1250.50',
  tooSmall: 'Price must be more than ₦0',
  tooLarge: 'Price must be at most ₦100,000,000',
} as const;

/** Kobo are whole numbers inside; naira appear only at the edge (API JSON, display). */
export function nairaOfKobo(kobo: number): number {
  return kobo / 100;
}
