import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../contracts/booking.schemas';
import { scheduleMessages } from '../../../contracts/schedule';
import type { Schedule, ScheduleTechnician } from '../../../contracts/schedule.schemas';
import { answer, fakeApi, pending, refuse } from '../../testing/fakeApi';
import { choose, renderPage } from '../../testing/renderPage';
import { visitPlace } from './boardPlaces';
import { SchedulePage } from './SchedulePage';

// Tuesday 1 December 2026; its week runs from Monday 30 November to Sunday 6 December.
const tuesday = '2026-12-01';
const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((day) => ({ day, start, end }));

const technician = (_id: string, name: string, services: string[], workingHours = weekdays('08:00', '17:00')): ScheduleTechnician => ({ _id, name, phone: '08030000000', services, workingHours });
const ade = technician('tech-ade', 'Ade Bello', ['Wiring']);
const bisi = technician('tech-bisi', 'Bisi Lawal', ['Wiring']);
const chidi = technician('tech-chidi', 'Chidi Obi', ['Solar installation']);
const dayo = technician('tech-dayo', 'Dayo Ajayi', ['Wiring'], weekdays('09:00', '18:00'));

const visit = (overrides: Partial<Booking>): Booking => ({
  _id: 'visit-1',
  name: 'Kemi Ade',
  phone: '08031234567',
  email: 'kemi@example.com',
  service: 'Wiring',
  otherService: '',
  date: tuesday,
  time: '14:00',
  note: '',
  status: 'confirmed',
  statusNote: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  address: '12 Ring Road, Challenge, Ibadan',
  technician: null,
  durationMinutes: 90,
  toArrange: false,
  visit: { onWayAt: '', arrivedAt: '', doneAt: '', note: '', photos: [], followUp: false, parts: [] },
  ...overrides,
});
const adesVisit = visit({ _id: 'visit-ade', name: 'Tunde Bakare', technician: { _id: ade._id, name: ade.name } });
const waitingVisit = visit({ _id: 'visit-waiting', name: 'Kemi Ade', address: '4 Bodija Road, Bodija, Ibadan' });

const board: Schedule = {
  technicians: [ade, bisi, chidi, dayo],
  visits: [adesVisit, waitingVisit],
  timeOff: [{ _id: 'off-1', technicianId: bisi._id, from: tuesday, to: tuesday, start: '', end: '', reason: 'sickness', note: '', createdAt: '2026-11-25T09:00:00.000Z' }],
  holidays: [],
};

function answerTheBoard(schedule: Schedule = board) {
  return fakeApi({
    'GET /schedule': () => answer(schedule),
    'PATCH /booking/:id/schedule': () => answer({ ...waitingVisit, technician: { _id: dayo._id, name: dayo.name }, message: 'The visit is moved and the customer told' }),
  });
}

/** A step of a drag, carrying one dataTransfer stand-in throughout, as a browser's drag does (Testing Library copies one per event). */
function drag(element: HTMLElement, type: 'dragstart' | 'dragover' | 'drop', dataTransfer: object) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  act(() => {
    element.dispatchEvent(event);
  });
}

