// Part of `npm run bench:scale`: fills a database with years of a busy company's trade, generated in SQL
// (generate_series, a few statements per table), so that a million bookings take minutes, not hours. The
// same statements run on PostgreSQL and on the embedded database (PGlite).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { bookableServices, otherService } from '../contracts/booking';
import { contactSubjects } from '../contracts/contact';
import { defaultWorkingHours } from '../contracts/staff';
import type { Database } from '../server/db/client';
import { demoProductSvg, type DemoDrawing } from '../server/demo/product-drawings';
import { diskImageStore } from '../server/images/storage';
import { storeImage } from '../server/images/store';
import { hashPassword } from '../server/modules/auth/passwords';
import { addToDailySales } from '../server/modules/orders/orders';

/**
 * How many rows of each kind a size holds, made evenly over the last `days` days; order lines come at 1 to
 * 5 an order (3 on average). `busiest` of the orders and of the bookings are one customer's, the one the
 * bench signs in as (a reseller, an estate manager), so that their lists hold pages at every size.
 */
export type ScaleSize = { days: number; customers: number; products: number; orders: number; bookings: number; messages: number; busiest: number };

/** The rows a fill makes, counted the same way to tell whether a database already holds a size. */
export type RowCounts = Omit<ScaleSize, 'days' | 'busiest'> & { orderLines: number };

/** Every customer the bench makes signs in with this password; the busiest one is the bench's customer. */
export const customerPassword = 'bench-customer-pass-1';
/** The schedule board is measured with a week of visits spread over this many technicians. */
export const benchTechnicians = 30;

