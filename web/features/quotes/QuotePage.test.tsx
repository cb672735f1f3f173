import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { formatNaira } from '../../../contracts/money';
import { quoteMessages } from '../../../contracts/quotes';
import type { CustomerQuoteAnswer } from '../../../contracts/quotes.schemas';
import { answer, fakeApi, pending, refuse } from '../../testing/fakeApi';
import { renderPage } from '../../testing/renderPage';
import { QuotePage } from './QuotePage';

const token = 'q'.repeat(43);
const line = (_id: string, description: string, quantity: number, unitPrice: number, optional = false, chosen = false) => ({
  _id,
  description,
  quantity,
  unitPrice,
  total: quantity * unitPrice,
  optional,
  chosen,
});

/** A sent quote: a required rewiring, a surge protector not yet chosen and an outdoor socket chosen; VAT 7.5%, half down. */
const sentQuote: CustomerQuoteAnswer = {
  _id: 'quote-1',
  number: 'Q-2026-0042',
  status: 'sent',
  title: 'Kitchen rewiring',
  service: 'Wiring',
  customer: { name: 'Kemi Ade', email: 'kemi@example.com', phone: '08031234567', address: '4 Bodija Road, Ibadan' },
  lines: [line('line-rewire', 'Rewire the kitchen', 2, 50_000), line('line-surge', 'Surge protector', 1, 20_000, true, false), line('line-socket', 'Outdoor socket', 1, 10_000, true, true)],
  subtotal: 110_000,
  discount: 0,
  vatRate: 7.5,
  vat: 8_250,
  total: 118_250,
  discountOffered: 0,
  depositPercent: 50,
  deposit: 59_125,
  depositPaid: 0,
  credit: 0,
  figures: [],
  validUntil: '2026-12-20',
  terms: 'Half now, half on completion.',
  notes: '',
  acceptedName: '',
  declineReason: '',
  invoiced: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:05:00.000Z',
  viewedAt: null,
  acceptedAt: null,
  declinedAt: null,
  expiredAt: null,
  billing: { bankTransfer: { bank: 'GTBank', accountName: 'Brightwire Electrical', accountNumber: '0123456789' }, tin: '' },
};

const quoteAt = { at: `/quotes/${token}`, path: '/quotes/:token' };
const totals = () => screen.getByLabelText('Totals');
const rung = (label: string) => within(totals()).getByText(label).nextElementSibling?.textContent;
const includeBox = (description: string) => screen.getByRole('checkbox', { name: `Include ${description} (optional)` }) as HTMLInputElement;

describe("the customer's quote and its optional items", () => {
  it('says the quote is on its way while it loads', () => {
    fakeApi({ 'GET /quotes/link/:token': pending });
    renderPage(<QuotePage />, quoteAt);
    expect(screen.getByRole('status').textContent).toBe('Loading your quote...');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("says why a quote cannot be opened, in the server's words", async () => {
    fakeApi({ 'GET /quotes/link/:token': () => refuse(404, quoteMessages.linkInvalid) });
    renderPage(<QuotePage />, quoteAt);
    expect(await screen.findByRole('heading', { name: 'We could not open this quote' })).toBeTruthy();
    expect(screen.getByText(quoteMessages.linkInvalid)).toBeTruthy();
  });

  it('counts the optional items ticked in the total, and each tick or untick changes it', async () => {
    fakeApi({ 'GET /quotes/link/:token': () => answer(sentQuote) });
    renderPage(<QuotePage />, quoteAt);
    await screen.findByRole('heading', { name: 'Quote Q-2026-0042', level: 1 });
    await waitFor(() => expect(includeBox('Surge protector').disabled).toBe(false));
    expect(includeBox('Surge protector').checked).toBe(false);
    expect(includeBox('Outdoor socket').checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: /Rewire the kitchen/ })).toBeNull();
    // The page comes to life a band at a time: the totals take over after the lines.
    await waitFor(() => expect(rung('Total')).toBe(formatNaira(118_250)));
    expect(screen.getByText(`Total with the items chosen: ${formatNaira(118_250)}`)).toBeTruthy();

    fireEvent.click(includeBox('Surge protector'));
    await waitFor(() => expect(rung('Total')).toBe(formatNaira(139_750)));
    expect(rung('Subtotal')).toBe(formatNaira(130_000));
    expect(screen.getByText(`Total with the items chosen: ${formatNaira(139_750)}`)).toBeTruthy();

    fireEvent.click(includeBox('Outdoor socket'));
    await waitFor(() => expect(rung('Total')).toBe(formatNaira(129_000)));
    expect(includeBox('Outdoor socket').checked).toBe(false);
    // The answer forms load their code once near; they show the same total.
    expect(within(await screen.findByRole('region', { name: 'Accept this quote' })).getByText(formatNaira(129_000))).toBeTruthy();
  });

  it('accepts the quote with the items ticked, and shows the answer in place of the forms', async () => {
    const api = fakeApi({
      'GET /quotes/link/:token': () => answer(sentQuote),
      'POST /quotes/link/:token/accept': () => answer({ ...sentQuote, status: 'accepted', acceptedName: 'Kemi Ade', message: 'Thank you, Kemi Ade: the quote is accepted.' }),
    });
    renderPage(<QuotePage />, quoteAt);
    await screen.findByRole('heading', { name: 'Quote Q-2026-0042', level: 1 });
    await waitFor(() => expect(includeBox('Surge protector').disabled).toBe(false));
    fireEvent.click(includeBox('Surge protector'));
    const form = await screen.findByRole('form', { name: 'Accept the quote' });
    fireEvent.input(within(form).getByLabelText('Your full name'), { target: { value: 'Kemi Ade' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Thank you, Kemi Ade: the quote is accepted.')).toBeTruthy();
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({ name: 'Kemi Ade' });
    expect([...(sent?.body as { chosenOptions: string[] }).chosenOptions].sort()).toEqual(['line-socket', 'line-surge']);
  });

  it('shows an accepted quote as answered: no ticks, the choice made noted, the ladder the server sent', async () => {
    const accepted: CustomerQuoteAnswer = {
      ...sentQuote,
      status: 'accepted',
      acceptedName: 'Kemi Ade',
      acceptedAt: '2026-11-21T09:00:00.000Z',
      lines: sentQuote.lines.map((item) => ({ ...item, chosen: item._id === 'line-surge' })),
      figures: [
        { key: 'subtotal', label: 'Subtotal', amount: 120_000, strong: false },
        { key: 'vat', label: 'VAT (7.5%)', amount: 9_000, strong: false },
        { key: 'total', label: 'Total', amount: 129_000, strong: true },
      ],
      total: 129_000,
    };
    fakeApi({ 'GET /quotes/link/:token': () => answer(accepted), 'GET /payments/services/:reference': pending });
    renderPage(<QuotePage />, quoteAt);
    await screen.findByRole('heading', { name: 'Quote Q-2026-0042', level: 1 });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(await screen.findByText('Optional item, chosen')).toBeTruthy();
    expect(screen.getByText('Optional item, not chosen')).toBeTruthy();
    await waitFor(() => expect(rung('Total')).toBe(formatNaira(129_000)));
    expect(screen.queryByRole('form', { name: 'Accept the quote' })).toBeNull();
  });
});
