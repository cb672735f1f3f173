import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { bookingMessages } from '../contracts/booking';
import { lagosClock } from '../contracts/lagos-time';
import { adminBasePath } from '../contracts/pages';
import { formatDay, formatTime } from '../web/lib/dates';
import { signInAsAdmin } from './demo-admin';

const main = (page: Page) => page.getByRole('main');
const bookingForm = (page: Page) => main(page).getByRole('form', { name: 'Book a technician' });
const contactForm = (page: Page) => main(page).getByRole('form', { name: 'Send us a message' });

/** A Lagos calendar day `days` after today, as 'YYYY-MM-DD'. */
function lagosDayAfter(days: number): string {
  const noon = new Date(`${lagosClock().day}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

interface BookingInput {
  name: string;
  phone: string;
  email?: string;
  service: string;
  otherService?: string;
  date: string;
  time: string;
  note?: string;
}

async function fillBooking(form: Locator, booking: BookingInput): Promise<void> {
  await form.getByLabel('Full Name').fill(booking.name);
  await form.getByLabel('Phone Number').fill(booking.phone);
  await form.getByLabel('Email (optional)').fill(booking.email ?? '');
  await form.getByLabel('Service', { exact: true }).selectOption(booking.service);
  if (booking.otherService !== undefined) await form.getByLabel('Which service do you need?').fill(booking.otherService);
  await form.getByLabel('Preferred Date').fill(booking.date);
  await form.getByLabel('Preferred Time').fill(booking.time);
  await form.getByLabel('Additional Notes (optional)').fill(booking.note ?? '');
}

const validBooking: BookingInput = {
  name: 'Kunle Adeyemi',
  phone: '0803 555 0101',
  service: 'Solar Services',
  date: lagosDayAfter(3),
  time: '10:00',
};

test.describe('the booking form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/book');
  });

  test('names every required field', async ({ page }) => {
    const form = bookingForm(page);
    await form.getByRole('button', { name: 'Book Technician' }).click();
    for (const text of ['Name is required', 'Phone is required', 'Service is required', 'Date is required', 'Time is required']) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('asks for long enough names and phone numbers and a real e-mail address', async ({ page }) => {
    const form = bookingForm(page);
    await fillBooking(form, { ...validBooking, name: 'Kunl', phone: '0803555', email: 'kunle@' });
    await form.getByRole('button', { name: 'Book Technician' }).click();
    await expect(form.getByText('Name must be atleast 5 characters', { exact: true })).toBeVisible();
    await expect(form.getByText('Phone number must be atleast 10 characters', { exact: true })).toBeVisible();
    await expect(form.getByText('Invalid email address', { exact: true })).toBeVisible();
  });

  test('asks what the other service is when Other is chosen', async ({ page }) => {
    const form = bookingForm(page);
    await expect(form.getByLabel('Which service do you need?')).toHaveCount(0);
    await fillBooking(form, { ...validBooking, service: 'Other', otherService: '' });
    await form.getByRole('button', { name: 'Book Technician' }).click();
    await expect(form.getByText('Other service is required', { exact: true })).toBeVisible();
  });

  test('refuses a past date, a time for today less than an hour ahead, and a time without a date', async ({ page }) => {
    const form = bookingForm(page);
    await expect(form.getByLabel('Preferred Date')).toHaveAttribute('min', lagosClock().day);

    await fillBooking(form, { ...validBooking, date: lagosDayAfter(-1) });
    await form.getByRole('button', { name: 'Book Technician' }).click();
    await expect(form.getByText(bookingMessages.dateInPast, { exact: true })).toBeVisible();

    // The Lagos clock's time now is always less than an hour ahead of itself, even just before midnight.
    const now = lagosClock();
    await form.getByLabel('Preferred Date').fill(now.day);
    await form.getByLabel('Preferred Time').fill(now.time);
    await form.getByRole('button', { name: 'Book Technician' }).click();
    await expect(form.getByText(bookingMessages.tooSoon, { exact: true })).toBeVisible();

    await form.getByLabel('Preferred Date').fill('');
    await form.getByRole('button', { name: 'Book Technician' }).click();
    await expect(form.getByText(bookingMessages.dateFirst, { exact: true })).toBeVisible();
  });

  test('keeps its trap for form-filling robots out of sight and out of reach', async ({ page }) => {
    const trap = bookingForm(page).locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap).toHaveValue('');
    const size = await trap.evaluate((input) => input.getBoundingClientRect().width * input.getBoundingClientRect().height);
    expect(size).toBeLessThanOrEqual(1);
  });

  test('says Loading... while sending, then toasts the answer or Message Sent', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/booking', async (route) => {
      await held;
      const sent = route.request().postDataJSON() as Record<string, string>;
      await route.fulfill({ status: 201, json: { ...sent, _id: 'b1', status: 'pending', statusNote: '', createdAt: new Date().toISOString() } });
    });
    const form = bookingForm(page);
    await fillBooking(form, validBooking);
    await form.getByRole('button', { name: 'Book Technician' }).click();
    await expect(form.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('');
  });

  test("toasts the server's message when sending fails, or 'An error occured' without one", async ({ page }) => {
    const form = bookingForm(page);
    await page.route('**/api/booking', (route) => route.fulfill({ status: 503, json: { message: 'Bookings are paused for maintenance' } }));
    await fillBooking(form, validBooking);
    await form.getByRole('button', { name: 'Book Technician' }).click();
    await expect(page.getByText('Bookings are paused for maintenance')).toBeVisible();

    await page.unrouteAll();
    await page.route('**/api/booking', (route) => route.fulfill({ status: 500, body: '' }));
    await form.getByRole('button', { name: 'Book Technician' }).click();
    await expect(page.getByText('An error occured', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue(validBooking.name);
  });

  test("fetches its check on first use: when that fails it says 'An error occured', sends nothing, and tries again on the next submit", async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/booking')) sent.push(request.method());
    });
    // The chunk is asked for again at an address of its own (?retry=…): the connection drops for those too.
    await page.route('**/assets/booking-bookingFormCheck-*.js*', (route) => route.abort('internetdisconnected'));
    const form = bookingForm(page);
    await fillBooking(form, validBooking);
    await form.getByRole('button', { name: 'Book Technician' }).click();
    await expect(page.getByText('An error occured', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Book Technician' })).toBeEnabled();
    expect(sent).toEqual([]);

    await page.unrouteAll();
    await form.getByRole('button', { name: 'Book Technician' }).click();
    await expect(page.getByText(bookingMessages.received, { exact: true })).toBeVisible();
    expect(sent).toEqual(['POST']);
  });
});

test('a booking for another service reaches the admin word for word', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const booking = {
    name: 'Folake Adebisi',
    phone: '0803 555 0199',
    service: 'Other',
    otherService: 'Rewiring of a 15 kVA borehole change-over panel',
    date: lagosDayAfter(7),
    time: '14:30',
    note: 'Please call before coming.\nThe gate is on the left.',
  };
  await page.goto('/');
  const form = bookingForm(page);
  // The form's code loads as the visitor scrolls towards it; until then it is drawn but disabled.
  await form.scrollIntoViewIfNeeded();
  await fillBooking(form, booking);
  await form.getByRole('button', { name: 'Book Technician' }).click();
  await expect(page.getByText(bookingMessages.received)).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByLabel('Service', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Which service do you need?')).toHaveCount(0);
  // The toast goes in seconds; the reference and what happens next stay on the form.
  const received = form.getByRole('status');
  await expect(received).toContainText(/Booking received\. Your reference is BK-[0-9A-F]{6}\./);
  await expect(received).toContainText(`${booking.otherService} on ${formatDay(booking.date)} at 2:30 PM`);
  await expect(received).toContainText('To move or cancel the visit, call us');
  const reference = /BK-[0-9A-F]{6}/.exec(await received.innerText())?.[0] ?? '';

  await signInAsAdmin(page);
  await page.goto(`${adminBasePath}/bookings`);
  const table = main(page).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['No', 'Name', 'Phone', 'Date', 'Time', 'Status', 'View']);
  const row = table.getByRole('row').filter({ hasText: booking.name });
  await expect(row).toContainText(formatDay(booking.date));
  await expect(row).toContainText('2:30 PM');
  await expect(row.getByText('pending', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `View booking of ${booking.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${adminBasePath}/show-booking/[\\w-]+$`));
  await expect(main(page)).toContainText(`Reference ${reference}`);

  const details = main(page).getByRole('definition');
  await expect(details).toHaveText([
    booking.name,
    // The number, then a WhatsApp link beside it; the number itself rings (tel:).
    new RegExp(`^${booking.phone}`),
    'N/A',
    booking.otherService,
    formatDay(booking.date),
    formatTime(booking.time),
    booking.note,
    // The visit as the schedule holds it: address, technician, length, the technician's steps and report.
    'N/A',
    'Unassigned',
    '60 minutes (2:30 PM - 3:30 PM)',
    'Not yet',
    'Not yet',
    'Not yet',
    'N/A',
  ]);
  await expect(main(page).getByRole('link', { name: `Call ${booking.name} on ${booking.phone}` })).toHaveAttribute('href', 'tel:+2348035550199');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${adminBasePath}/bookings`);
  await expect(main(page).getByRole('table')).toBeHidden();
  await expect(main(page).getByRole('listitem').filter({ hasText: booking.name })).toContainText('2:30 PM');
});