const firstNames = [
  'Adebayo',
  'Adewale',
  'Adeola',
  'Aisha',
  'Amaka',
  'Babatunde',
  'Bolaji',
  'Chidinma',
  'Chinedu',
  'Chioma',
  'Chukwuemeka',
  'Damilola',
  'Emeka',
  'Funmilayo',
  'Folake',
  'Gbenga',
  'Halima',
  'Ibrahim',
  'Ifeoma',
  'Ikechukwu',
  'Kehinde',
  'Kunle',
  'Mariam',
  'Musa',
  'Ngozi',
  'Nneka',
  'Obinna',
  'Olamide',
  'Olumide',
  'Oluwaseun',
  'Omolara',
  'Segun',
  'Ṣadé',
  'Taiwo',
  'Temitope',
  'Tobi',
  'Tunde',
  'Uche',
  'Usman',
  'Yetunde',
  'Yusuf',
  'Zainab',
  'Abimbola',
  'Ayodele',
  'Bukola',
  'Dayo',
  'Ebere',
  'Femi',
  'Ganiyu',
  'Hadiza',
  'Idris',
  'Jumoke',
  'Kayode',
  'Lola',
  'Moses',
  'Nkechi',
  'Ọlá',
  'Peter',
  'Rasheed',
  'Sade',
  'Tolu',
  'Victoria',
  'Wale',
  'Yemi',
  'Abdullahi',
  'Blessing',
  'Grace',
  'Joseph',
  'Mercy',
  'Samuel',
  'Abiola',
  'Adaeze',
  'Adebola',
  'Adunni',
  'Akin',
  'Amina',
  'Anuoluwapo',
  'Ayo',
  'Bisi',
  'Busayo',
  'Chiamaka',
  'Chibuzor',
  'Chike',
  'Chinonso',
  'Chukwudi',
  'Dupe',
  'Ebuka',
  'Efe',
  'Ejike',
  'Eniola',
  'Esther',
  'Fatima',
  'Funke',
  'Gift',
  'Ify',
  'Ikenna',
  'Isaac',
  'Jide',
  'Kelechi',
  'Lanre',
  'Nkem',
  'Nnamdi',
  'Ola',
  'Olu',
  'Onyeka',
  'Rotimi',
  'Sola',
  'Tayo',
  'Temi',
  'Titi',
  'Tosin',
  'Uchenna',
  'Ugo',
  'Yinka',
  'Hauwa',
  'Aminu',
  'Danladi',
  'Habiba',
  'Ismail',
  'Jamila',
  'Kabiru',
  'Lami',
  'Maryam',
  'Nafisa',
  'Rabiu',
  'Sadiya',
  'Umaru',
  'Zara',
  'Ekaette',
  'Ime',
  'Ini',
  'Uduak',
  'Emem',
  'Nsikak',
];
/** 190 surnames and 134 first names: a full name is shared by some 40 of a million bookings, as in a city. */
const lastNames = [
  'Adeyemi',
  'Okafor',
  'Okonkwo',
  'Balogun',
  'Ogunleye',
  'Adeleke',
  'Afolabi',
  'Akinola',
  'Bello',
  'Eze',
  'Nwosu',
  'Obi',
  'Ojo',
  'Oladipo',
  'Olawale',
  'Onyekachi',
  'Salami',
  'Suleiman',
  'Uzor',
  'Abubakar',
  'Adebisi',
  'Ajayi',
  'Akande',
  'Alabi',
  'Babalola',
  'Chukwu',
  'Danjuma',
  'Ekwueme',
  'Fashola',
  'Ibekwe',
  'Idowu',
  'Lawal',
  'Mohammed',
  'Nnamdi',
  'Odukoya',
  'Ogundipe',
  'Okeke',
  'Olaniyan',
  'Oyelaran',
  'Oyewole',
  'Popoola',
  'Sanni',
  'Soyinka',
  'Williams',
  'Yakubu',
  'Ogunbiyi',
  'Adekunle',
  'Ògúnlẹ́yẹ',
  'Adesanya',
  'Aminu',
  'Bakare',
  'Dike',
  'Ezeh',
  'Gambo',
  'Ilori',
  'Jimoh',
  'Kolawole',
  'Makinde',
  'Nwachukwu',
  'Obasanjo',
  'Okoro',
  'Olatunji',
  'Oni',
  'Quadri',
  'Raji',
  'Shittu',
  'Tijani',
  'Abiodun',
  'Adegoke',
  'Adeniyi',
  'Adeoye',
  'Aderemi',
  'Adetunji',
  'Adewumi',
  'Adigun',
  'Agbaje',
  'Ajibade',
  'Akinwale',
  'Akinyemi',
  'Alade',
  'Amadi',
  'Anyanwu',
  'Aremu',
  'Azikiwe',
  'Badmus',
  'Bamidele',
  'Bankole',
  'Coker',
  'Dada',
  'Egwu',
  'Ekpo',
  'Falana',
  'Fasanya',
  'Fayemi',
  'Fagbemi',
  'Igwe',
  'Ihejirika',
  'Ikeji',
  'Iwu',
  'Jegede',
  'Kalu',
  'Lawson',
  'Mbah',
  'Nnaji',
  'Nwankwo',
  'Odunsi',
  'Ogbonna',
  'Ogunbanjo',
  'Ogundele',
  'Ogunlana',
  'Ogunsanya',
  'Ojukwu',
  'Okonjo',
  'Okorie',
  'Oladele',
  'Olaniyi',
  'Olatunde',
  'Olowo',
  'Olufemi',
  'Omole',
  'Onuoha',
  'Onwuka',
  'Osagie',
  'Oseni',
  'Otedola',
  'Oyebanji',
  'Oyedepo',
  'Oyelowo',
  'Sadiq',
  'Sagay',
  'Salako',
  'Saraki',
  'Shehu',
  'Sowande',
  'Ubah',
  'Udeh',
  'Ugwu',
  'Umeh',
  'Uzoma',
  'Wada',
  'Zubairu',
  'Abdulsalam',
  'Adamu',
  'Aliyu',
  'Bala',
  'Garba',
  'Jibrin',
  'Mustapha',
  'Nuhu',
  'Umar',
  'Yahaya',
  'Ezeani',
  'Obiora',
  'Chukwuma',
  'Nwafor',
  'Onyeka',
  'Ugochukwu',
  'Akpan',
  'Bassey',
  'Edet',
  'Effiong',
  'Etim',
  'Inyang',
  'Okon',
  'Udo',
  'Umoh',
  'Essien',
  'Obong',
  'Ibe',
  'Iroegbu',
  'Ogbu',
  'Oparah',
  'Ozoemena',
  'Agunbiade',
  'Akintola',
  'Alakija',
  'Awolowo',
  'Ayinde',
  'Disu',
  'Durojaiye',
  'Elegbede',
  'Fawole',
  'Ladipo',
  'Ogunmola',
  'Olanrewaju',
  'Oyinlola',
  'Sotunde',
  'Taiwo',
  'Tinubu',
  'Williams-Ojo',
];
const mailDomains = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'ymail.com', 'brightwire.ng', 'icloud.com'];
const phonePrefixes = ['0803', '0805', '0806', '0807', '0808', '0810', '0813', '0816', '0703', '0706', '0708', '0802', '0812', '0901', '0902', '0905'];
const streets = [
  '5 Ring Road',
  '12 Bodija Estate',
  '3 Oluyole Way',
  '40 Iwo Road',
  '7 Challenge Bus Stop',
  '18 Agodi GRA',
  '2 Mokola Hill',
  '9 Dugbe Market Road',
  '25 Jericho Road',
  '14 Akobo Estate',
];
const cities = ['Ibadan', 'Ibadan', 'Ibadan', 'Ogbomoso', 'Oyo', 'Abeokuta', 'Osogbo', 'Lagos'];
const states = ['Oyo', 'Oyo', 'Oyo', 'Oyo', 'Oyo', 'Ogun', 'Osun', 'Lagos'];
const notes = ['', '', '', 'Please call before coming', 'The gate is on the left side', 'Bring a ladder: the board is high', 'Generator keeps tripping the changeover', 'Second floor, flat 4'];
const messageTexts = [
  'Good afternoon, please I need a quotation for a 5 kVA solar system for a 3-bedroom flat.',
  'My inverter has been beeping since yesterday. Can your technician come and check it?',
  'Do you install fire alarm systems in schools? We have two blocks of classrooms.',
  'I ordered cables last week and I want to know when it will be delivered.',
  'Please how much is rewinding of a 10 hp motor? It burnt during the weekend.',
  'We need automation for our water pumps in the estate, 12 blocks. Call me please.',
];
const productKinds: { words: string[]; drawing: DemoDrawing }[] = [
  { words: ['Twin and Earth Cable', 'Flexible Cable', 'Armoured Cable'], drawing: 'cable' },
  { words: ['Circuit Breaker', 'RCCB', 'Isolator'], drawing: 'breaker' },
  { words: ['Hybrid Inverter', 'Pure Sine Inverter'], drawing: 'inverter' },
  { words: ['Solar Panel', 'Solar Kit'], drawing: 'solar' },
  { words: ['Motion Sensor', 'Smoke Detector', 'Heat Detector'], drawing: 'sensor' },
  { words: ['Gel Battery', 'Lithium Battery'], drawing: 'battery' },
  { words: ['Changeover Switch', 'Rotary Switch'], drawing: 'switch' },
  { words: ['CCTV Camera', 'Dome Camera'], drawing: 'camera' },
  { words: ['Distribution Board', 'Surface Board'], drawing: 'board' },
  { words: ['Smart Relay', 'Contactor'], drawing: 'relay' },
];
const productWords = productKinds.flatMap((kind) => kind.words);

