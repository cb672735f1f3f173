/** Limits of uploaded photos (API.md): checked again on the server after decoding. */
export const imageLimits = { maxBytes: 5 * 1024 * 1024, maxPerProduct: 8, browserLongestSide: 2000 } as const;

export const imageMessages = {
  notAnImage: 'Only JPEG, PNG or WebP images can be uploaded',
  tooLarge: 'Each image must be at most 5 MB',
  unreadable: 'The image could not be read. Please choose another file.',
  tooMany: 'A product can have at most 8 images',
} as const;
