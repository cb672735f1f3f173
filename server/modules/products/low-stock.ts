import type { Database } from '../../db/client';
import { pathTo } from '../../../contracts/pages';
import { lowStockMail } from '../../mail/stock-mails';
import { storeMails, type Notify, type QueuedMail } from '../../mail/outbox';
import type { LowStock } from './stock';

/** The office's notice of products that just fell below their reorder level, stored in the change's transaction. */
export async function tellOfficeLowStock(deps: { notify: Notify; config: { companyEmail: string; publicUrl: string } }, tx: Database, low: LowStock[]): Promise<QueuedMail[]> {
  if (low.length === 0) return [];
  return storeMails(deps.notify, tx, [lowStockMail(deps.config.companyEmail, low, `${deps.config.publicUrl}${pathTo('adminProducts')}`)], { lowStock: low.map((product) => product.name) });
}