/** The categories migration 0027 seeds, and the brands the bench's products carry. */
export const benchCategories = ['inverters-and-batteries', 'solar-panels', 'cctv', 'cables-and-wiring', 'switches-and-sockets', 'lighting', 'tools'];
export const benchBrands = ['Felicity', 'Luminous', 'Schneider', 'Hikvision'];
const tints = ['#fdf3dc', '#e6edf7', '#eaf4ec', '#f3e9f7'];

/** A SQL text literal; the words here are the bench's own, but a name like Ògúnlẹ́yẹ may one day hold a quote. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const array = (words: readonly string[]) => `ARRAY[${words.map(literal).join(',')}]`;
/** One of the words, drawn afresh for each row. */
const pickText = (words: readonly string[]) => `(${array(words)})[1 + floor(random() * ${words.length})::int]`;
const pick = (words: readonly string[]) => sql.raw(pickText(words));
/** A Nigerian mobile number's 11 digits. */
const phoneDigits = sql.raw(`${pickText(phonePrefixes)} || lpad(floor(random() * 10000000)::text, 7, '0')`);
/** The digits as people type them: bare, spaced, or with the country code. */
const typedPhone = (digits: SQL) =>
  sql`case when random() < 0.5 then substr(${digits}, 1, 4) || ' ' || substr(${digits}, 5, 3) || ' ' || substr(${digits}, 8) when random() < 0.6 then ${digits} else '+234 ' || substr(${digits}, 2, 3) || ' ' || substr(${digits}, 5, 3) || ' ' || substr(${digits}, 8) end`;
/** Which rows of `rows` are the busiest customer's: every nth, for `busiest` in all. */
const everyNth = (rows: number, busiest: number) => Math.max(1, Math.floor(rows / busiest));

