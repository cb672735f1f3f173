import { id, createdAt } from '../../db/columns';
import { users } from '../auth/tables';
import { products } from '../products/tables';
import { integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('cart_items_user_product_unique').on(table.userId, table.productId)],
);
