/** What the rest of the server may use of the shop's orders: the payee that settles a paid checkout, the checkout's routes, and the dashboard's figures, and a customer's orders for the Customers page. */
export { shopPayee } from './checkout';
export { ordersToShip } from './order-lists';
export { bestSellers, revenueKoboBetween } from './orders';
export { shopCheckoutRechecks, shopPaymentRoutes } from './shop-payments';
export { ordersOfAccount } from './of-person';
