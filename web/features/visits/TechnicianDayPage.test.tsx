import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../contracts/auth.schemas';
import type { MyDay, MyVisit, VisitProgress } from '../../../contracts/schedule.schemas';
import { todayInLagos } from '../../lib/dates';
import { answer, fakeApi, pending, refuse, type FakeCall, type FakeRoutes } from '../../testing/fakeApi';
import { renderPage } from '../../testing/renderPage';
import { TechnicianDayPage } from './TechnicianDayPage';

const femi: User = { _id: 'tech-femi', name: 'Femi Ade', firstname: 'Femi', lastname: 'Ade', email: 'femi@brightwire.ng', phone: '08030000009', role: 'technician' };
const today = todayInLagos();

const visitTo = (overrides: Partial<MyVisit>): MyVisit => ({
  _id: 'visit-kemi',
  name: 'Kemi Ade',
  phone: '08031234567',
  email: 'kemi@example.com',
  service: 'Wiring',
  otherService: '',
  date: today,
  time: '10:00',
  note: '',
  status: 'confirmed',
  statusNote: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  address: '4 Bodija Road, Bodija, Ibadan',
  technician: { _id: femi._id, name: femi.name },
  durationMinutes: 60,
  toArrange: false,
  visit: { onWayAt: '', arrivedAt: '', doneAt: '', note: '', photos: [], followUp: false, parts: [] },
  reference: 'BW-1001',
  documents: [],
  ...overrides,
});
const kemi = visitTo({});
const tunde = visitTo({ _id: 'visit-tunde', name: 'Tunde Obi', time: '14:00', reference: 'BW-1002' });

/** The server's side of a visit: each report taken moves it on, as the server's answer shows it. */
const stepTimes = { on_way: 'onWayAt', arrived: 'arrivedAt', done: 'doneAt' } as const;
function visitAfter(visit: MyVisit, report: VisitProgress) {
  return { ...visit, visit: { ...visit.visit, [stepTimes[report.step]]: '2026-11-28T09:00:00.000Z', note: report.note ?? '' }, message: 'Report received' };
}

/** The technician's day, answered with `visits` today and none on the days after (the page fetches those ahead). */
function answerTheDay(visits: MyVisit[], routes: Partial<FakeRoutes> = {}) {
  return fakeApi({
    'GET /auth/profile': () => answer(femi),
    'GET /schedule/mine': ({ query }) => answer<MyDay>({ date: query.get('date') ?? today, visits: query.get('date') === today ? visits : [] }),
    'POST /schedule/mine/:id/progress': ({ params, body }) => answer(visitAfter(params.id === tunde._id ? tunde : kemi, body as VisitProgress)),
    ...routes,
  } as FakeRoutes);
}

const reportsSent = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST').map((call) => `${call.params.id} ${(call.body as VisitProgress).step}`);
const cardOf = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('li') as HTMLElement;

