/** What the rest of the server may use of the cart: its lines at checkout, and taking what was bought out of it. */
export { cartLinesForCheckout, takeBoughtFromCart } from './cart';
