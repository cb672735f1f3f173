import { z } from 'zod';
import { deliveryMessages, deliveryMethods, zonesProblem } from './delivery';
import { nairaAmountInKobo } from './money.schemas';

const feeMessages = { required: deliveryMessages.fee, notANumber: deliveryMessages.fee, tooSmall: deliveryMessages.fee, tooLarge: deliveryMessages.fee };
const feeInKobo = nairaAmountInKobo({ messages: feeMessages, maxNaira: 10_000_000, zeroAllowed: true });

/** A zone as /api answers it: fees in naira; `freeAbove` null when the zone is never free. */
export const deliveryZoneSchema = z.object({ name: z.string(), areas: z.array(z.string()), fee: z.number(), freeAbove: z.number().nullable() });
export type DeliveryZoneJson = z.infer<typeof deliveryZoneSchema>;
export const deliveryZonesSchema = z.object({ zones: z.array(deliveryZoneSchema) });

/** PUT /delivery/zones (admin): the whole set at once, so every state is in exactly one zone after each save. */
export const deliveryZonesRequestSchema = z
  .object({
    zones: z
      .array(
        z.object({
          name: z.string({ error: deliveryMessages.zoneName }).trim().min(1, deliveryMessages.zoneName).max(80, deliveryMessages.zoneName),
          areas: z.array(z.string().trim()).max(40),
          fee: feeInKobo,
          freeAbove: feeInKobo.nullable().optional().default(null),
        }),
      )
      .min(1)
      .max(40),
  })
  .superRefine((request, context) => {
    const problem = zonesProblem(request.zones);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['zones'] });
  })
  .transform(({ zones }) => zones.map((zone) => ({ name: zone.name, areas: zone.areas, feeKobo: zone.fee, freeAboveKobo: zone.freeAbove })));

export const deliveryMethodSchema = z.enum(deliveryMethods, { error: deliveryMessages.method });