test('on a 375 px phone the lasting confirmation of a booking is brought into view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/book');
  const form = bookingForm(page);
  await form.scrollIntoViewIfNeeded();
  await fillBooking(form, { ...validBooking, name: 'Bimpe Ogunleye', date: lagosDayAfter(9) });
  await form.getByRole('button', { name: 'Book Technician' }).click();
  const received = form.getByRole('status');
  await expect(received).toContainText(/Booking received\. Your reference is BK-[0-9A-F]{6}\./);
  await expect(received).toBeInViewport({ ratio: 1 });
});

test.describe('the contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('names the required fields and the short ones', async ({ page }) => {
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const text of ['Name is Required', 'phone is Required', 'Message is required']) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
    await form.getByLabel('Full Name').fill('Bisi');
    await form.getByLabel('Phone Number').fill('0803');
    await form.getByLabel('Email (optional)').fill('bisi@example');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name must be atleast 5 charcters', { exact: true })).toBeVisible();
    await expect(form.getByText('Phone Number must be atleast 10 charcters', { exact: true })).toBeVisible();
    await expect(form.getByText('Invalid email address', { exact: true })).toBeVisible();
  });

  test('sends a message, shows that it was sent, and clears that when a later send fails', async ({ page }) => {
    const form = contactForm(page);
    await form.getByLabel('Full Name').fill('Bisi Akande');
    await form.getByLabel('Phone Number').fill('+234 815 555 0111');
    await form.getByLabel('Subject (optional)').selectOption('Quotation Request');
    await form.getByLabel('Message').fill('Please send a quotation for a 5 kVA solar system for a three-bedroom flat.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
    const sent = form.getByRole('status');
    await expect(sent).toContainText('Your message has reached us');
    await expect(form.getByLabel('Message')).toHaveValue('');

    await page.route('**/api/contactlist', (route) => route.fulfill({ status: 500, body: '' }));
    await form.getByLabel('Full Name').fill('Bisi Akande');
    await form.getByLabel('Phone Number').fill('+234 815 555 0111');
    await form.getByLabel('Message').fill('A second question.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('An error occured', { exact: true })).toBeVisible();
    await expect(sent).toHaveCount(0);
  });

  // The server keeps the production limit, FORM_LIMIT_PER_IP's 30 an hour, and this test is a visitor of its own.
  test('tells a visitor who has sent the 30 messages an hour allows to try again later', async ({ page }) => {
    // A robot's sends (the trap field filled) count against its address too, and leave nothing in the inbox.
    const robot = { name: 'Robot Sender', phone: '08155550111', message: 'Buy followers', website: 'https://spam.example' };
    for (let send = 0; send < 30; send += 1) expect((await page.request.post('/api/contactlist', { data: robot })).status()).toBe(201);
    const form = contactForm(page);
    await form.getByLabel('Full Name').fill('Bisi Akande');
    await form.getByLabel('Phone Number').fill('08155550111');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(/^Too many attempts\. Please try again in \d+ minutes\.$/)).toBeVisible();
  });

  test("toasts the server's message when sending fails, with Loading... while it tries", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contactlist', async (route) => {
      await held;
      await route.fulfill({ status: 429, json: { message: 'Too many messages from this address. Please try again later.' } });
    });
    const form = contactForm(page);
    await form.getByLabel('Full Name').fill('Bisi Akande');
    await form.getByLabel('Phone Number').fill('08155550111');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();
    await expect(page.getByText('Too many messages from this address. Please try again later.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