/** An instant in the last `days` days. */
const pastInstant = (days: number) => sql.raw(`now() - random() * interval '${days} days'`);

/** One small picture per kind and tint, stored as an admin's upload would be, so product rows show real images. */
export async function productImages(uploadsDir: string): Promise<string[]> {
  const urls: string[] = [];
  for (const kind of productKinds) {
    for (const tint of tints) urls.push(await storeImage(await sharp(demoProductSvg(kind.drawing, tint)).png().toBuffer(), diskImageStore(uploadsDir)));
  }
  return urls;
}

const filledTables = ['users', 'addresses', 'products', 'orders', 'order_lines', 'bookings', 'contact_messages'];
/** Filled through the server's own step, whose ON CONFLICT needs the table's unique index in place. */
const tablesKeepingIndexes = ['daily_sales'];

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

export async function countRows(db: Database): Promise<RowCounts> {
  const count = async (query: SQL) => Number((await selectRows<{ n: string | number }>(db, query))[0]?.n);
  return {
    customers: await count(sql`select count(*) as n from users where role = 'customer'`),
    products: await count(sql`select count(*) as n from products`),
    orders: await count(sql`select count(*) as n from orders`),
    orderLines: await count(sql`select count(*) as n from order_lines`),
    bookings: await count(sql`select count(*) as n from bookings`),
    messages: await count(sql`select count(*) as n from contact_messages`),
  };
}

/** What a fill of `size` with this very generator makes: a database filled by an older generator is filled again. */
export function fillFingerprint(size: ScaleSize): string {
  return createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(JSON.stringify(size))
    .digest('hex')
    .slice(0, 16);
}

export const holdsSize = (counts: RowCounts, size: ScaleSize) =>
  counts.customers === size.customers && counts.products === size.products && counts.orders === size.orders && counts.bookings === size.bookings && counts.messages === size.messages;

/**
 * The secondary indexes of the filled tables, as the migrations made them, less those behind a constraint:
 * they are dropped while rows go in and built again after, which is several times faster than keeping them.
 */
