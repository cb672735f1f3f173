export const paymentMessages = {
  selectAddress: 'Please select a delivery address',
  emptyCart: 'Your cart is empty',
  outOfStock: 'Out of stock',
  addressNotFound: 'Address not found',
  orderNotFound: 'Order not found',
  paymentNotFound: 'Payment not found',
  checkoutFailed: 'Checkout failed',
  verificationFailed: 'Verification failed',
  badSignature: 'Invalid signature',
} as const;
