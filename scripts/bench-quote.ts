// Part of `npm run bench`: a quote sent to a customer, so that the customer's quote page (/quotes/{token}) is
// measured like the other public pages. The demo admin writes and sends it through the API, as the office would.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, lagosClock } from '../contracts/lagos-time';
import type { QuoteDraftInput, QuoteSent } from '../contracts/quotes.schemas';

/** The demo seed writes the accounts it made to DATA_DIR/demo-accounts.txt ("Demo admin:   email / password"). */
function demoAdmin(dataDir: string): { email: string; password: string } {
  const file = path.join(dataDir, 'demo-accounts.txt');
  const line = /^Demo admin:\s+(\S+) \/ (\S+)$/m.exec(readFileSync(file, 'utf8'));
  if (!line?.[1] || !line[2]) throw new Error(`No "Demo admin" line in ${file}`);
  return { email: line[1], password: line[2] };
}

/** A solar installation as the office would quote it: one optional line, a discount and a 40% deposit. */
function solarQuote(): QuoteDraftInput {
  return {
    customer: { name: 'Adebayo Ogunleye', email: 'adebayo.ogunleye@example.com', phone: '08031234567', address: '14 Ring Road, Challenge, Ibadan' },
    title: '5 kVA solar installation for a family home',
    service: 'Solar Services',
    lines: [
      { description: '5 kVA hybrid inverter, pure sine wave', quantity: 1, unitPrice: 650000 },
      { description: '450 W monocrystalline solar panel', quantity: 8, unitPrice: 95000 },
      { description: 'Installation, mounting rails, cabling and commissioning', quantity: 1, unitPrice: 180000 },
      { description: '200 Ah lithium battery for longer backup', quantity: 1, unitPrice: 720000, optional: true },
    ],
    discount: 50000,
    depositPercent: 40,
    validUntil: addDays(lagosClock().day, 30),
    terms: 'Prices include delivery within Ibadan. Work starts within 5 working days of the deposit.',
    notes: 'The battery can be added later without changing the inverter.',
  };
}

export async function call(baseUrl: string, pathname: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${pathname} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Signs in as the demo admin of the server serving `baseUrl` from `dataDir`; answers the session's Cookie header. */
export async function demoAdminCookie(baseUrl: string, dataDir: string): Promise<string> {
  const login = await call(baseUrl, '/api/auth/login', demoAdmin(dataDir));
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Has the admin signed in with `cookie` write and send a quote; answers its id and the path of its link. */
export async function sentQuote(baseUrl: string, cookie: string): Promise<{ id: string; path: string }> {
  const created = (await (await call(baseUrl, '/api/quotes', solarQuote(), cookie)).json()) as { _id: string };
  const sent = (await (await call(baseUrl, `/api/quotes/${created._id}/send`, {}, cookie)).json()) as QuoteSent;
  return { id: created._id, path: new URL(sent.link).pathname };
}
