/**
 * Delivery by zone (API.md "Stock and delivery"): every state and the FCT in exactly one zone, Ibadan
 * metropolis a zone of its own, pickup at the office for nothing. The same functions price a checkout on the
 * server and show the fee on the checkout page before payment.
 */

/** The 36 states and the Federal Capital Territory, as the office's zone form lists them. */
export const nigerianStates = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;
export type NigerianState = (typeof nigerianStates)[number];

/** The area around the office with its own zone: Oyo State addresses in these local governments and districts. */
export const ibadanMetropolis = 'Ibadan metropolis';
const ibadanPlaces = [
  'ibadan',
  'akinyele',
  'egbeda',
  'ido',
  'lagelu',
  'oluyole',
  'ona ara',
  'bodija',
  'challenge',
  'dugbe',
  'mokola',
  'agodi',
  'iwo road',
  'ring road',
  'moniya',
  'apata',
  'jericho',
  'samonda',
  'sango',
  'ojoo',
  'akobo',
  'oluyole estate',
];

export const deliveryMethods = ['delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/** What pickup at the office is called on the order, the receipt and the packing slip. */
export const pickupZone = 'Pickup at our office';

/** A zone as the office sets it: `areas` holds states, or Ibadan metropolis alone; fees in kobo. */
export type DeliveryZone = { name: string; areas: string[]; feeKobo: number; freeAboveKobo: number | null };

/** The zones in force until the office sets its own; the company has always delivered in Ibadan for nothing. */
export const defaultDeliveryZones: DeliveryZone[] = [
  { name: ibadanMetropolis, areas: [ibadanMetropolis], feeKobo: 0, freeAboveKobo: null },
  { name: 'South West', areas: ['Oyo', 'Lagos', 'Ogun', 'Osun', 'Ondo', 'Ekiti'], feeKobo: 500_000, freeAboveKobo: null },
  {
    name: 'South South and South East',
    areas: ['Edo', 'Delta', 'Rivers', 'Bayelsa', 'Cross River', 'Akwa Ibom', 'Abia', 'Anambra', 'Ebonyi', 'Enugu', 'Imo'],
    feeKobo: 900_000,
    freeAboveKobo: null,
  },
  {
    name: 'North and FCT',
    areas: [
      'FCT',
      'Kwara',
      'Kogi',
      'Niger',
      'Benue',
      'Plateau',
      'Nasarawa',
      'Kaduna',
      'Kano',
      'Katsina',
      'Kebbi',
      'Sokoto',
      'Zamfara',
      'Jigawa',
      'Bauchi',
      'Gombe',
      'Adamawa',
      'Taraba',
      'Yobe',
      'Borno',
    ],
    feeKobo: 1_200_000,
    freeAboveKobo: null,
  },
];

export const deliveryMessages = {
  unknownState: (state: string) => `We cannot tell which delivery zone "${state}" is in: please write the state on your address as one of Nigeria's 36 states or FCT, or choose pickup at our office`,
  method: 'Choose delivery or pickup',
  zonesCover: (missing: string[]) => `Every state must be in a zone: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} in none`,
  zonesTwice: (twice: string[]) => `Each state may be in one zone only: ${twice.join(', ')} ${twice.length === 1 ? 'is' : 'are'} in more than one`,
  ibadanAlone: 'Ibadan metropolis must be a zone of its own',
  unknownArea: (area: string) => `"${area}" is not a Nigerian state, FCT or Ibadan metropolis`,
  zoneName: 'Each zone needs a name of at most 80 characters',
  zoneNamesTwice: 'Each zone needs a name of its own',
  fee: 'A fee is an amount in naira from 0 to 10,000,000',
  zonesSaved: 'Delivery zones saved',
} as const;

const folded = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const aliases: Record<string, NigerianState> = {
  abuja: 'FCT',
  'fct abuja': 'FCT',
  'abuja fct': 'FCT',
  'federal capital territory': 'FCT',
  nassarawa: 'Nasarawa',
  'cross rivers': 'Cross River',
};

/** The state an address names however it was typed ('oyo state', 'Akwa-Ibom', 'Abuja'), or undefined. */
export function stateOf(written: string): NigerianState | undefined {
  const name = folded(written).replace(/ state$/, '');
  return aliases[name] ?? nigerianStates.find((state) => folded(state) === name);
}

/** The area a zone is chosen by: Ibadan metropolis for Oyo addresses there, else the state. */
export function deliveryAreaOf(address: { city: string; state: string }): string | undefined {
  const state = stateOf(address.state);
  if (state !== 'Oyo') return state;
  const city = folded(address.city);
  return ibadanPlaces.some((place) => ` ${city} `.includes(` ${place} `)) ? ibadanMetropolis : state;
}

/** What delivery costs for this address and this many kobo of goods: the zone's name and fee (free above its threshold). */
export function deliveryFeeOf(zones: DeliveryZone[], address: { city: string; state: string }, method: DeliveryMethod, goodsKobo: number): { zone: string; feeKobo: number } | undefined {
  if (method === 'pickup') return { zone: pickupZone, feeKobo: 0 };
  const area = deliveryAreaOf(address);
  const zone = area === undefined ? undefined : zones.find((candidate) => candidate.areas.includes(area));
  if (!zone) return undefined;
  const free = zone.freeAboveKobo !== null && goodsKobo >= zone.freeAboveKobo;
  return { zone: zone.name, feeKobo: free ? 0 : zone.feeKobo };
}

/** Why a set of zones cannot be saved, or undefined: each state and FCT in exactly one zone, Ibadan metropolis alone. */
export function zonesProblem(zones: { name: string; areas: string[] }[]): string | undefined {
  const known = new Set<string>([...nigerianStates, ibadanMetropolis]);
  const unknown = zones.flatMap((zone) => zone.areas).find((area) => !known.has(area));
  if (unknown !== undefined) return deliveryMessages.unknownArea(unknown);
  if (new Set(zones.map((zone) => zone.name.toLowerCase())).size !== zones.length) return deliveryMessages.zoneNamesTwice;
  const counted = new Map<string, number>();
  for (const area of zones.flatMap((zone) => zone.areas)) counted.set(area, (counted.get(area) ?? 0) + 1);
  const twice = [...counted].filter(([, times]) => times > 1).map(([area]) => area);
  if (twice.length > 0) return deliveryMessages.zonesTwice(twice);
  const missing = nigerianStates.filter((state) => !counted.has(state));
  if (missing.length > 0) return deliveryMessages.zonesCover(missing);
  const ibadan = zones.find((zone) => zone.areas.includes(ibadanMetropolis));
  if (!ibadan || ibadan.areas.length !== 1) return deliveryMessages.ibadanAlone;
  return undefined;
}
