import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer, RenderPage } from '../contracts/page-render';
import { adminBasePath } from '../contracts/pages';
import type { User } from '../contracts/auth.schemas';
import type { InboxMessage } from '../contracts/contact.schemas';
import type { BackOfficeSummary } from '../contracts/dashboard.schemas';

/**
 * The server's page renderer as the web shell calls it: built as `npm run build` builds it (dist/ssr: Preact
 * under React's names, in one file), and called with an address, whether a session cookie came, and the
 * server's own API as the visitor (here a stand-in per visitor, answering by path).
 */
const builtInto = mkdtempSync(path.join(tmpdir(), 'page-renderer-'));
let renderPage: RenderPage;

beforeAll(async () => {
  await build({ logLevel: 'silent', build: { ssr: 'entry-server.tsx', outDir: builtInto, emptyOutDir: true } });
  ({ renderPage } = (await import(pathToFileURL(path.join(builtInto, 'entry-server.js')).href)) as { renderPage: RenderPage });
});

afterAll(() => rmSync(builtInto, { recursive: true, force: true }));

const site = 'https://brightwire.test';
const inbox = `${site}${adminBasePath}/inbox`;

type Answers = Record<string, () => ApiAnswer | Promise<ApiAnswer>>;
const ok = (body: unknown): ApiAnswer => ({ status: 200, body: JSON.stringify(body) });
const refused = (status: number, message: string): ApiAnswer => ({ status, body: JSON.stringify({ message }) });

/** A visitor's API: each path asked for is answered from `answers` (a path nobody answers is a 404), and recorded. */
function apiOf(answers: Answers) {
  const asked: string[] = [];
  const callApi = async (path: string) => {
    asked.push(path);
    const address = new URL(path, site);
    const answer = answers[address.pathname.replace(/^\/api/, '')];
    return answer ? answer() : refused(404, `No answer for ${path}`);
  };
  return { asked, callApi };
}

const person = (name: string, role: User['role']): User => ({
  _id: `${role}-${name}`,
  name,
  firstname: name.split(' ')[0] ?? name,
  lastname: name.split(' ')[1] ?? '',
  email: `${name.split(' ')[0]?.toLowerCase()}@brightwire.test`,
  phone: '08030000000',
  role,
});

const messageFrom = (name: string, subject: string): InboxMessage => ({
  _id: `message-${name}`,
  name,
  phone: '08031234567',
  email: 'sender@example.com',
  subject,
  message: 'Please send someone to look at the changeover switch.',
  handled: false,
  createdAt: '2026-11-27T09:00:00.000Z',
  channel: 'form',
  customerId: null,
});

const summary: BackOfficeSummary = { unhandledMessages: 1, pendingBookings: 0, over: [] };

/** An admin's back office: their profile, the frame's counts, and their inbox's first page (answered when `listed` lets it). */
function officeOf(admin: User, message: InboxMessage, listed: Promise<unknown> = Promise.resolve()) {
  return apiOf({
    '/auth/profile': () => ok(admin),
    '/admin/summary': () => ok(summary),
    '/contactlist': async () => {
      await listed;
      return ok({ messages: [message], nextCursor: null });
    },
  });
}

/** A promise and the way to settle it, to hold one visitor's answer until another's page is being drawn. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the server draws a page once, with the answers its routes declare', () => {
  it('draws a back-office page with the signed-in admin’s records, each asked for once before the one drawing', async () => {
    const office = officeOf(person('Bisi Adeyemi', 'admin'), messageFrom('Chinedu Eze', 'Inverter keeps beeping'));
    const page = await renderPage({ url: inbox, signedIn: true, callApi: office.callApi });

    expect(page?.html).toContain('Chinedu Eze');
    expect(page?.html).toContain('Inverter keeps beeping');
    expect(office.asked.map((path) => new URL(path, site).pathname).sort()).toEqual(['/api/admin/summary', '/api/auth/profile', '/api/contactlist']);
    expect(JSON.stringify(page?.queries)).toContain('Inverter keeps beeping');
  });

  it('gives two sessions drawn at once their own answers, none of one in the other’s page', async () => {
    // Each admin's list is answered only once the other's has been asked for: both pages are being drawn at once.
    const first = gate();
    const second = gate();
    const bisi = officeOf(person('Bisi Adeyemi', 'admin'), messageFrom('Chinedu Eze', 'Inverter keeps beeping'), second.opened);
    const tunde = officeOf(person('Tunde Bakare', 'admin'), messageFrom('Ngozi Obi', 'Gate motor stuck'), first.opened);
    const asking = (api: ReturnType<typeof apiOf>, open: () => void) => ({
      ...api,
      callApi: (path: string) => {
        if (path.startsWith('/api/contactlist')) open();
        return api.callApi(path);
      },
    });

    const [bisiPage, tundePage] = await Promise.all([
      renderPage({ url: inbox, signedIn: true, callApi: asking(bisi, first.open).callApi }),
      renderPage({ url: inbox, signedIn: true, callApi: asking(tunde, second.open).callApi }),
    ]);

    expect(bisiPage?.html).toContain('Inverter keeps beeping');
    expect(tundePage?.html).toContain('Gate motor stuck');
    for (const [page, stranger] of [
      [bisiPage, ['Gate motor stuck', 'Ngozi Obi', 'Tunde Bakare']],
      [tundePage, ['Inverter keeps beeping', 'Chinedu Eze', 'Bisi Adeyemi']],
    ] as const) {
      for (const word of stranger) {
        expect(page?.html).not.toContain(word);
        expect(JSON.stringify(page?.queries)).not.toContain(word);
      }
    }
  });

  it('leaves a page to the browser when one of its answers fails, which then fetches it itself', async () => {
    const office = apiOf({
      '/auth/profile': () => ok(person('Bisi Adeyemi', 'admin')),
      '/admin/summary': () => ok(summary),
      '/contactlist': () => refused(500, 'Something went wrong'),
    });
    expect(await renderPage({ url: inbox, signedIn: true, callApi: office.callApi })).toBeUndefined();

    const shop = apiOf({ '/products': () => refused(503, 'The service is unavailable') });
    expect(await renderPage({ url: `${site}/products?q=cable`, signedIn: false, callApi: shop.callApi })).toBeUndefined();
  });

  it('draws no back-office page for anyone but an admin, nor for an admin whose access has run out', async () => {
    const customer = apiOf({
      '/auth/profile': () => ok(person('Kemi Ade', 'customer')),
      '/admin/summary': () => refused(403, 'Admins only'),
      '/contactlist': () => refused(403, 'Admins only'),
    });
    expect(await renderPage({ url: inbox, signedIn: true, callApi: customer.callApi })).toBeUndefined();

    const expired = apiOf({ '/auth/profile': () => refused(401, 'Please log in'), '/admin/summary': () => refused(401, 'Please log in'), '/contactlist': () => refused(401, 'Please log in') });
    expect(await renderPage({ url: inbox, signedIn: true, callApi: expired.callApi })).toBeUndefined();
  });

  it('draws a public page as any visitor sees it, without asking who is signed in', async () => {
    const shop = apiOf({
      '/products/featured': () => ok([]),
      '/events': () => ok([]),
    });
    const page = await renderPage({ url: `${site}/`, signedIn: true, callApi: shop.callApi });

    expect(page?.html).toContain('Our Services');
    expect(shop.asked.some((path) => path.startsWith('/api/auth'))).toBe(false);
  });
});
