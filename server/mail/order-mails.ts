import { nairaOfKobo } from '../../contracts/money';
import { orderNumber } from '../../contracts/orders';
import { composeMail } from './layout';

type PaidOrder = {
  number: number;
  reference: string;
  totalKobo: number;
  /** The zone and fee added to the goods ('' zone on orders placed before delivery was priced). */
  delivery: { zone: string; feeKobo: number };
  address: { street: string; city: string; state: string; country: string; phone: string };
  lines: { name: string; quantity: number; priceKobo: number }[];
};

/** Lines whose product was sold out or withdrawn by the time the money came in. */
type StockWarning = { soldOutNames: string[] };

const naira = (kobo: number) => `₦${nairaOfKobo(kobo).toLocaleString('en-NG', { minimumFractionDigits: kobo % 100 === 0 ? 0 : 2 })}`;

function receiptLines(order: PaidOrder): string[] {
  return [
    ...order.lines.map((line) => `${line.quantity} × ${line.name} at ${naira(line.priceKobo)} = ${naira(line.priceKobo * line.quantity)}`),
    ...(order.delivery.zone ? [`Delivery (${order.delivery.zone}): ${naira(order.delivery.feeKobo)}`] : []),
    `Total paid: ${naira(order.totalKobo)}`,
    `Deliver to: ${order.address.street}, ${order.address.city}, ${order.address.state}, ${order.address.country} (${order.address.phone})`,
    `Order number: ${orderNumber(order)} (payment reference ${order.reference})`,
  ];
}

export function orderConfirmationMail(to: string, name: string, order: PaidOrder, ordersLink: string) {
  return composeMail(to, `Order confirmed: ${orderNumber(order)}`, `Hello ${name},`, [
    'Thank you for your order. Your payment was successful and this email is your receipt.',
    ...receiptLines(order),
    'We will call you to arrange delivery. You can follow your order in your account:',
    { link: ordersLink, label: 'View my orders' },
  ]);
}

export function newOrderMail(to: string, customer: { name: string; email: string }, order: PaidOrder & StockWarning) {
  return composeMail(to, `New paid order ${orderNumber(order)}: ${naira(order.totalKobo)}`, 'A customer has paid for an order on the website.', [
    `Customer: ${customer.name} <${customer.email}>`,
    ...(order.soldOutNames.length > 0 ? [`Sold out when paid: ${order.soldOutNames.join(', ')}. Please call the customer before delivery.`] : []),
    ...receiptLines(order),
  ]);
}

const fulfilmentWords: Record<string, string> = {
  processing: 'is being prepared',
  shipped: 'is on its way to you',
  delivered: 'has been delivered',
  cancelled: 'has been cancelled',
};

/** Tells the customer their order moved, by the order number they would quote on the phone. */
export function fulfilmentMail(to: string, name: string, order: { number: number; fulfilmentStatus: string; trackingNote: string }, ordersLink: string) {
  return composeMail(to, `Your order ${orderNumber(order)} ${fulfilmentWords[order.fulfilmentStatus] ?? 'has changed'}`, `Hello ${name},`, [
    `Your order ${orderNumber(order)} ${fulfilmentWords[order.fulfilmentStatus] ?? 'has changed'}.`,
    ...(order.trackingNote ? [order.trackingNote] : []),
    { link: ordersLink, label: 'View my orders' },
  ]);
}