/** The phone's network: the browser's flag, and the event it fires when that changes. */
function setNetwork(online: boolean) {
  act(() => {
    Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe("the technician's day", () => {
  it('holds the place of the visits while they load', async () => {
    answerTheDay([], { 'GET /schedule/mine': pending });
    renderPage(<TechnicianDayPage />, { at: '/my-day' });
    expect(await screen.findByRole('heading', { name: /^My day: / })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('No visits today.')).toBeNull();
  });

  it('says so when the day has no visits', async () => {
    answerTheDay([]);
    renderPage(<TechnicianDayPage />, { at: '/my-day' });
    expect(await screen.findByText('No visits today.')).toBeTruthy();
  });

  it('says the visits could not be loaded when the server fails and nothing is kept on the phone', async () => {
    answerTheDay([], { 'GET /schedule/mine': () => refuse(500, 'Something went wrong') });
    renderPage(<TechnicianDayPage />, { at: '/my-day' });
    expect(await screen.findByText('These visits could not be loaded. They load again when the network returns.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the visits in order and takes a visit through its steps, one big button at a time', async () => {
    const { calls } = answerTheDay([kemi, tunde]);
    renderPage(<TechnicianDayPage />, { at: '/my-day' });

    const visits = within(await screen.findByRole('list')).getAllByRole('heading', { level: 2 });
    expect(visits.map((heading) => heading.textContent)).toEqual(['Kemi Ade', 'Tunde Obi']);
    fireEvent.click(within(cardOf('Kemi Ade')).getByRole('button', { name: 'On my way' }));
    fireEvent.click(await within(cardOf('Kemi Ade')).findByRole('button', { name: 'Arrived' }));

    const finish = await within(cardOf('Kemi Ade')).findByRole('form', { name: 'Finish the visit to Kemi Ade' });
    fireEvent.input(within(finish).getByLabelText('What was done (note for the office)'), { target: { value: 'Replaced the changeover switch' } });
    fireEvent.click(within(finish).getByRole('button', { name: 'Done' }));

    expect(await within(cardOf('Kemi Ade')).findByText('Done. Thank you.')).toBeTruthy();
    await waitFor(() => expect(reportsSent(calls)).toEqual(['visit-kemi on_way', 'visit-kemi arrived', 'visit-kemi done']));
    expect(calls.find((call) => call.method === 'POST' && (call.body as VisitProgress).step === 'done')?.body).toMatchObject({ note: 'Replaced the changeover switch', followUp: false });
    // The other visit has not moved.
    expect(within(cardOf('Tunde Obi')).getByRole('button', { name: 'On my way' })).toBeTruthy();
  });
});

describe("the technician's unsent reports", () => {
  it('sends a step pressed while the one before is still on its way right after it', async () => {
    let answerOnWay = () => {};
    const onWayAnswered = new Promise<void>((resolve) => {
      answerOnWay = resolve;
    });
    const { calls } = answerTheDay([kemi], {
      'POST /schedule/mine/:id/progress': async ({ body }) => {
        if ((body as VisitProgress).step === 'on_way') await onWayAnswered;
        return answer(visitAfter(kemi, body as VisitProgress));
      },
    });
    renderPage(<TechnicianDayPage />, { at: '/my-day' });
    await screen.findByRole('list');

    fireEvent.click(within(cardOf('Kemi Ade')).getByRole('button', { name: 'On my way' }));
    fireEvent.click(await within(cardOf('Kemi Ade')).findByRole('button', { name: 'Arrived' }));
    answerOnWay();

    await waitFor(() => expect(reportsSent(calls)).toEqual(['visit-kemi on_way', 'visit-kemi arrived']));
    expect(await within(cardOf('Kemi Ade')).findByRole('form', { name: 'Finish the visit to Kemi Ade' })).toBeTruthy();
    await waitFor(() => expect(within(cardOf('Kemi Ade')).queryByText(/not sent yet/)).toBeNull());
  });

  /** With no network a send never reaches the server: the browser's fetch fails. */
  const noNetwork = () => {
    throw new TypeError('Failed to fetch');
  };

  it('keeps what is pressed with no network on the phone, shown as not sent, and sends it in order when the network returns', async () => {
    let networkUp = true;
    const delivered: string[] = [];
    answerTheDay([kemi], {
      'POST /schedule/mine/:id/progress': ({ body }) => {
        if (!networkUp) return noNetwork();
        delivered.push((body as VisitProgress).step);
        return answer(visitAfter(kemi, body as VisitProgress));
      },
    });
    const page = renderPage(<TechnicianDayPage />, { at: '/my-day' });
    await screen.findByRole('list');

    networkUp = false;
    setNetwork(false);
    expect(screen.getByText('No network. What you press is kept on this phone and sent when the network returns.')).toBeTruthy();
    fireEvent.click(within(cardOf('Kemi Ade')).getByRole('button', { name: 'On my way' }));
    fireEvent.click(await within(cardOf('Kemi Ade')).findByRole('button', { name: 'Arrived' }));
    const unsent = 'On my way, Arrived: not sent yet. It is kept on this phone and sent when the network returns.';
    expect(await within(cardOf('Kemi Ade')).findByText(unsent)).toBeTruthy();

    // A closed tab loses nothing: the page opened again still has them waiting.
    page.unmount();
    renderPage(<TechnicianDayPage />, { at: '/my-day' });
    expect(await within(await screen.findByRole('list')).findByText(unsent)).toBeTruthy();

    networkUp = true;
    setNetwork(true);
    await waitFor(() => expect(screen.queryByText(unsent)).toBeNull());
    expect(delivered).toEqual(['on_way', 'arrived']);
    expect(within(cardOf('Kemi Ade')).getByRole('form', { name: 'Finish the visit to Kemi Ade' })).toBeTruthy();
  });

  it('drops a report the server refuses and says why, and keeps sending the ones after it', async () => {
    const { calls } = answerTheDay([kemi, tunde], {
      'POST /schedule/mine/:id/progress': ({ params, body }) => (params.id === kemi._id ? refuse(409, 'This visit was cancelled by the office') : answer(visitAfter(tunde, body as VisitProgress))),
    });
    renderPage(<TechnicianDayPage />, { at: '/my-day' });
    await screen.findByRole('list');

    fireEvent.click(within(cardOf('Kemi Ade')).getByRole('button', { name: 'On my way' }));
    expect(await screen.findByText('This visit was cancelled by the office')).toBeTruthy();
    await waitFor(() => expect(within(cardOf('Kemi Ade')).getByRole('button', { name: 'On my way' })).toBeTruthy());
    expect(within(cardOf('Kemi Ade')).queryByText(/not sent yet/)).toBeNull();

    fireEvent.click(within(cardOf('Tunde Obi')).getByRole('button', { name: 'On my way' }));
    expect(await within(cardOf('Tunde Obi')).findByRole('button', { name: 'Arrived' })).toBeTruthy();
    expect(reportsSent(calls)).toEqual(['visit-kemi on_way', 'visit-tunde on_way']);
  });
});
