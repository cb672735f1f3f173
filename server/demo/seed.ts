import { koboOfNaira } from '../../contracts/money';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { storeImage } from '../images/store';
import type { ImageStore } from '../images/storage';
import type { Database } from '../db/client';
import type { products } from '../modules/products/tables';
import { addAddress } from '../modules/addresses';
import { createActivatedAccount, hasAnyAccount } from '../modules/auth';
import { hasAnyProduct, stockProducts } from '../modules/products';
import { demoProductSvg, type DemoDrawing } from './product-drawings';

type DemoProduct = {
  name: string;
  /** A slug of the categories the first migration seeded (0027). */
  category: string;
  description: string;
  priceNaira: number;
  drawing: DemoDrawing;
  extraDrawing: DemoDrawing;
  isFeatured?: boolean;
  soldOut?: boolean;
};

const demoProducts: DemoProduct[] = [
  {
    name: '2.5mm² Twin and Earth Cable, 100 m',
    category: 'cables-and-wiring',
    description: 'Pure copper, PVC-insulated cable for socket circuits. Each roll is tested to 450/750 V and marked every metre.',
    priceNaira: 58_500,
    drawing: 'cable',
    extraDrawing: 'board',
    isFeatured: true,
  },
  {
    name: '63 A Double-Pole Circuit Breaker',
    category: 'switches-and-sockets',
    description: 'DIN-rail MCB with 10 kA breaking capacity. Protects main feeders in homes and small offices.',
    priceNaira: 12_800,
    drawing: 'breaker',
    extraDrawing: 'board',
  },
  {
    name: '3.5 kVA Hybrid Inverter, Pure Sine Wave',
    category: 'inverters-and-batteries',
    description: 'Runs a family home through NEPA outages. Built-in 80 A MPPT charger, works with lithium and gel batteries.',
    priceNaira: 485_000,
    drawing: 'inverter',
    extraDrawing: 'battery',
    isFeatured: true,
  },
  {
    name: '550 W Monocrystalline Solar Panel',
    category: 'solar-panels',
    description: 'Half-cut cell panel with 21% efficiency. Aluminium frame rated for Ibadan rooftops and harmattan dust.',
    priceNaira: 162_000,
    drawing: 'solar',
    extraDrawing: 'inverter',
    isFeatured: true,
  },
  {
    name: 'Ceiling PIR Motion Sensor',
    category: 'lighting',
    description: 'Switches corridor and security lights when someone passes. 360° detection up to 6 m.',
    priceNaira: 9_500,
    drawing: 'sensor',
    extraDrawing: 'relay',
  },
  {
    name: '12-Way Surface Distribution Board',
    category: 'switches-and-sockets',
    description: 'Metal consumer unit with neutral and earth bars. Ready for RCCB and breakers.',
    priceNaira: 38_000,
    drawing: 'board',
    extraDrawing: 'breaker',
  },
  {
    name: '200 Ah Deep-Cycle Gel Battery',
    category: 'inverters-and-batteries',
    description: 'Maintenance-free 12 V battery for inverter and solar systems. Long life at 50% depth of discharge.',
    priceNaira: 295_000,
    drawing: 'battery',
    extraDrawing: 'solar',
    isFeatured: true,
  },
  {
    name: '100 A Automatic Changeover Switch',
    category: 'switches-and-sockets',
    description: 'Moves your load between PHCN and generator without anyone touching it. Four-pole, with delay timer.',
    priceNaira: 145_000,
    drawing: 'switch',
    extraDrawing: 'board',
  },
  {
    name: 'Conventional Smoke Detector, 24 V',
    category: 'cctv',
    description: 'Optical smoke head for fire alarm loops. Works with our conventional control panels.',
    priceNaira: 14_500,
    drawing: 'sensor',
    extraDrawing: 'board',
    soldOut: true,
  },
  {
    name: '4-Channel Smart Wi-Fi Relay',
    category: 'switches-and-sockets',
    description: 'Control pumps, lights and gates from your phone. 10 A per channel, works offline with manual buttons.',
    priceNaira: 21_000,
    drawing: 'relay',
    extraDrawing: 'switch',
  },
  {
    name: '60 A MPPT Solar Charge Controller',
    category: 'solar-panels',
    description: 'Gets up to 30% more from your panels than a PWM controller. Supports 12, 24 and 48 V banks.',
    priceNaira: 118_000,
    drawing: 'inverter',
    extraDrawing: 'solar',
  },
  {
    name: '2 MP Outdoor CCTV Bullet Camera',
    category: 'cctv',
    description: 'Weatherproof 1080p camera with 30 m night vision. Pairs with any standard NVR.',
    priceNaira: 34_500,
    drawing: 'camera',
    extraDrawing: 'relay',
  },
];

const tints = ['#fdf3dc', '#e6edf7', '#eaf4ec', '#f3e9f7'];

async function demoImage(drawing: DemoDrawing, tint: string, store: ImageStore): Promise<string> {
  const png = await sharp(demoProductSvg(drawing, tint)).png().toBuffer();
  return storeImage(png, store);
}

export type DemoAccounts = { admin: { email: string; password: string }; customer: { email: string; password: string } };

/** Fills an empty embedded database with a shop and two accounts so a first visit has something to see. */
export async function seedDemoData(db: Database, dataDir: string, store: ImageStore): Promise<DemoAccounts | undefined> {
  if ((await hasAnyAccount(db)) || (await hasAnyProduct(db))) return undefined;

  const rows: (typeof products.$inferInsert)[] = [];
  for (const [index, product] of demoProducts.entries()) {
    const featuredImage = await demoImage(product.drawing, tints[index % tints.length] as string, store);
    const extraImage = await demoImage(product.extraDrawing, tints[(index + 1) % tints.length] as string, store);
    rows.push({
      name: product.name,
      description: product.description,
      category: product.category,
      priceKobo: koboOfNaira(product.priceNaira),
      featuredImage,
      images: [extraImage],
      isFeatured: product.isFeatured ?? false,
      soldOut: product.soldOut ?? false,
      // Spread the creation times so "newest first" has a stable, meaningful order.
      createdAt: new Date(Date.now() - (demoProducts.length - index) * 60_000),
    });
  }

  const accounts: DemoAccounts = {
    admin: { email: 'admin@brightwire.ng', password: randomBytes(9).toString('base64url') },
    customer: { email: 'customer@example.com', password: randomBytes(9).toString('base64url') },
  };

  await db.transaction(async (tx) => {
    await stockProducts(tx, rows);
    await createActivatedAccount(tx, { name: 'Site Administrator', email: accounts.admin.email, password: accounts.admin.password, role: 'admin' });
    const customer = await createActivatedAccount(tx, {
      name: 'Adebayo Ogunleye',
      firstname: 'Adebayo',
      lastname: 'Ogunleye',
      email: accounts.customer.email,
      phone: '08035550199',
      password: accounts.customer.password,
    });
    await addAddress(tx, customer.id, { street: '21 Bodija Market Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08035550199' });
  });

  await writeFile(
    path.join(dataDir, 'demo-accounts.txt'),
    `Demo admin:    ${accounts.admin.email} / ${accounts.admin.password}\nDemo customer: ${accounts.customer.email} / ${accounts.customer.password}\n`,
    { mode: 0o600 },
  );
  return accounts;
}
