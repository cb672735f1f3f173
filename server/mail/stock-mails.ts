import { composeMail } from './layout';

type LowStock = { name: string; onHand: number; reorderLevel: number };

/** Tells the office, once per fall, which products are now below their reorder level. */
export function lowStockMail(to: string, low: LowStock[], stockLink: string) {
  const names = low.map((product) => product.name).join(', ');
  return composeMail(to, `Low stock: ${names}`, 'Some products have fallen below their reorder level.', [
    ...low.map((product) => `${product.name}: ${product.onHand} on hand (reorder level ${product.reorderLevel})`),
    { link: stockLink, label: 'Open the products' },
  ]);
}
