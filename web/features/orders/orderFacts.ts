import type { Order } from '../../../contracts/orders.schemas';
import { dayInLagos, formatDay } from '../../lib/dates';

/** 'Tue, 3 Mar 2026': the day the order was placed, on the company's calendar. */
export function orderDay(order: Pick<Order, 'createdAt'>): string {
  return formatDay(dayInLagos(order.createdAt));
}
