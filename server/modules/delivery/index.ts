/** What the rest of the server may use of delivery: the zone and fee of a checkout. */
export { deliveryFor } from './delivery';
