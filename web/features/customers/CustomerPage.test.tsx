import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../../contracts/customers.schemas';
import { lagosClock } from '../../../contracts/lagos-time';
import { requeryWords, transferMessages } from '../../../contracts/transfers';
import { answer, fakeApi, pending, refuse, type FakeReply } from '../../testing/fakeApi';
import { renderPage } from '../../testing/renderPage';
import { CustomerPage } from './CustomerPage';

const funke = (virtualAccount: CustomerDetail['customer']['virtualAccount']): CustomerDetail => ({
  customer: {
    _id: 'customer-funke',
    name: 'Funke Akindele',
    email: 'funke@example.com',
    phone: '0803 123 4567',
    address: '4 Bodija Road, Ibadan',
    createdAt: '2026-10-01T09:00:00.000Z',
    lastSeenAt: '2026-11-20T09:00:00.000Z',
    virtualAccount,
  },
  orders: [],
  bookings: [],
  messages: [],
  quotes: [],
  invoices: [],
  credit: 0,
  notes: [],
});

function openThePage(detail: CustomerDetail, requery: () => FakeReply = () => answer({ message: 'asked' })) {
  const api = fakeApi({
    'POST /customers/:id/account-number/requery': requery,
    'GET /customers/:id': () => answer(detail),
    'GET /customers/:id/conversation': () => pending(),
    'GET /customers/:id/consent': () => pending(),
    'GET /messages/replies/options': () => pending(),
  });
  renderPage(<CustomerPage />, { at: '/admin-dashboard/customers/customer-funke', path: '/admin-dashboard/customers/:id' });
  return api;
}

describe("a customer's page", () => {
  it('shows the account number of their own that settles their documents, with its bank and name', async () => {
    openThePage(funke({ bankName: 'Wema Bank', accountNumber: '9930001234', accountName: 'BRIGHTWIRE/FUNKE AKINDELE' }));
    expect(await screen.findByText('9930001234')).toBeTruthy();
    expect(screen.getByText(/Wema Bank \(\s*BRIGHTWIRE\/FUNKE AKINDELE\)/)).toBeTruthy();
  });

  it('says nothing of an account number when the customer has none', async () => {
    openThePage(funke(null));
    expect(await screen.findByText('Credit held: ₦0')).toBeTruthy();
    expect(screen.queryByText(/own account number/)).toBeNull();
  });

  it('asks the bank again for the day the customer paid, and says what Paystack answered', async () => {
    const asked = transferMessages.requeryAsked('9930001234', 'Sat, 28 Nov 2026');
    const api = openThePage(funke({ bankName: 'Wema Bank', accountNumber: '9930001234', accountName: 'BRIGHTWIRE/FUNKE AKINDELE' }), () => answer({ message: asked }));
    const day = await screen.findByLabelText(requeryWords.dayLabel);
    expect((day as HTMLInputElement).value).toBe(lagosClock().day);
    fireEvent.input(day, { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: requeryWords.button }));
    expect(await screen.findByText(asked)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/customers/customer-funke/account-number/requery', body: { day: '2026-11-27' } });
  });

  it("shows the server's words when Paystack cannot be reached", async () => {
    openThePage(funke({ bankName: 'Wema Bank', accountNumber: '9930001234', accountName: 'BRIGHTWIRE/FUNKE AKINDELE' }), () => refuse(502, transferMessages.requeryUnreachable));
    fireEvent.click(await screen.findByRole('button', { name: requeryWords.button }));
    expect(await screen.findByText(transferMessages.requeryUnreachable)).toBeTruthy();
  });
});
