import { id, kobo } from '../../db/columns';
import { bigint, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The office's delivery zones, saved as a whole set (contracts/delivery.ts zonesProblem); none kept means the defaults. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** States, or Ibadan metropolis alone. */
    areas: jsonb('areas').$type<string[]>().notNull(),
    feeKobo: kobo('fee_kobo'),
    /** Goods worth at least this many kobo are delivered for nothing; null: never free. */
    freeAboveKobo: bigint('free_above_kobo', { mode: 'number' }),
  },
  (table) => [uniqueIndex('delivery_zones_position_unique').on(table.position)],
);
