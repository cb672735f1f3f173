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
 *   server:   app.ts, main.ts, web-shell.ts, site-files.ts, demo/, testing/ (the composition)
 *             -> modules/ -> the infrastructure (db/, mail/, pdf/, images/, payments/, lists/, config.ts ...)
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
const infrastructure = ['./server/!(modules|demo|testing)/**', './server/!(app|main|web-shell|site-files|*.test).ts'];

const moduleZones = foldersIn('server/modules').flatMap((module) => [
    {
      target: [`./server/modules/!(${module})/**`, './server/!(modules)/**', './server/!(app).ts'],
      from: `./server/modules/${module}`,
      except: ['./index.ts'],
      message: `Use what modules/${module}/index.ts offers, not a file inside it (add it there if another part of the server needs it).`,
    },
    { target: './server/app.ts', from: `./server/modules/${module}`, except: ['./index.ts', './routes.ts'], message: `app.ts mounts modules/${module}/routes.ts and may use its index.ts, nothing else.` },
  ]);

const serverZones = [
  { target: infrastructure, from: './server/modules', message: 'The server infrastructure serves the modules and imports none.' },
  { target: ['./server/modules', ...infrastructure], from: ['./server/app.ts', './server/main.ts', './server/web-shell.ts', './server/site-files.ts', './server/demo'], message: 'Modules and the infrastructure never import the composition that starts the server.' },
  ...moduleZones,
];

const sideZones = [
  { target: './contracts', from: ['./web', './server'], message: 'contracts/ is shared by both sides and imports neither.' },
  { target: './web', from: './server', message: 'The web app talks to the server over /api only.' },
  { target: './server', from: './web', message: 'The server never imports the web app (it reads dist/ at run time).' },
];

export const oneWayZones = [...sideZones, ...webZones, ...serverZones];
