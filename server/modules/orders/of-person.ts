import { desc, eq } from 'drizzle-orm';
import type { CustomerDetail } from '../../../contracts/customers.schemas';
import { nairaOfKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { orders } from './tables';

/** A customer's newest orders, made through their account, for the Customers page. */
export async function ordersOfAccount(db: Database, accountId: string, take: number): Promise<CustomerDetail['orders']> {
  const rows = await db.select().from(orders).where(eq(orders.userId, accountId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(take);
  return rows.map((order) => ({
    _id: order.id,
    reference: order.reference,
    status: order.status,
    fulfilmentStatus: order.fulfilmentStatus,
    total: nairaOfKobo(order.totalKobo),
    createdAt: order.createdAt.toISOString(),
  }));
}
