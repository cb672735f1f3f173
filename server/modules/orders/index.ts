/** What the rest of the server may use of orders. */
export { shopPayee } from './checkout';
export { ordersToShip } from './order-lists';
export { bestSellers, revenueKoboBetween } from './orders';
export { shopPaymentRoutes } from './shop-payments';
