import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { signedInAs } from './accounts';
import type { TestDatabase } from './databases';
import { startSecondServer } from './second-server';
import { roofingInvoice, sendNewQuote, solarQuote } from './service-work';
import { useTestApp } from './test-context';

/**
 * The frame of a test of service money: the app (with the Paystack stand-in unless `sandbox`), an admin
 * signed in before each test, optionally a second server copy on the same database (calls take the copy's
 * index: 0 or 1), and the steps every such test takes through the API.
 */
export function useServiceMoney(database: TestDatabase, options: { twoServers?: boolean; sandbox?: boolean; mail?: boolean; environment?: NodeJS.ProcessEnv } = {}) {
  const t = useTestApp(database, {
    mail: options.mail ?? true,
    paystack: !options.sandbox,
    environment: { COMPANY_EMAIL: 'office@brightwire.ng', PUBLIC_URL: 'https://brightwire.test', ...options.environment },
  });
  const state: { other?: Awaited<ReturnType<typeof startSecondServer>>; admin: Record<string, string> } = { admin: {} };
  if (options.twoServers) {
    beforeAll(async () => {
      state.other = await startSecondServer(t.database, t.config);
    });
    afterAll(async () => state.other?.close());
  }
  beforeEach(async () => {
    state.admin = await signedInAs(t.app, t.database.db, 'admin@brightwire.ng', 'admin');
  });
  /** Requests go to either copy, as behind a load balancer. */
  const on = (server: 0 | 1, request: InjectOptions) => (server === 1 && state.other ? (state.other.app as FastifyInstance) : t.app).inject(request);
  const asAdmin = (method: InjectOptions['method'], url: string, payload?: object, server: 0 | 1 = 0) => on(server, { method, url, cookies: state.admin, ...(payload ? { payload } : {}) });
  const webhook = (body: string, signature: string, server: 0 | 1 = 0) =>
    on(server, { method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload: body });
  return {
    t,
    on,
    asAdmin,
    webhook,
    admin: () => state.admin,
    /** The customer pays on the stand-in's page, and Paystack's webhook says so. */
    async payPage(reference: string, server: 0 | 1 = 0) {
      const { body, signature } = t.paystack.webhook(t.paystack.settle(reference, { status: 'success', gateway_response: 'Approved' }));
      expect((await webhook(body, signature, server)).statusCode).toBe(200);
    },
    /** A roofing invoice (₦268,750), issued: its id, number and the customer's token. */
    async issuedInvoice(overrides = {}) {
      const created = await asAdmin('POST', '/api/invoices', roofingInvoice(overrides));
      expect(created.statusCode).toBe(201);
      const sent = await asAdmin('POST', `/api/invoices/${created.json()._id}/send`);
      return { id: created.json()._id as string, number: created.json().number as string, token: (sent.json().link as string).split('/').at(-1) ?? '' };
    },
    /** The customer opens a payment page for the invoice's balance: its reference. */
    async openInvoicePage(token: string) {
      const started = await on(0, { method: 'POST', url: `/api/invoices/link/${token}/pay` });
      expect(started.statusCode).toBe(200);
      return started.json().reference as string;
    },
    /** The solar quote, sent and accepted by its customer: its deposit and total in naira. */
    async acceptedQuote() {
      const sent = await sendNewQuote(t.app, state.admin, solarQuote());
      const answer = await on(0, { method: 'POST', url: `/api/quotes/link/${sent.token}/accept`, payload: { name: 'Adewale Okonkwo' } });
      expect(answer.statusCode).toBe(200);
      return { ...sent, deposit: answer.json().deposit as number, total: answer.json().total as number };
    },
    invoiceOf: async (id: string) => (await asAdmin('GET', `/api/invoices/${id}`)).json(),
  };
}
