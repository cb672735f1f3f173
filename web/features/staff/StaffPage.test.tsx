import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../contracts/booking.schemas';
import type { StaffMember } from '../../../contracts/staff.schemas';
import type { HolidayRecord, TimeOff } from '../../../contracts/time-off.schemas';
import { answer, fakeApi, pending, refuse, type FakeRoutes } from '../../testing/fakeApi';
import { choose, renderPage } from '../../testing/renderPage';
import { StaffPage } from './StaffPage';

const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, start: '08:00', end: '17:00' }));
const member = (overrides: Partial<StaffMember>): StaffMember => ({
  _id: 'staff-ade',
  name: 'Ade Bello',
  firstname: 'Ade',
  lastname: 'Bello',
  email: 'ade@brightwire.ng',
  phone: '08030000001',
  role: 'technician',
  active: true,
  invited: false,
  services: ['Wiring'],
  workingHours: weekdays,
  hoursRequest: null,
  createdAt: '2026-10-01T09:00:00.000Z',
  ...overrides,
});
const ade = member({});
const funmi = member({ _id: 'staff-funmi', name: 'Funmi Ojo', firstname: 'Funmi', lastname: 'Ojo', email: 'funmi@brightwire.ng', role: 'admin', invited: true, services: [], workingHours: [] });
const gone = member({ _id: 'staff-gone', name: 'Sola Ade', email: 'sola@brightwire.ng', active: false });

const christmas: HolidayRecord = { _id: 'holiday-1', date: '2026-12-25', name: 'Christmas Day' };
const leave: TimeOff = { _id: 'off-1', technicianId: ade._id, from: '2026-12-07', to: '2026-12-09', start: '', end: '', reason: 'leave', note: 'Family', createdAt: '2026-11-25T09:00:00.000Z' };
const bookedVisit: Booking = {
  _id: 'visit-1',
  name: 'Kemi Ade',
  phone: '08031234567',
  email: 'kemi@example.com',
  service: 'Wiring',
  otherService: '',
  date: '2026-12-25',
  time: '10:00',
  note: '',
  status: 'confirmed',
  statusNote: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  address: '4 Bodija Road, Bodija, Ibadan',
  technician: { _id: ade._id, name: ade.name },
  durationMinutes: 60,
  toArrange: false,
  visit: { onWayAt: '', arrivedAt: '', doneAt: '', note: '', photos: [], followUp: false, parts: [] },
};

function answerTheStaffPage(routes: Partial<FakeRoutes> = {}) {
  return fakeApi({
    'GET /staff': () => answer({ staff: [ade, funmi, gone] }),
    'GET /holidays': () => answer({ holidays: [christmas] }),
    'GET /staff/:id/time-off': () => answer({ timeOff: [] }),
    ...routes,
  } as FakeRoutes);
}

const cardOf = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;
const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });

