import { asc, sql } from 'drizzle-orm';
import { defaultDeliveryZones, deliveryFeeOf, deliveryMessages, type DeliveryMethod, type DeliveryZone } from '../../../contracts/delivery';
import type { DeliveryZoneJson } from '../../../contracts/delivery.schemas';
import { nairaOfKobo } from '../../../contracts/money';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { deliveryZones } from './tables';

/** The office's zones, or the defaults while it has saved none. */
export async function zonesInForce(db: Database): Promise<DeliveryZone[]> {
  const rows = await db.select().from(deliveryZones).orderBy(asc(deliveryZones.position));
  if (rows.length === 0) return defaultDeliveryZones;
  return rows.map((row) => ({ name: row.name, areas: row.areas, feeKobo: row.feeKobo, freeAboveKobo: row.freeAboveKobo }));
}

export const toZoneJson = (zone: DeliveryZone): DeliveryZoneJson => ({
  name: zone.name,
  areas: zone.areas,
  fee: nairaOfKobo(zone.feeKobo),
  freeAbove: zone.freeAboveKobo === null ? null : nairaOfKobo(zone.freeAboveKobo),
});

/** Replaces the whole set (already checked: every state in one zone), one office save at a time. */
export async function saveZones(db: Database, zones: DeliveryZone[]): Promise<DeliveryZone[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table delivery_zones in exclusive mode`);
    await tx.delete(deliveryZones);
    await tx.insert(deliveryZones).values(zones.map((zone, position) => ({ ...zone, position })));
  });
  return zonesInForce(db);
}

/** The zone and fee of a checkout: its address's zone (free above the zone's threshold), or pickup for nothing. */
export async function deliveryFor(db: Database, address: { city: string; state: string }, method: DeliveryMethod, goodsKobo: number) {
  const priced = deliveryFeeOf(await zonesInForce(db), address, method, goodsKobo);
  if (!priced) throw new HttpError(400, deliveryMessages.unknownState(address.state));
  return priced;
}