async function droppableIndexes(tx: Database): Promise<{ name: string; definition: string }[]> {
  return selectRows(
    tx,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename in (${sql.join(
          filledTables.map((table) => sql`${table}`),
          sql`, `,
        )})
          and indexname not in (select conname from pg_constraint)`,
  );
}

/** The steps that fill an empty, migrated database with `size`. */
function fillSteps(size: ScaleSize, passwordHash: string, images: string[]): [string, SQL][] {
  const lagosToday = sql.raw(`(now() at time zone 'Africa/Lagos')::date`);
  return [
    [
      'customers',
      sql`insert into users (name, firstname, lastname, email, phone, role, password_hash, activated_at, created_at, updated_at)
      select first || ' ' || last, first, last, lower(first) || '.' || lower(last) || g || '@' || domain, ${typedPhone(sql.raw('digits'))}, 'customer', ${passwordHash}, created, created, created
      from (select g, ${pick(firstNames)} as first, ${pick(lastNames)} as last, ${pick(mailDomains)} as domain, ${phoneDigits} as digits, ${pastInstant(size.days)} as created
            from generate_series(1, ${size.customers}) g) people`,
    ],
    [
      'customers numbered',
      sql`create temp table bench_customers on commit drop as
      select row_number() over (order by created_at, id) as n, id, name, email, phone from users where role = 'customer'`,
    ],
    // The company's 30 technicians, each doing every service, Monday to Saturday 08:00-17:00 (issue 25's board).
    [
      'technicians',
      sql`insert into users (name, firstname, lastname, email, phone, role, password_hash, activated_at, services, working_hours, created_at, updated_at)
      select 'Technician ' || g, 'Technician', g::text, 'technician' || g || '@brightwire.test', '0803000' || lpad(g::text, 4, '0'), 'technician', ${passwordHash}, now(), ${JSON.stringify(bookableServices)}::jsonb,
             ${JSON.stringify(defaultWorkingHours)}::jsonb, now(), now()
      from generate_series(1, ${benchTechnicians}) g`,
    ],
    [
      'addresses',
      sql`insert into addresses (user_id, street, city, state, country, phone)
      select id, ${pick(streets)}, place.city, place.state, 'Nigeria', phone
      from bench_customers, lateral (select (${sql.raw(array(cities))})[i] as city, (${sql.raw(array(states))})[i] as state
                                     from (select 1 + (n % ${cities.length})::int as i) chosen) place`,
    ],
    [
      'products',
      // Each product in one of the seeded categories, carrying a brand (the shop's category pages and filters).
      sql`insert into products (name, description, price_kobo, featured_image, images, is_featured, sold_out, deleted_at, category, specs, created_at, updated_at)
      select kind || ' ' || (ARRAY['1.5mm²', '2.5mm²', '10 A', '32 A', '63 A', '3.5 kVA', '5 kVA', '200 Ah', '550 W', '12-Way'])[1 + g % 10] || ' BW-' || lpad(g::text, 5, '0'),
             'Stocked in Ibadan and delivered across the South-West. Genuine parts with a 12-month warranty.',
             (500 + floor(power(random(), 6) * 1200000))::bigint * 100,
             (${sql.raw(array(images))})[1 + g % ${images.length}], '[]'::jsonb,
             random() < 0.02, random() < 0.05, case when random() < 0.02 then created + interval '90 days' end,
             (${sql.raw(array(benchCategories))})[1 + g % ${benchCategories.length}],
             jsonb_build_array(jsonb_build_object('name', 'Brand', 'value', (${sql.raw(array(benchBrands))})[1 + (g / 7) % ${benchBrands.length}])),
             created, created
      from (select g, (${sql.raw(array(productWords))})[1 + g % ${productWords.length}] as kind, ${pastInstant(size.days)} as created
            from generate_series(1, ${size.products}) g) made`,
    ],
    [
      'products numbered',
      sql`create temp table bench_products on commit drop as
      select row_number() over (order by created_at, id) as n, id, name, featured_image, price_kobo from products where deleted_at is null`,
    ],
    // Every so many orders is the busiest customer's (the one the bench signs in as); the others anyone's.
    [
      'orders drawn',
      sql`create temp table bench_orders on commit drop as
      with drawn as materialized (
        select g, case when g % ${sql.raw(String(everyNth(size.orders, size.busiest)))} = 0 then 1 else 1 + floor(random() * ${size.customers})::int end as customer, ${pastInstant(size.days)} as created,
               random() as paid, random() as fulfilled, 1 + floor(random() * 5)::int as lines
        from generate_series(1, ${size.orders}) g)
      select gen_random_uuid() as id, c.id as user_id, c.phone, drawn.*,
             case when paid < 0.86 then 'success' when paid < 0.95 then 'failed' else 'pending' end as status
      from drawn join bench_customers c on c.n = drawn.customer`,
    ],
    [
      'order lines drawn',
      sql`create temp table bench_lines on commit drop as
      with drawn as materialized (
        select o.id as order_id, 1 + floor(power(random(), 2) * (select count(*) from bench_products))::int as product, 1 + floor(power(random(), 4) * 4)::int as quantity
        from bench_orders o cross join lateral generate_series(1, o.lines) k)
      select drawn.order_id, p.id as product_id, p.name, p.featured_image, p.price_kobo, drawn.quantity from drawn join bench_products p on p.n = drawn.product`,
    ],
    [
      'orders',
      sql`insert into orders (id, user_id, reference, status, total_kobo, address_street, address_city, address_state, address_country, address_phone,
                            paid_at, fulfilment_status, tracking_note, provider_checks, created_at, updated_at)
      select o.id, o.user_id, 'BW-' || upper(substr(md5(o.id::text), 1, 20)), o.status, totals.kobo, a.street, a.city, a.state, a.country, o.phone,
             case when o.status = 'success' then least(now(), o.created + interval '3 minutes') end,
             case when o.status <> 'success' then 'processing'
                  when o.created < now() - interval '14 days' then case when o.fulfilled < 0.96 then 'delivered' else 'cancelled' end
                  when o.fulfilled < 0.4 then 'processing' when o.fulfilled < 0.75 then 'shipped' else 'delivered' end,
             case when o.status = 'success' and o.fulfilled >= 0.4 then 'GIG Logistics waybill ' || upper(substr(md5(o.id::text), 21, 8)) else '' end,
             case when o.status = 'success' then 0 else 2 end, o.created, o.created
      from bench_orders o
      join (select order_id, sum(price_kobo * quantity) as kobo from bench_lines group by order_id) totals on totals.order_id = o.id
      join addresses a on a.user_id = o.user_id`,
    ],
    [
      'order lines',
      sql`insert into order_lines (order_id, product_id, name, featured_image, price_kobo, quantity) select order_id, product_id, name, featured_image, price_kobo, quantity from bench_lines`,
    ],
    // Every so many bookings are the bench's customer's; visits fall on the day of booking up to two weeks after.
    [
      'bookings',
      sql`insert into bookings (name, phone, email, service, other_service, date, time, note, status, created_at, technician_id, duration_minutes, address)
      select case when mine then c.name else first || ' ' || last end,
             case when mine then c.phone else ${typedPhone(sql.raw('digits'))} end,
             case when mine then c.email when random() < 0.7 then lower(first) || '.' || lower(last) || g || '@' || domain else '' end,
             service, case when service = ${otherService} then 'Borehole pump controller' else '' end, visit,
             lpad((8 + floor(random() * 10))::text, 2, '0') || case when random() < 0.5 then ':00' else ':30' end, ${pick(notes)},
             case when visit < ${lagosToday} then case when outcome < 0.82 then 'completed' when outcome < 0.97 then 'cancelled' when outcome < 0.99 then 'confirmed' else 'pending' end
                  when visit = ${lagosToday} then case when outcome < 0.8 then 'confirmed' when outcome < 0.95 then 'pending' else 'cancelled' end
                  else case when outcome < 0.35 then 'pending' when outcome < 0.93 then 'confirmed' else 'cancelled' end end,
             created,
             case when random() < 0.9 then (select array_agg(id order by email) from users where role = 'technician')[1 + floor(random() * ${benchTechnicians})::int] end,
             60 * (1 + floor(random() * 3))::int, ${pick(streets)} || ', Ibadan'
      from (select g, g % ${sql.raw(String(everyNth(size.bookings, size.busiest)))} = 0 as mine, ${pick(firstNames)} as first, ${pick(lastNames)} as last, ${pick(mailDomains)} as domain, ${phoneDigits} as digits,
                   ${pick(bookableServices)} as service, created, (created at time zone 'Africa/Lagos')::date + floor(random() * 15)::int as visit, random() as outcome
            from (select g, ${pastInstant(size.days)} as created from generate_series(1, ${size.bookings}) g) instants) drawn
      left join bench_customers c on c.n = 1
      -- Stored in the order they were booked, as the company's own table grows: a week's visits lie together.
      order by created`,
    ],
    // Older messages were answered within two days; of the last three days' some still wait.
    [
      'contact messages',
      sql`insert into contact_messages (name, phone, email, subject, message, handled_at, created_at)
      select first || ' ' || last, ${typedPhone(sql.raw('digits'))}, case when random() < 0.7 then lower(first) || '.' || lower(last) || g || '@' || domain else '' end,
             ${pick(['', ...contactSubjects])}, ${pick(messageTexts)},
             case when created < now() - interval '3 days' then case when random() < 0.985 then created + random() * interval '2 days' end
                  when random() < 0.3 then now() end,
             created
      from (select g, ${pick(firstNames)} as first, ${pick(lastNames)} as last, ${pick(mailDomains)} as domain, ${phoneDigits} as digits, ${pastInstant(size.days)} as created
            from generate_series(1, ${size.messages}) g) drawn`,
    ],
  ];
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Fills an empty, migrated database with `size` in one transaction (a broken fill leaves nothing behind),
 * then vacuums and analyses it as autovacuum would have by then. Answers the seconds it took.
 */
export async function fillShop(db: Database, size: ScaleSize, images: string[], log: (line: string) => void): Promise<number> {
  const started = Date.now();
  const passwordHash = await hashPassword(customerPassword);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const indexes = await droppableIndexes(tx);
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    for (const [label, statement] of fillSteps(size, passwordHash, images)) {
      const step = Date.now();
      await tx.execute(statement);
      log(`    ${label} … ${seconds(step)}`);
    }
    const paidStep = Date.now();
    await addToDailySales(tx, sql`true`);
    log(`    daily sales of the paid orders … ${seconds(paidStep)}`);
    const step = Date.now();
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    log(`    ${indexes.length} indexes built … ${seconds(step)}`);
  });
  const step = Date.now();
  for (const table of [...filledTables, ...tablesKeepingIndexes]) await db.execute(sql.raw(`vacuum analyze ${table}`));
  log(`    vacuum analyze … ${seconds(step)}`);
  return (Date.now() - started) / 1000;
}