describe('the Staff page', () => {
  it('keeps the forms usable while the staff list is on its way', () => {
    fakeApi({ 'GET /staff': pending, 'GET /holidays': pending });
    renderPage(<StaffPage />);
    expect(screen.getByRole('heading', { name: 'Staff', level: 1 })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Invite a technician or admin' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Everyone in the back office' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("tells the server's refusal when the staff cannot be read", async () => {
    answerTheStaffPage({ 'GET /staff': () => refuse(500, 'The staff list could not be read') });
    renderPage(<StaffPage />);
    expect(await screen.findByText('The staff list could not be read')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('lists everyone with their role, services and week, the invited and the deactivated marked', async () => {
    answerTheStaffPage();
    renderPage(<StaffPage />);
    const adesCard = (await screen.findByRole('heading', { name: 'Ade Bello', level: 3 })).closest('li') as HTMLElement;
    expect(within(adesCard).getByText('Wiring · Mon Tue Wed Thu Fri')).toBeTruthy();
    expect(within(adesCard).getByRole('link', { name: '08030000001' })).toBeTruthy();
    expect(within(adesCard).getByText('technician')).toBeTruthy();
    expect(within(adesCard).getByRole('button', { name: 'Skills and hours' })).toBeTruthy();
    expect(within(adesCard).getByRole('button', { name: 'Deactivate' })).toBeTruthy();

    expect(within(cardOf('Funmi Ojo')).getByText('Back office')).toBeTruthy();
    expect(within(cardOf('Funmi Ojo')).getByText('invited')).toBeTruthy();
    expect(within(cardOf('Sola Ade')).getByText('deactivated')).toBeTruthy();
    expect(within(cardOf('Sola Ade')).getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(within(cardOf('Sola Ade')).queryByRole('button', { name: 'Time off' })).toBeNull();
  });

  it("shows the invite form's own errors, then the server's on its field", async () => {
    const api = answerTheStaffPage({ 'POST /staff': () => refuse(409, 'Could not invite', { email: 'That email is already in use' }) });
    renderPage(<StaffPage />);
    const form = screen.getByRole('form', { name: 'Invite a technician or admin' });
    fireEvent.submit(form);
    expect(await within(form).findByText('First name is required')).toBeTruthy();
    expect(within(form).getByText('Last name is required')).toBeTruthy();
    expect(within(form).getByText('The email is required')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    type(within(form).getByLabelText('First name'), 'Tola');
    type(within(form).getByLabelText('Last name'), 'Adeyemi');
    type(within(form).getByLabelText('Email'), 'ade@brightwire.ng');
    type(within(form).getByLabelText('Phone'), '08035551234');
    choose(within(form).getByLabelText('Role'), 'technician');
    fireEvent.submit(form);
    expect(await within(form).findByText('That email is already in use')).toBeTruthy();
    expect(within(form).queryByText('First name is required')).toBeNull();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ firstname: 'Tola', email: 'ade@brightwire.ng', role: 'technician' });
  });

  it('shows the week a technician asks for beside their own, and approves it', async () => {
    const request = [{ day: 6, start: '09:00', end: '13:00' }];
    const api = answerTheStaffPage({
      'GET /staff': () => answer({ staff: [{ ...ade, hoursRequest: request }, funmi] }),
      'PATCH /staff/:id': () => answer({ ...ade, workingHours: request, message: 'Staff member updated' }),
    });
    renderPage(<StaffPage />);
    await screen.findByRole('heading', { name: 'Ade Bello', level: 3 });
    expect(within(cardOf('Ade Bello')).getByText(/Sat 09:00-13:00/)).toBeTruthy();
    expect(within(cardOf('Ade Bello')).getByText('Works now: Mon 08:00-17:00, Tue 08:00-17:00, Wed 08:00-17:00, Thu 08:00-17:00, Fri 08:00-17:00')).toBeTruthy();
    expect(within(cardOf('Funmi Ojo')).queryByRole('button', { name: /Approve these hours/ })).toBeNull();

    fireEvent.click(within(cardOf('Ade Bello')).getByRole('button', { name: 'Approve these hours for Ade Bello' }));
    expect(await screen.findByText('Staff member updated')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: `/staff/${ade._id}`, body: { workingHours: request } });
  });

  it("opens a technician's time off: none ahead, then added over a booked visit, which is listed to move", async () => {
    const added = { ...leave, clashes: [{ ...bookedVisit, date: '2026-12-08' }], message: 'Time off recorded' };
    const api = answerTheStaffPage({ 'POST /staff/:id/time-off': () => answer(added, 201) });
    renderPage(<StaffPage />);
    await screen.findByRole('heading', { name: 'Ade Bello', level: 3 });
    fireEvent.click(within(cardOf('Ade Bello')).getByRole('button', { name: 'Time off' }));
    const panel = screen.getByRole('region', { name: 'Time off of Ade Bello' });
    expect(await within(panel).findByText('No time off ahead.')).toBeTruthy();

    const form = within(panel).getByRole('form', { name: 'Add time off for Ade Bello' });
    type(within(form).getByLabelText('First day'), '2026-12-07');
    type(within(form).getByLabelText('Last day'), '2026-12-09');
    type(within(form).getByLabelText('Note'), 'Family');
    fireEvent.submit(form);
    const clashes = await within(panel).findByRole('alert');
    expect(within(clashes).getByText('Booked then, to move:')).toBeTruthy();
    expect(within(clashes).getByText('Kemi Ade, Tue, 8 Dec 2026 at 10:00 AM')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ from: '2026-12-07', to: '2026-12-09', reason: 'leave', note: 'Family' });
  });

  it('lists time off ahead with its reason and days', async () => {
    answerTheStaffPage({ 'GET /staff/:id/time-off': () => answer({ timeOff: [leave] }) });
    renderPage(<StaffPage />);
    await screen.findByRole('heading', { name: 'Ade Bello', level: 3 });
    fireEvent.click(within(cardOf('Ade Bello')).getByRole('button', { name: 'Time off' }));
    const panel = screen.getByRole('region', { name: 'Time off of Ade Bello' });
    expect(await within(panel).findByText('Leave: Mon, 7 Dec 2026 to Wed, 9 Dec 2026 (Family)')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Remove Leave: Mon, 7 Dec 2026 to Wed, 9 Dec 2026' })).toBeTruthy();
  });

  it('lists the holidays ahead, and adds one over a booked visit or says why not', async () => {
    let refusing = true;
    answerTheStaffPage({
      'POST /holidays': () =>
        refusing ? refuse(409, 'That day is already a holiday') : answer({ _id: 'holiday-2', date: '2026-12-25', name: 'Christmas', clashes: [bookedVisit], message: 'Holiday added' }, 201),
    });
    renderPage(<StaffPage />);
    const holidays = screen.getByRole('region', { name: 'Public holidays' });
    expect(await within(holidays).findByText('Fri, 25 Dec 2026: Christmas Day')).toBeTruthy();
    const form = within(holidays).getByRole('form', { name: 'Add a public holiday' });
    type(within(form).getByLabelText('Holiday date'), '2026-12-25');
    type(within(form).getByLabelText('Holiday name'), 'Christmas');
    fireEvent.submit(form);
    expect((await within(form).findByRole('alert')).textContent).toBe('That day is already a holiday');

    refusing = false;
    fireEvent.submit(form);
    expect(await screen.findByText('Holiday added')).toBeTruthy();
    const clashes = within(holidays)
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.startsWith('Booked that day')) as HTMLElement;
    expect(within(clashes).getByText('Kemi Ade, Fri, 25 Dec 2026 at 10:00 AM')).toBeTruthy();
    await waitFor(() => expect(within(form).queryByText('That day is already a holiday')).toBeNull());
  });

  it('says when no holiday is ahead', async () => {
    answerTheStaffPage({ 'GET /holidays': () => answer({ holidays: [] }) });
    renderPage(<StaffPage />);
    expect(await within(screen.getByRole('region', { name: 'Public holidays' })).findByText('No holiday ahead.')).toBeTruthy();
  });
});
