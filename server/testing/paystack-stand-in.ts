import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Transaction = { reference: string; email: string; amount: number; currency: string; status: string; gateway_response?: string };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A stand-in for Paystack's API on 127.0.0.1 answering with its documented shapes, so the real client code
 * runs against a real HTTP server. Tests decide what the "customer" did with `settle`.
 */
export async function startPaystackStandIn(secretKey: string) {
  const transactions = new Map<string, Transaction>();
  /** Every initialize call received, in order: a checkout that starts two payments shows up here. */
  const initializeCalls: string[] = [];
  /** Every refund asked for, as Paystack keeps them: queued (`pending`) until processed. */
  const refunds: { id: number; reference: string; amount: number; status: string }[] = [];
  const refusing = { refunds: false };
  /** Every dedicated account asked for, in order. */
  const assignCalls: { email: string; first_name: string; last_name: string; phone: string; preferred_bank: string }[] = [];
  /** Every transfer sent out (refunds to a bank account), by our reference, as Paystack keeps them. */
  const payouts: { reference: string; transferCode: string; amount: number; recipient: string; reason: string; status: string }[] = [];
  const payoutRules = { otp: false, refuse: false, loseAnswer: false };
  /** Money paid into dedicated accounts, as `GET /transaction` lists it (the webhook's `data`), by reference. */
  const dedicatedCharges = new Map<string, { reference: string; paid_at: string } & Record<string, unknown>>();
  const listing = { unreachable: false, asked: 0 };
  /** Every requery of a dedicated account asked for, in order. */
  const requeryCalls: { accountNumber: string; providerSlug: string; date: string }[] = [];
  /** Accounts `GET /bank/resolve` knows, by number; any other resolves to `TOLA BANKOLE` but one ending in 000. */
  const accountNames = new Map<string, string>();
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) return send(401, { status: false, message: 'Invalid key' });
    if (request.method === 'POST' && request.url === '/transaction/initialize') {
      const body = JSON.parse(await readBody(request)) as { reference: string; email: string; amount: number; currency: string };
      initializeCalls.push(body.reference);
      transactions.set(body.reference, { reference: body.reference, email: body.email, amount: Number(body.amount), currency: body.currency, status: 'ongoing' });
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.com/${body.reference}`, access_code: `access_${body.reference}`, reference: body.reference },
      });
    }
    if (request.method === 'POST' && request.url === '/refund') {
      const body = JSON.parse(await readBody(request)) as { transaction: string; amount?: number; currency?: string };
      const transaction = transactions.get(body.transaction);
      const refunded = refunds.filter((refund) => refund.reference === body.transaction && refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0);
      const amount = Number(body.amount ?? transaction?.amount ?? 0);
      if (refusing.refunds || !transaction || transaction.status !== 'success') return send(400, { status: false, message: 'Transaction has not been paid' });
      if (amount > transaction.amount - refunded) return send(400, { status: false, message: 'Refund amount cannot be more than the transaction amount' });
      const refund = { id: refunds.length + 1, reference: body.transaction, amount, status: 'pending' };
      refunds.push(refund);
      return send(200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: { id: refund.id, status: 'pending', amount, currency: 'NGN', transaction: { reference: transaction.reference, amount: transaction.amount } },
      });
    }
    if (request.method === 'POST' && request.url === '/dedicated_account/assign') {
      const body = JSON.parse(await readBody(request)) as { email: string; first_name: string; last_name: string; phone: string; preferred_bank: string };
      assignCalls.push(body);
      return send(200, { status: true, message: 'Assign dedicated account in progress' });
    }
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/dedicated_account/requery') {
      const asked = { accountNumber: url.searchParams.get('account_number') ?? '', providerSlug: url.searchParams.get('provider_slug') ?? '', date: url.searchParams.get('date') ?? '' };
      if (listing.unreachable) return send(503, { status: false, message: 'Service unavailable' });
      if (!/^\d{10}$/.test(asked.accountNumber) || !asked.providerSlug) return send(400, { status: false, message: 'Account number and provider slug are required' });
      requeryCalls.push(asked);
      return send(200, { status: true, message: 'We are checking the status of your transfer. We will send you a notification once it is confirmed' });
    }
    if (request.method === 'GET' && url.pathname === '/bank/resolve') {
      const accountNumber = url.searchParams.get('account_number') ?? '';
      if (!/^\d{10}$/.test(accountNumber) || !url.searchParams.get('bank_code') || accountNumber.endsWith('000')) {
        return send(422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' });
      }
      return send(200, { status: true, message: 'Account number resolved', data: { account_number: accountNumber, account_name: accountNames.get(accountNumber) ?? 'TOLA BANKOLE', bank_id: 9 } });
    }
    if (request.method === 'POST' && request.url === '/transferrecipient') {
      const body = JSON.parse(await readBody(request)) as { type: string; name: string; account_number: string; bank_code: string; currency: string };
      const code = `RCP_${body.bank_code}${body.account_number}`;
      return send(201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: {
          active: true,
          currency: 'NGN',
          name: body.name,
          recipient_code: code,
          type: 'nuban',
          details: { account_number: body.account_number, account_name: body.name, bank_code: body.bank_code, bank_name: 'Test Bank' },
        },
      });
    }
    if (request.method === 'POST' && request.url === '/transfer') {
      const body = JSON.parse(await readBody(request)) as { source: string; amount: number; recipient: string; reason: string; reference: string; currency: string };
      if (payoutRules.refuse) return send(400, { status: false, message: 'Your balance is not enough to fulfil this request' });
      if (payouts.some((payout) => payout.reference === body.reference)) return send(400, { status: false, message: 'Duplicate Transfer Reference' });
      const payout = {
        reference: body.reference,
        transferCode: `TRF_${payouts.length + 1}`,
        amount: Number(body.amount),
        recipient: body.recipient,
        reason: body.reason,
        status: payoutRules.otp ? 'otp' : 'pending',
      };
      payouts.push(payout);
      if (payoutRules.loseAnswer) return send(502, { status: false, message: 'Bad gateway' });
      return send(200, {
        status: true,
        message: payoutRules.otp ? 'Transfer requires OTP to continue' : 'Transfer has been queued',
        data: {
          integration: 1,
          domain: 'test',
          amount: payout.amount,
          currency: 'NGN',
          source: 'balance',
          reason: payout.reason,
          recipient: 1,
          status: payout.status,
          transfer_code: payout.transferCode,
          reference: payout.reference,
        },
      });
    }
    if (request.method === 'POST' && request.url === '/transfer/finalize_transfer') {
      const body = JSON.parse(await readBody(request)) as { transfer_code: string; otp: string };
      const payout = payouts.find((kept) => kept.transferCode === body.transfer_code);
      if (!payout || payout.status !== 'otp') return send(400, { status: false, message: 'Transfer is not currently awaiting OTP' });
      if (body.otp !== '123456') return send(400, { status: false, message: 'Invalid OTP' });
      payout.status = 'pending';
      return send(200, { status: true, message: 'Transfer has been queued', data: { status: 'pending', transfer_code: payout.transferCode, reference: payout.reference, amount: payout.amount } });
    }
    const payoutAsked = /^\/transfer\/verify\/(.+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && payoutAsked) {
      const payout = payouts.find((kept) => kept.reference === decodeURIComponent(payoutAsked[1] ?? ''));
      if (!payout) return send(400, { status: false, message: 'Transfer not found' });
      return send(200, { status: true, message: 'Transfer retrieved', data: { status: payout.status, transfer_code: payout.transferCode, reference: payout.reference, amount: payout.amount } });
    }
    const refundAsked = /^\/refund\/(\d+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && refundAsked) {
      const refund = refunds.find((kept) => kept.id === Number(refundAsked[1]));
      if (!refund) return send(404, { status: false, message: 'Refund not found' });
      return send(200, { status: true, message: 'Refund retrieved', data: { id: refund.id, status: refund.status, amount: refund.amount, transaction_reference: refund.reference } });
    }
    if (request.method === 'GET' && url.pathname === '/transaction') {
      listing.asked += 1;
      if (listing.unreachable) return send(503, { status: false, message: 'Service unavailable' });
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      const perPage = Number(url.searchParams.get('perPage') ?? 50);
      const page = Number(url.searchParams.get('page') ?? 1);
      const cards = [...transactions.values()].filter((transaction) => transaction.status === 'success' && !dedicatedCharges.has(transaction.reference));
      const listed = [
        ...cards.map((transaction) => ({ ...transaction, channel: 'card', paid_at: new Date().toISOString() })),
        ...[...dedicatedCharges.values()].filter((charge) => (!from || charge.paid_at >= from) && (!to || charge.paid_at <= to)),
      ];
      const pageCount = Math.max(1, Math.ceil(listed.length / perPage));
      return send(200, {
        status: true,
        message: 'Transactions retrieved',
        data: listed.slice((page - 1) * perPage, page * perPage),
        meta: { total: listed.length, skipped: (page - 1) * perPage, perPage, page, pageCount },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1] ?? ''));
      if (!transaction) return send(400, { status: false, message: 'Transaction reference not found' });
      return send(200, {
        status: true,
        message: 'Verification successful',
        data: {
          id: 1,
          domain: 'test',
          status: transaction.status,
          reference: transaction.reference,
          amount: transaction.amount,
          currency: transaction.currency,
          gateway_response: transaction.gateway_response ?? 'Approved',
          customer: { email: transaction.email },
        },
      });
    }
    return send(404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    transactions,
    initializeCalls,
    refunds,
    assignCalls,
    requeryCalls,
    payouts,
    accountNames,
    /** The company's Paystack account asks for the OTP of each transfer (Paystack's default), or not. */
    requireTransferOtp(required: boolean) {
      payoutRules.otp = required;
    },
    /** Makes the next transfers fail at once, as Paystack does when the balance cannot cover them. */
    refuseTransfers(refuse: boolean) {
      payoutRules.refuse = refuse;
    },
    /** Keeps the next transfers but answers them with a gateway error, as when its answer is lost on the way. */
    loseTransferAnswers(lose: boolean) {
      payoutRules.loseAnswer = lose;
    },
    /** A `transfer.success`, `.failed` or `.reversed` webhook for a transfer sent out, signed as Paystack signs it. */
    payoutWebhook(reference: string, outcome: 'success' | 'failed' | 'reversed', key = secretKey) {
      const payout = payouts.find((each) => each.reference === reference);
      if (!payout) throw new Error(`no transfer ${reference}`);
      payout.status = outcome;
      const body = JSON.stringify({
        event: `transfer.${outcome}`,
        data: {
          amount: payout.amount,
          currency: 'NGN',
          reason: payout.reason,
          reference,
          status: outcome,
          transfer_code: payout.transferCode,
          recipient: { recipient_code: payout.recipient, type: 'nuban' },
        },
      });
      return { body, signature: createHmac('sha512', key).update(body).digest('hex') };
    },
    /** Makes the next refunds fail at once, as Paystack does for a transaction it will not refund. */
    refuseRefunds(refuse: boolean) {
      refusing.refunds = refuse;
    },
    /** Makes `GET /transaction` and the requery answer 503 (or answer again), as when Paystack cannot be reached. */
    listingUnreachable(unreachable: boolean) {
      listing.unreachable = unreachable;
    },
    /** How often the transaction list was asked for. */
    listingsAsked: () => listing.asked,
    /** Forgets every transaction and call, for the next test. */
    forget() {
      transactions.clear();
      dedicatedCharges.clear();
      requeryCalls.length = 0;
      listing.unreachable = false;
      listing.asked = 0;
      initializeCalls.length = 0;
      refunds.length = 0;
      assignCalls.length = 0;
      refusing.refunds = false;
      payouts.length = 0;
      accountNames.clear();
      payoutRules.otp = false;
      payoutRules.refuse = false;
      payoutRules.loseAnswer = false;
    },
    /** What the customer's payment ended as, as Paystack would report it. */
    settle(reference: string, outcome: Partial<Transaction>) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no transaction ${reference}`);
      Object.assign(transaction, outcome);
      return transaction;
    },
    /** A `charge.success` webhook body and its signature, as Paystack sends them. */
    webhook(transaction: Transaction, key = secretKey) {
      const body = JSON.stringify({ event: 'charge.success', data: { ...transaction, status: 'success', gateway_response: 'Successful' } });
      return { body, signature: createHmac('sha512', key).update(body).digest('hex') };
    },
    /**
     * A transfer into a customer's dedicated account, as Paystack reports it: `charge.success` on the
     * `dedicated_nuban` channel, signed; the transaction is kept so that verifying its reference finds it.
     */
    transferWebhook(transfer: { reference: string; amount: number; accountNumber: string; email: string; senderName?: string; paidAt?: string }, key = secretKey) {
      transactions.set(transfer.reference, { reference: transfer.reference, email: transfer.email, amount: transfer.amount, currency: 'NGN', status: 'success', gateway_response: 'Approved' });
      const data = {
        reference: transfer.reference,
        status: 'success',
        amount: transfer.amount,
        currency: 'NGN',
        channel: 'dedicated_nuban',
        gateway_response: 'Approved',
        paid_at: transfer.paidAt ?? new Date().toISOString(),
        customer: { email: transfer.email, customer_code: `CUS_${transfer.email.replace(/\W/g, '')}` },
        authorization: {
          channel: 'dedicated_nuban',
          receiver_bank_account_number: transfer.accountNumber,
          receiver_bank: 'Wema Bank',
          sender_name: transfer.senderName ?? 'ADEWALE OKONKWO',
          sender_bank: 'Guaranty Trust Bank',
          narration: 'NIP transfer',
        },
      };
      dedicatedCharges.set(transfer.reference, data);
      const body = JSON.stringify({ event: 'charge.success', data });
      return { body, signature: createHmac('sha512', key).update(body).digest('hex') };
    },
    /** Paystack's word on a dedicated account asked for: assigned under `accountNumber`, or failed; signed. */
    assignWebhook(email: string, accountNumber: string | null, key = secretKey) {
      const customer = { email, customer_code: `CUS_${email.replace(/\W/g, '')}` };
      const body = JSON.stringify(
        accountNumber
          ? {
              event: 'dedicatedaccount.assign.success',
              data: {
                customer,
                dedicated_account: { account_number: accountNumber, account_name: `BRIGHTWIRE/${email}`, bank: { name: 'Test Bank', slug: 'test-bank' }, assigned: true },
                identification: { status: 'success' },
              },
            }
          : { event: 'dedicatedaccount.assign.failed', data: { customer, dedicated_account: null, identification: { status: 'failed' } } },
      );
      return { body, signature: createHmac('sha512', key).update(body).digest('hex') };
    },
    /** A `refund.processed` or `refund.failed` webhook for a queued refund, signed as Paystack signs it. */
    refundWebhook(id: number, outcome: 'processed' | 'failed', key = secretKey) {
      const refund = refunds.find((each) => each.id === id);
      if (!refund) throw new Error(`no refund ${id}`);
      refund.status = outcome;
      const body = JSON.stringify({ event: `refund.${outcome}`, data: { id: refund.id, status: outcome, transaction_reference: refund.reference, amount: refund.amount, currency: 'NGN' } });
      return { body, signature: createHmac('sha512', key).update(body).digest('hex') };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
