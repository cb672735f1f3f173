/** What other features may use of the cart: reading it, changing it, and its query key. */
export { addToCart, cartQueryKey } from './api';
export { useCart } from './useCart';
export { useCartChange } from './useCartChange';
