import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Which way imports go, as zones of import-x's no-restricted-paths, which compares the file an import
 * resolves to (through TypeScript's resolution), not the text of the import: a file nested any depth inside a
 * feature or a module is held to the same rules as one at its root. Each zone says: files in `target` may not
 * import files in `from`, except those in `except` (paths relative to `from`).
 *
 * The layers, each importing only those below it:
 *   web:      app/ -> features/ -> components/, lib/, page-life/, content/ -> contracts/
 *   server:   app.ts, api-modules.ts, main.ts, sweeps.ts, shell/ (the pages drawn on the server), demo/, testing/ (the composition)
 *             -> modules/ -> the infrastructure (db/, mail/, pdf/, images/, payments/, lists/, http/, jobs/, config.ts ...)
 *             -> contracts/
 * Across a layer's folders: a feature uses another only through its index.ts, a module another only through
 * its index.ts (app.ts also mounts each module's routes.ts). No cycle anywhere: import/no-cycle.
 */

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const foldersIn = (folder) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webZones = [
  { target: './web/features', from: './web/app', message: 'Features never import app/: app/ composes the features.' },
  {
    target: ['./web/components', './web/lib', './web/page-life', './web/content'],
    from: ['./web/features', './web/app'],
    message: 'components/, lib/, page-life/ and content/ serve every feature and import none, nor app/.',
  },
  ...foldersIn('web/features').map((feature) => ({
    target: `./web/features/!(${feature})/**`,
    from: `./web/features/${feature}`,
    except: ['./index.ts'],
    message: `Use what features/${feature}/index.ts offers, not a file inside it (add it there if another feature needs it).`,
  })),
];

/** Every server file outside the modules but the composition: it serves the modules and knows none. */
const infrastructure = ['./server/!(modules|demo|testing|shell)/**', './server/!(app|api-modules|main|sweeps|*.test).ts'];

/**
 * Every table has one owner, the module whose tables.ts declares it, and only the owner writes it
 * (ARCHITECTURE.md, "A module writes only its own tables"). Another module's tables.ts is imported only by
 * another tables.ts (a foreign key names the table it points at), by the composition (demo/, testing/), by
 * tests (which arrange rows in any table), and by the readers named here, each with why. Anything else reads
 * another module through what its index.ts offers.
 */
export const tableReaders = {
  customers: {
    contact: "the inbox names the directory's record of each message's sender (a WhatsApp or SMS message is threaded by its number)",
  },
  auth: {
    bookings: "a booking list names each visit's technician, and capacity counts the technicians and their working days",
    orders: "the admin orders list and the packing slip show the customer's name and e-mail",
  },
  products: { cart: "the cart's lines are drawn with their products", 'images/references.ts': 'an image is kept while a product shows it' },
  orders: { 'images/references.ts': 'an image is kept while an order line shows it' },
  events: { 'images/references.ts': 'an image is kept while an event shows it' },
  staff: { bookings: 'capacity counts the technicians away on time off and the public holidays' },
  quotes: {
    invoices: "the invoices list shows each invoice's quote number",
    bookings: 'the board shows the quote of each visit, and a visit needing a quote is listed until it has one',
  },
  payments: {
    customers: 'a customer is given their own account number once: the sweep picks those who have none yet',
  },
  invoices: {
    quotes: "a second deposit is told from the payments made on its quote's invoice",
    bookings: 'the board shows the invoice of each visit',
  },
};

/** The files that may not import `module`'s tables.ts: every server file but those the comment above lets. */
function notReadersOf(module) {
  const readers = Object.keys(tableReaders[module] ?? {});
  const moduleReaders = readers.filter((reader) => !reader.includes('/'));
  const fileReaders = readers.filter((reader) => reader.includes('/'));
  const readerFolders = [...new Set(fileReaders.map((reader) => reader.split('/')[0]))];
  return [
    `./server/modules/!(${[module, ...moduleReaders].join('|')})/**/!(tables|*.test).ts`,
    // Every other folder, those made after this list was read too.
    `./server/!(${['modules', 'demo', 'testing', ...readerFolders].join('|')})/**/!(tables|*.test).ts`,
    ...readerFolders.flatMap((folder) => {
      const files = fileReaders.filter((reader) => reader.startsWith(`${folder}/`)).map((reader) => path.basename(reader, '.ts'));
      return [`./server/${folder}/!(${[...files, 'tables', '*.test'].join('|')}).ts`, `./server/${folder}/*/**/!(tables|*.test).ts`];
    }),
    './server/!(tables|*.test).ts',
  ];
}

const moduleZones = foldersIn('server/modules').flatMap((module) => [
  {
    target: [`./server/modules/!(${module})/**`, './server/!(modules)/**', './server/!(api-modules).ts'],
    from: `./server/modules/${module}`,
    except: ['./index.ts', './tables.ts'],
    message: `Use what modules/${module}/index.ts offers, not a file inside it (add it there if another part of the server needs it).`,
  },
  {
    target: notReadersOf(module),
    from: `./server/modules/${module}/tables.ts`,
    message: `modules/${module}/tables.ts is ${module}'s own: read it through a function modules/${module}/index.ts exports (a list's join is named in eslint-rules/one-way-zones.js, with why).`,
  },
  {
    target: './server/api-modules.ts',
    from: `./server/modules/${module}`,
    except: ['./index.ts', './routes.ts'],
    message: `api-modules.ts mounts modules/${module}/routes.ts and may use its index.ts, nothing else.`,
  },
]);

const serverZones = [
  {
    target: infrastructure,
    from: './server/modules',
    // A module's tables may be named by the infrastructure only where tableReaders says (the zones below).
    except: foldersIn('server/modules').map((module) => `./${module}/tables.ts`),
    message: 'The server infrastructure serves the modules and imports none.',
  },
  {
    target: ['./server/modules', ...infrastructure],
    from: ['./server/app.ts', './server/api-modules.ts', './server/main.ts', './server/sweeps.ts', './server/shell', './server/demo'],
    message: 'Modules and the infrastructure never import the composition that starts the server.',
  },
  ...moduleZones,
];

const sideZones = [
  { target: './contracts', from: ['./web', './server'], message: 'contracts/ is shared by both sides and imports neither.' },
  { target: './web', from: './server', message: 'The web app talks to the server over /api only.' },
  { target: './server', from: './web', message: 'The server never imports the web app (it reads dist/ at run time).' },
];

export const oneWayZones = [...sideZones, ...webZones, ...serverZones];
