import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The one-way rules of eslint.config.js, run through ESLint's API on probe files: what the zones refuse and
 * what they let through, judged on the file an import resolves to, at any depth.
 */

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

// Two files that import each other, made beside the shared web code before ESLint first resolves anything
// (its resolver remembers the folders it has read), and removed after the tests.
const folder = mkdtempSync(path.join(root, 'web', 'lib', 'cycle-probe-'));
writeFileSync(path.join(folder, 'first.ts'), "import { second } from './second';\nexport const first = () => second;\n");
writeFileSync(path.join(folder, 'second.ts'), "import { first } from './first';\nexport const second = () => first;\n");
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const eslint = new ESLint({ cwd: root });
// The zones' probes import real files whose imports no-cycle would follow through the whole tree.
const zonesOnly = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** The rules that fired on `code` as if it were the file at `file` (relative to the repository). */
async function rulesFiredOn(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await zonesOnly.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('the web zones', () => {
  it("refuse a file one folder deeper than a feature's root importing another feature's inner file", async () => {
    const fired = await rulesFiredOn('web/features/quotes/nested/Probe.tsx', "import { BookingForm } from '../../booking/BookingForm';\nexport const probe = BookingForm;\n");
    expect(fired).toContain('import/no-restricted-paths');
  });

  it('refuse the same file fetched by import(), however deep the importer', async () => {
    const fired = await rulesFiredOn('web/features/quotes/nested/deeper/Probe.tsx', "export const probe = () => import('../../../booking/BookingForm');\n");
    expect(fired).toContain('import/no-restricted-paths');
  });

  it('let a nested file use another feature through its index.ts', async () => {
    const fired = await rulesFiredOn('web/features/quotes/nested/Probe.tsx', "import { BookingBanner } from '../../booking';\nexport const probe = BookingBanner;\n");
    expect(fired).not.toContain('import/no-restricted-paths');
  });

  it('refuse a feature importing app/, and a shared folder importing a feature', async () => {
    expect(await rulesFiredOn('web/features/quotes/nested/Probe.tsx', "import { routes } from '../../../app/routes';\nexport const probe = routes;\n")).toContain('import/no-restricted-paths');
    expect(await rulesFiredOn('web/components/back-office/nested/Probe.tsx', "import { BookingBanner } from '../../../features/booking';\nexport const probe = BookingBanner;\n")).toContain(
      'import/no-restricted-paths',
    );
  });
});

describe('the server zones', () => {
  it("refuse a module's nested file importing a file inside another module, and let its index.ts through", async () => {
    expect(await rulesFiredOn('server/modules/bookings/nested/probe.ts', "import { authGuards } from '../../auth/guards';\nexport const probe = authGuards;\n")).toContain(
      'import/no-restricted-paths',
    );
    expect(await rulesFiredOn('server/modules/bookings/nested/probe.ts', "import { authGuards } from '../../auth';\nexport const probe = authGuards;\n")).not.toContain('import/no-restricted-paths');
  });

  it('refuse the infrastructure importing a module, even through its index.ts', async () => {
    expect(await rulesFiredOn('server/mail/probe.ts', "import { countUnhandled } from '../modules/contact';\nexport const probe = countUnhandled;\n")).toContain('import/no-restricted-paths');
  });

  it("refuse a module importing another module's tables, and let its own tables and a named list join through", async () => {
    expect(await rulesFiredOn('server/modules/cart/nested/probe.ts', "import { orders } from '../../orders/tables';\nexport const probe = orders;\n")).toContain('import/no-restricted-paths');
    expect(await rulesFiredOn('server/modules/cart/probe.ts', "import { cartItems } from './tables';\nexport const probe = cartItems;\n")).not.toContain('import/no-restricted-paths');
    expect(await rulesFiredOn('server/modules/cart/probe.ts', "import { products } from '../products/tables';\nexport const probe = products;\n")).not.toContain('import/no-restricted-paths');
  });

  it("refuse the infrastructure importing a module's tables unless named, and let a table's foreign key name another owner's table", async () => {
    expect(await rulesFiredOn('server/mail/probe.ts', "import { users } from '../modules/auth/tables';\nexport const probe = users;\n")).toContain('import/no-restricted-paths');
    expect(await rulesFiredOn('server/modules/cart/tables.ts', "import { users } from '../auth/tables';\nexport const probe = users;\n")).not.toContain('import/no-restricted-paths');
  });

  it("refuse any file outside customers/ importing its tables: the directory that notes people is customers' own", async () => {
    const probe = "import { customers } from '../modules/customers/tables';\nexport const probe = customers;\n";
    expect(await rulesFiredOn('server/people/directory.ts', probe)).toContain('import/no-restricted-paths');
    expect(await rulesFiredOn('server/modules/auth/probe.ts', "import { customers } from '../customers/tables';\nexport const probe = customers;\n")).toContain('import/no-restricted-paths');
    expect(await rulesFiredOn('server/modules/customers/probe.ts', "import { customers } from './tables';\nexport const probe = customers;\n")).not.toContain('import/no-restricted-paths');
  });

  it('refuse contracts importing either side', async () => {
    expect(await rulesFiredOn('contracts/probe.ts', "import { apiGet } from '../web/lib/api';\nexport const probe = apiGet;\n")).toContain('import/no-restricted-paths');
  });
});

describe('import/no-cycle', () => {
  it('refuses two files importing each other', async () => {
    const [result] = await eslint.lintFiles([path.join(folder, 'first.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import/no-cycle');
  });
});