const boardAt = (view: 'day' | 'week') => `/admin/schedule?view=${view}&date=${tuesday}`;
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('the schedule board', () => {
  it('shows the heading and no board while the schedule is on its way', () => {
    fakeApi({ 'GET /schedule': pending });
    renderPage(<SchedulePage />, { at: boardAt('day') });
    expect(screen.getByRole('heading', { name: 'Schedule' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Visits by technician' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Unassigned/ })).toBeNull();
  });

  it("tells the server's refusal when the schedule cannot be read", async () => {
    fakeApi({ 'GET /schedule': () => refuse(500, 'The schedule could not be read') });
    renderPage(<SchedulePage />, { at: boardAt('day') });
    expect(await screen.findByText('The schedule could not be read')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Visits by technician' })).toBeNull();
  });

  it('asks for technicians when there are none, and says every visit has one', async () => {
    answerTheBoard({ technicians: [], visits: [], timeOff: [], holidays: [] });
    renderPage(<SchedulePage />, { at: boardAt('day') });
    expect(await screen.findByText(/No technician on record yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite technicians' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unassigned (0)' })).toBeTruthy();
    expect(screen.getByText('Every visit in view has a technician.')).toBeTruthy();
  });

  it("draws the day: a row per technician with its hours, each visit at its hour in its technician's row", async () => {
    const api = answerTheBoard();
    renderPage(<SchedulePage />, { at: boardAt('day') });
    const table = await screen.findByRole('table', { name: 'Visits by technician' });
    expect(api.calls[0]?.query.toString()).toBe(`from=${tuesday}&to=${tuesday}`);
    expect(screen.getAllByText('Tue, 1 Dec 2026')[0]?.tagName).toBe('P');
    const hours = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(hours).toEqual(['Technician', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.firstChild?.textContent),
    ).toEqual([ade.name, bisi.name, chidi.name, dayo.name]);

    const card = within(rowOf(ade.name)).getByRole('button', { name: 'Tunde Bakare, Wiring, 2:00 PM to 3:30 PM, Challenge. Move or assign' });
    expect(card.textContent).toContain('14:00-15:30 Tunde Bakare');
    // The card stands over 14:00 to 15:30 of the row's quarter-hour grid (classes: the page's policy refuses style attributes).
    expect(card.className).toContain(visitPlace(14 * 60, 90));
    expect(
      within(rowOf(ade.name))
        .getByRole('link', { name: `Day sheet (PDF) of ${ade.name}` })
        .getAttribute('href'),
    ).toBe(`/api/schedule/day-sheet/pdf?date=${tuesday}&technicianId=${ade._id}`);
  });

  it("shades each technician's hours off: outside their day, and a day away with its reason", async () => {
    answerTheBoard();
    renderPage(<SchedulePage />, { at: boardAt('day') });
    await screen.findByRole('table', { name: 'Visits by technician' });
    expect(within(rowOf(ade.name)).getByText('Outside working hours 07:00-08:00')).toBeTruthy();
    expect(within(rowOf(ade.name)).getByText('Outside working hours 17:00-19:00')).toBeTruthy();
    expect(within(rowOf(dayo.name)).getByText('Outside working hours 07:00-09:00')).toBeTruthy();
    expect(within(rowOf(bisi.name)).getByText('Off: Sickness')).toBeTruthy();
    expect(within(rowOf(ade.name)).queryByText(/Off:/)).toBeNull();
  });

  it('lists the visits nobody has yet, with their day', async () => {
    answerTheBoard();
    renderPage(<SchedulePage />, { at: boardAt('day') });
    const waiting = (await screen.findByRole('heading', { name: 'Unassigned (1)' })).closest('section') as HTMLElement;
    expect(within(waiting).getByText('Tue, 1 Dec 2026')).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Kemi Ade, Wiring, 2:00 PM to 3:30 PM, Bodija. Move or assign' })).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: /Tunde Bakare/ })).toBeNull();
  });

  it('switches to the week: Monday to Sunday, each visit on its day, a day not worked noted', async () => {
    const api = answerTheBoard();
    renderPage(<SchedulePage />, { at: boardAt('day') });
    await screen.findByRole('table', { name: 'Visits by technician' });
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true'));
    expect(api.calls.at(-1)?.query.toString()).toBe('from=2026-11-30&to=2026-12-06');
    expect(screen.getByText('Mon, 30 Nov 2026 to Sun, 6 Dec 2026')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Visits by technician' });
    const days = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(days).toEqual(['Technician', 'Mon, 30 Nov', 'Tue, 1 Dec', 'Wed, 2 Dec', 'Thu, 3 Dec', 'Fri, 4 Dec', 'Sat, 5 Dec', 'Sun, 6 Dec']);
    const adesDays = within(rowOf(ade.name)).getAllByRole('cell');
    expect(within(adesDays[1] as HTMLElement).getByRole('button', { name: /Tunde Bakare/ })).toBeTruthy();
    expect(within(adesDays[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(adesDays[6] as HTMLElement).getByText('Not working')).toBeTruthy();
    expect(within(within(rowOf(bisi.name)).getAllByRole('cell')[1] as HTMLElement).getByText('Off: Sickness')).toBeTruthy();
  });

  it('lets the keyboard reach and scroll a week with no visit in it: the board itself takes the focus', async () => {
    answerTheBoard({ ...board, visits: [] });
    renderPage(<SchedulePage />, { at: boardAt('week') });
    const region = await screen.findByRole('region', { name: 'Week board' });
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    expect(region.tabIndex).toBe(0);
  });

  it('lists each technician in the move form as free and does this, busy, off or does not do this, and refuses one who cannot', async () => {
    const api = answerTheBoard();
    renderPage(<SchedulePage />, { at: boardAt('day') });
    fireEvent.click(await screen.findByRole('button', { name: /^Kemi Ade, Wiring/ }));
    const form = await screen.findByRole('form', { name: 'Move or assign this visit' });
    const choices = within(form).getByRole('combobox', { name: 'Technician' });
    await waitFor(() =>
      expect(
        within(choices)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Unassigned', 'Ade Bello (busy)', 'Bisi Lawal (off)', 'Chidi Obi (does not do this)', 'Dayo Ajayi (free and does this)']),
    );

    choose(choices, ade._id);
    expect(within(choices).getByRole('option', { selected: true }).textContent).toBe('Ade Bello (busy)');
    fireEvent.submit(form);
    expect((await within(form).findByRole('alert')).textContent).toBe(scheduleMessages.technicianBusy);
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    choose(choices, dayo._id);
    fireEvent.submit(form);
    expect(await screen.findByText('The visit is moved and the customer told')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/booking/visit-waiting/schedule',
      body: { date: tuesday, time: '14:00', technicianId: dayo._id, durationMinutes: 90 },
    });
  });

  it('refuses a dragged visit over a technician who cannot take it, saying why, and moves it where one can', async () => {
    const api = answerTheBoard();
    renderPage(<SchedulePage />, { at: boardAt('week') });
    await screen.findByRole('table', { name: 'Visits by technician' });
    const card = screen.getByRole('button', { name: /^Kemi Ade, Wiring/ });
    const carried = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...carried.keys()];
      },
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
      effectAllowed: 'none',
      dropEffect: 'none',
    };
    drag(card, 'dragstart', dataTransfer);
    const tuesdayOf = (name: string) => within(rowOf(name)).getAllByRole('cell')[1] as HTMLElement;

    drag(tuesdayOf(chidi.name), 'dragover', dataTransfer);
    expect(screen.getByText(`Cannot drop there: ${scheduleMessages.technicianCannot}`)).toBeTruthy();
    drag(tuesdayOf(chidi.name), 'drop', dataTransfer);
    expect(await screen.findByText(scheduleMessages.technicianCannot, { selector: 'div' })).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    drag(tuesdayOf(dayo.name), 'dragover', dataTransfer);
    expect(screen.queryByText(/Cannot drop there/)).toBeNull();
    drag(tuesdayOf(dayo.name), 'drop', dataTransfer);
    expect(await screen.findByText('The visit is moved and the customer told', { selector: 'div' })).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: '/booking/visit-waiting/schedule', body: { date: tuesday, time: '14:00', technicianId: dayo._id } });
  });
});
