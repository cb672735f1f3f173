import { textMessageNaira } from '../../../contracts/messaging';
import { customerTexts } from '../../../contracts/messaging-texts';
import type { FulfilmentStatus } from '../../../contracts/orders';
import { orderNumber } from '../../../contracts/orders';
import type { CustomerMessage } from './telling';

/**
 * The messages a shop order sends the phone it is delivered to (issue 32), as its mails: paid, then each step
 * the office moves it to. Transactional: they rest on the order (NDPA 2023).
 */
type Order = { id: string; number: number; customerName: string; phone: string };

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function orderPaidMessage(order: Order & { totalKobo: number }, ordersLink: string): CustomerMessage {
  const amount = textMessageNaira(order.totalKobo);
  return {
    phone: order.phone,
    category: 'transactional',
    event: 'order_paid',
    about: `order:${order.id}`,
    template: 'orderPaid',
    values: [firstName(order.customerName), orderNumber(order), amount, ordersLink],
    smsText: customerTexts.orderPaid({ number: orderNumber(order), amount, link: ordersLink }),
  };
}

/** The step's words, as the order's mail has them. */
const stepWords: Record<FulfilmentStatus, string> = {
  processing: 'is being prepared',
  shipped: 'is on its way to you',
  delivered: 'has been delivered',
  cancelled: 'has been cancelled',
};

/**
 * The step the office moved the order to; shipped with the waybill or tracking the office entered. Steps only
 * go forward (corrections are not told), so each step is told once.
 */
export function orderStepMessage(order: Order & { fulfilmentStatus: FulfilmentStatus; trackingNote: string }, ordersLink: string): CustomerMessage {
  const common = { phone: order.phone, category: 'transactional', event: `order_${order.fulfilmentStatus}`, about: `order:${order.id}` } as const;
  const waybill = order.trackingNote.trim();
  if (order.fulfilmentStatus === 'shipped' && waybill) {
    return {
      ...common,
      template: 'orderShipped',
      values: [firstName(order.customerName), orderNumber(order), waybill, ordersLink],
      smsText: customerTexts.orderShipped({ number: orderNumber(order), waybill, link: ordersLink }),
    };
  }
  const step = stepWords[order.fulfilmentStatus];
  return {
    ...common,
    template: 'orderUpdate',
    values: [firstName(order.customerName), orderNumber(order), step, ordersLink],
    smsText: customerTexts.orderUpdate({ number: orderNumber(order), step, link: ordersLink }),
  };
}
