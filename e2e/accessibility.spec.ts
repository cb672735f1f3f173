import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { z } from 'zod';
import { bookingSchema } from '../contracts/booking.schemas';
import { eventSchema } from '../contracts/events.schemas';
import { productSchema, type Product } from '../contracts/products.schemas';
import { adminBasePath } from '../contracts/pages';
import { expectNoAxeViolations } from './axe';
import { demoAccount, waitForOfficePageInUse } from './demo-admin';
import { linkIn, mailTo } from './mailbox';
import { placeOrdersInEveryStatus } from './paid-orders';
import { signedInAs, test } from './sessions';

/**
 * SPEC.md section 2, every route, against WCAG 2.2 AA at a phone's width and a desktop's, with and without
 * data where the page differs; then what axe cannot see: focus order, focus rings, dialogs and errors.
 */

const widths = [375, 1280] as const;

/** Toasts sit outside <main>; page texts are looked for inside it so a toast never doubles a match. */
const main = (page: Page) => page.getByRole('main');
const admin = (child: string) => `${adminBasePath}/${child}`;

/**
 * Axe looks at the page at each width in turn, from the phone up, after a look at the narrowest width
 * WCAG 1.4.10 names: at 320 px nothing may need scrolling sideways.
 */
async function scanAtEveryWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: 320, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `sideways scrolling at 320 px on ${page.url()}`).toBeLessThanOrEqual(0);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

/** Each case opens its page at a phone's width and waits for the page's data before axe looks at it. */
function scan(name: string, open: (page: Page) => Promise<void>): void {
  test(`${name} meets WCAG 2.2 AA at ${widths.join(' and ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0], height: 900 });
    await open(page);
    await scanAtEveryWidth(page);
  });
}

async function firstAvailableProduct(page: Page): Promise<Product> {
  const products = z.array(productSchema).parse(await (await page.request.get('/api/products')).json());
  const product = products.find((candidate) => !candidate.soldOut);
  if (!product) throw new Error('the demo shop has nothing for sale');
  return product;
}

async function openHeading(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

async function expectSkipLinkToMain(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(main(page)).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
}

test.describe('public pages', () => {
  scan('the home page', async (page) => {
    await page.goto('/');
    await expect(main(page).getByRole('region', { name: 'Featured Products' }).getByRole('link').first()).toBeVisible();
    await expect(main(page).getByRole('form', { name: 'Book a technician' })).toBeVisible();
  });
  scan('the about page', (page) => openHeading(page, '/about', 'Meet Our Team'));
  scan('the services page', (page) => openHeading(page, '/services', 'Our Work In Action'));
  scan('the contact page', (page) => openHeading(page, '/contact', 'Send Us a Message'));
  scan('the booking page', (page) => openHeading(page, '/book', 'Frequently Asked Questions'));
  scan('the booking form showing its errors', async (page) => {
    await page.goto('/book');
    await main(page).getByRole('button', { name: 'Book Technician' }).click();
    await expect(main(page).getByText('Name is required', { exact: true })).toBeVisible();
  });
  scan('the products page', async (page) => {
    await page.goto('/products');
    await expect(main(page).locator('a[href^="/products/details/"]').first()).toBeVisible();
  });
  scan('a product page', async (page) => {
    const product = await firstAvailableProduct(page);
    await page.goto(`/products/details/${product._id}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(main(page).getByRole('region', { name: 'You May Also Like' }).getByRole('link').first()).toBeVisible();
  });
  scan('the booking page behind the mailed link', async (page) => {
    const email = `a11y-${Date.now()}@example.com`;
    const booking = { name: 'Bola Ahmed', phone: '0803 555 0144', email, service: 'Solar Services', date: '2099-02-10', time: '11:00' };
    expect((await page.request.post('/api/booking', { data: booking })).status()).toBe(201);
    await page.goto(linkIn(await mailTo(email, 'We have received your booking'), '/bookings/manage'));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  });
  test('the 404 page meets WCAG 2.2 AA at 375 and 1280 px', async ({ page }) => {
    // The page leaves for home after 7 seconds (and axe needs the page's timers), so each width gets its own visit.
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await openHeading(page, '/no-such-page-here', 'Page not found');
      await expectNoAxeViolations(page);
      await expect(page).toHaveURL(/\/no-such-page-here$/);
    }
  });

  test('the open mobile menu meets WCAG 2.2 AA at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the skip link is the first Tab stop and moves the focus into the main content', async ({ page }) => {
    await openHeading(page, '/about', 'Meet Our Team');
    await expectSkipLinkToMain(page);
  });

  test('every control the keyboard reaches on the home page shows the focus ring', async ({ page }) => {
    await page.goto('/');
    await expect(main(page).getByRole('region', { name: 'Featured Products' }).getByRole('link').first()).toBeVisible();
    let reached = 0;
    for (let press = 0; press < 150; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent?.slice(0, 40);
        return { element: `${element.tagName} ${name}`, ring: `${style.outlineStyle} ${style.outlineWidth}` };
      });
      if (!focused) break;
      reached += 1;
      expect(focused.ring, focused.element).toBe('solid 3px');
    }
    expect(reached).toBeGreaterThan(30);
  });

  test('a failed booking puts the focus on the first field and ties each error to its field', async ({ page }) => {
    await page.goto('/book');
    const form = main(page).getByRole('form', { name: 'Book a technician' });
    await form.getByRole('button', { name: 'Book Technician' }).click();
    const name = form.getByLabel('Full Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(form.getByLabel('Phone Number')).toHaveAccessibleDescription('Phone is required');
    await expect(form.getByLabel('Preferred Time')).toHaveAccessibleDescription('Lagos time (WAT) Time is required');
    // Announced as they appear: each error is written into a live region that was already there.
    for (const error of ['Name is required', 'Phone is required', 'Service is required', 'Date is required']) {
      await expect(form.locator('[aria-live="polite"]').getByText(error, { exact: true })).toBeVisible();
    }
  });

  test('the 404 countdown can be stopped from the keyboard', async ({ page }) => {
    await page.clock.install();
    await openHeading(page, '/no-such-page-here', 'Page not found');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('You are staying on this page.')).toBeFocused();
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/\/no-such-page-here$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('visitor-only pages', () => {
  scan('the login page', (page) => openHeading(page, '/login', 'Login'));
  scan('the signup page', (page) => openHeading(page, '/signup', 'Create an account'));
  scan('the signup form showing its errors', async (page) => {
    await page.goto('/signup');
    await main(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(main(page).getByText('The name is required', { exact: true })).toBeVisible();
  });
  scan('the forgot-password page', (page) => openHeading(page, '/forgot-password', 'Forgot your password?'));
  scan('the check-email page', async (page) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(main(page).getByText('The link is valid for 1 hour.', { exact: false })).toBeVisible();
  });
  scan('the activate page with a bad link', async (page) => {
    await page.goto(`/activate/${'x'.repeat(43)}`);
    await expect(main(page).getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });
  scan('the reset-password page', async (page) => {
    await page.goto(`/reset-password/${'y'.repeat(43)}`);
    await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  });

  test('a failed signup puts the focus on the first field and describes each field by its error', async ({ page }) => {
    await page.goto('/signup');
    await main(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('The name is required');
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('The email is required');
  });
});

test.describe('customer pages', () => {
  signedInAs('customer');

  async function cartWith(page: Page, products: readonly Product[]): Promise<void> {
    expect((await page.request.delete('/api/cart')).status()).toBe(200);
    for (const product of products) {
      expect((await page.request.post('/api/cart', { data: { productId: product._id } })).ok()).toBe(true);
    }
  }

  async function openCheckout(page: Page): Promise<void> {
    await cartWith(page, [await firstAvailableProduct(page)]);
    await page.goto('/checkout');
    await expect(main(page).getByRole('radio').first()).toBeVisible();
  }

  test.afterAll(async ({ customerSession, playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL, storageState: customerSession });
    await api.delete('/api/cart');
    await api.dispose();
  });

  scan('the account info page', async (page) => {
    await page.goto('/account/info');
    await expect(page.getByLabel('Email', { exact: true })).not.toHaveValue('');
  });
  scan('the order history without orders', async (page) => {
    await page.goto('/account/order');
    await expect(main(page).getByText('You havent place any other')).toBeVisible();
  });
  scan('the addresses page', async (page) => {
    await page.goto('/account/address');
    await expect(main(page).getByRole('article').first()).toBeVisible();
  });
  scan('the empty cart', async (page) => {
    await cartWith(page, []);
    await page.goto('/cart');
    await expect(main(page).getByText('Your cart is empty')).toBeVisible();
  });
  scan('the cart with a product', async (page) => {
    const product = await firstAvailableProduct(page);
    await cartWith(page, [product]);
    await page.goto('/cart');
    await expect(main(page).getByRole('listitem').filter({ hasText: product.name })).toBeVisible();
  });
  scan('the checkout', openCheckout);

  test('confirming without an address announces why and puts the focus on the addresses', async ({ page }) => {
    await openCheckout(page);
    await main(page).getByRole('button', { name: 'Confirm Order' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Please select a delivery address' });
    await expect(toast).toHaveAttribute('aria-live', 'polite');
    await expect(main(page).getByRole('radio').first()).toBeFocused();
  });
});

test.describe('admin pages', () => {
  signedInAs('admin');
  let bookingId = '';

  test.beforeAll(async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const sent = await api.post('/api/booking', {
      data: { name: 'Tunde Bakare', phone: '0803 555 0123', service: 'Automation', date: '2099-01-15', time: '10:00' },
    });
    bookingId = bookingSchema.parse(await sent.json())._id;
    const message = { name: 'Kemi Lawal', phone: '0803 555 0155', subject: 'Quotation Request', message: 'A quotation for a 5 kVA inverter, please.' };
    expect((await api.post('/api/contactlist', { data: message })).ok()).toBe(true);
    await api.dispose();
  });

  scan('the dashboard', async (page) => {
    await openHeading(page, admin('dashboard'), 'Dashboard');
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
  scan('the inbox with a message', async (page) => {
    await page.goto(admin('inbox'));
    await expect(main(page).getByRole('list', { name: 'Messages' }).getByText('Kemi Lawal').first()).toBeVisible();
  });
  scan('a message', async (page) => {
    await page.goto(admin('inbox'));
    await main(page).getByRole('list', { name: 'Messages' }).getByRole('link').filter({ hasText: 'Kemi Lawal' }).first().click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Message from Kemi Lawal' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Mark as handled' })).toBeVisible();
  });
  scan('the failed mail, none yet', async (page) => {
    await openHeading(page, admin('failed-mail'), 'Failed Mail');
    await expect(main(page).getByText('No failed mail')).toBeVisible();
  });
  scan('the products list', async (page) => {
    await page.goto(admin('products'));
    await expect(
      main(page)
        .getByRole('link', { name: /^Edit / })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
  });
  scan('the delete-product dialog', async (page) => {
    await page.goto(admin('products'));
    await main(page)
      .getByRole('button', { name: /^Delete / })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Delete this product?' })).toBeVisible();
  });
  scan('the create-product form', (page) => openHeading(page, admin('createproducts'), 'Create Products'));
  scan('the update-product form', async (page) => {
    const product = await firstAvailableProduct(page);
    await page.goto(admin(`updateproduct/${product._id}`));
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(product.name);
  });
  scan('the orders list without orders', async (page) => {
    await page.goto(admin('orders'));
    await expect(main(page).getByText('No orders yet')).toBeVisible();
  });
  scan('the bookings list without bookings', async (page) => {
    // Other journeys leave bookings behind; this is what the server sends before any was made.
    await page.route(
      (url) => url.pathname === '/api/booking',
      (route) => route.fulfill({ json: { bookings: [], nextCursor: null } }),
    );
    await page.goto(admin('bookings'));
    await expect(main(page).getByText('No bookings yet')).toBeVisible();
  });
  scan('the bookings list with a booking', async (page) => {
    await page.goto(admin('bookings'));
    await expect(main(page).getByRole('link', { name: 'View booking of Tunde Bakare' }).filter({ visible: true }).first()).toBeVisible();
  });
  scan('the bookings waiting to be confirmed', async (page) => {
    await page.goto(admin('bookings?view=to_confirm'));
    await expect(main(page).getByRole('link', { name: /^To confirm \d+$/ })).toHaveAttribute('aria-current', 'page');
    await expect(main(page).getByRole('link', { name: 'View booking of Tunde Bakare' }).filter({ visible: true }).first()).toBeVisible();
  });
  scan('the bookings filtered to nothing', async (page) => {
    await page.goto(admin('bookings?view=today&q=nobody-books-like-this'));
    await expect(main(page).getByText('No bookings match these filters')).toBeVisible();
  });
  scan('the inbox searched by phone number', async (page) => {
    await page.goto(admin('inbox?handled=false&q=08035550155'));
    await expect(main(page).getByRole('list', { name: 'Messages' }).getByText('Kemi Lawal')).toBeVisible();
  });
  scan('the products list searched', async (page) => {
    await page.goto(admin('products?q=breaker'));
    await expect(
      main(page)
        .getByRole('link', { name: /^Edit .*Breaker/ })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
  });
  scan('a booking', async (page) => {
    await page.goto(admin(`show-booking/${bookingId}`));
    await expect(main(page).getByRole('definition').first()).toHaveText('Tunde Bakare');
  });
  scan('the events page without pictures', async (page) => {
    await page.goto(admin('event'));
    await expect(main(page).getByText('No event pictures yet.', { exact: false })).toBeVisible();
  });

  test('the events page and the home page with a picture meet WCAG 2.2 AA', async ({ page }) => {
    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#10213f' } })
      .png()
      .toBuffer();
    const created = await page.request.post('/api/events', { data: { image: `data:image/png;base64,${picture.toString('base64')}` } });
    const event = eventSchema.parse(await created.json());
    await page.goto(admin('event'));
    await expect(main(page).getByRole('button', { name: 'Delete event picture 1' })).toBeVisible();
    await scanAtEveryWidth(page);
    await page.goto('/');
    await expect(main(page).getByRole('img', { name: 'Event picture 1' })).toBeVisible();
    await scanAtEveryWidth(page);
    expect((await page.request.delete(`/api/events/${event._id}`)).ok()).toBe(true);
  });

  test('on a phone the admin menu names the current section, also on a detail page, and opens without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(admin(`show-booking/${bookingId}`));
    const navigation = page.getByRole('navigation', { name: 'Admin' });
    const menu = navigation.getByRole('button', { name: 'Admin menu: Booking History' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('link')).toHaveCount(0);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation.getByRole('link', { name: /^Booking History/ })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await navigation.getByRole('link', { name: /^Inbox/ }).click();
    await expect(page).toHaveURL(admin('inbox'));
    await expect(navigation.getByRole('button', { name: 'Admin menu: Inbox' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('each count is read once: the navigation\u2019s badges and the tabs\u2019 counts, in the accessibility tree', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(admin('bookings'));
    const summary = z.object({ unhandledMessages: z.number(), pendingBookings: z.number() }).parse(await (await page.request.get('/api/admin/summary')).json());
    const counts = z.object({ today: z.number(), upcoming: z.number(), toConfirm: z.number() }).parse(await (await page.request.get('/api/booking/counts')).json());
    expect(summary.unhandledMessages).toBeGreaterThan(0);
    // Each link's name is its whole text: a count that were also read from a hidden copy would show as a second text.
    await expect(page.getByRole('navigation', { name: 'Admin' })).toMatchAriaSnapshot(`
      - list:
        - listitem:
          - link "Dashboard"
        - listitem:
          - link "All Products"
        - listitem:
          - link "Create Products"
        - listitem:
          - link "Order History"
        - listitem:
          - link "Booking History, ${summary.pendingBookings} pending"
        - listitem:
          - link "Inbox, ${summary.unhandledMessages} unhandled"
        - listitem:
          - link "Events"
    `);
    await expect(main(page).getByRole('navigation', { name: 'Bookings to show' })).toMatchAriaSnapshot(`
      - list:
        - listitem:
          - link "All"
        - listitem:
          - link "Today ${counts.today}"
        - listitem:
          - link "Upcoming ${counts.upcoming}"
        - listitem:
          - link "To confirm ${counts.toConfirm}"
    `);
    const spoken = await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /^Inbox/ })
      .evaluate(async (link) => {
        // What a screen reader walks through inside the link: its text nodes that are not hidden from it.
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        const texts: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!node.parentElement?.closest('[aria-hidden="true"]')) texts.push(node.textContent ?? '');
        return texts.join('|');
      });
    expect(spoken).toBe(`Inbox, ${summary.unhandledMessages} unhandled`);
  });

  test('the admin area has a skip link to its main content', async ({ page }) => {
    await openHeading(page, admin('products'), 'All Products');
    await waitForOfficePageInUse(page);
    await expectSkipLinkToMain(page);
  });

  test('a confirm dialog starts on Cancel, keeps the focus inside and gives it back on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(admin('products'));
    const trigger = main(page)
      .getByRole('button', { name: /^Delete / })
      .first();
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this product?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.open)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

/**
 * Last, so the pages without orders above are seen as a new shop shows them: real orders in every payment
 * status, bought by the demo customer through the payment sandbox.
 */
test.describe('pages with orders', () => {
  test.beforeAll(async ({ playwright, customerSession }, testInfo) => {
    const customer = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL, storageState: customerSession });
    await placeOrdersInEveryStatus(customer);
    await customer.dispose();
  });

  test.describe('for the customer', () => {
    signedInAs('customer');
    scan('the order history with orders', async (page) => {
      await page.goto('/account/order');
      await expect(main(page).getByText('pending', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    });
    scan('the order details dialog', async (page) => {
      await page.goto('/account/order');
      await main(page)
        .getByRole('button', { name: /^View Details/ })
        .filter({ visible: true })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Order #ORD-/ })).toBeVisible();
    });
  });

  test.describe('for the admin', () => {
    signedInAs('admin');
    scan('the orders list with orders', async (page) => {
      await page.goto(admin('orders'));
      await expect(main(page).getByText(demoAccount('customer').email).filter({ visible: true }).first()).toBeVisible();
      await expect(
        main(page)
          .getByRole('link', { name: /^#ORD-/ })
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    });
    scan('the orders to ship with one ticked', async (page) => {
      await page.goto(admin('orders?view=to_ship'));
      await main(page)
        .getByRole('checkbox', { name: /^Select order / })
        .filter({ visible: true })
        .first()
        .check();
      await expect(main(page).getByRole('form', { name: 'Update the selected orders' })).toBeVisible();
    });
    scan('the orders filtered to nothing', async (page) => {
      await page.goto(admin('orders?view=unpaid&q=no-such-order'));
      await expect(main(page).getByText('No orders match these filters')).toBeVisible();
    });
    scan('an order', async (page) => {
      await page.goto(admin('orders?view=paid'));
      await main(page)
        .getByRole('link', { name: /^#ORD-/ })
        .filter({ visible: true })
        .first()
        .click();
      await expect(main(page).getByRole('form', { name: /^Fulfilment of order / })).toBeVisible();
      await expect(main(page).getByRole('region', { name: 'Payment history' }).getByRole('listitem').first()).toBeVisible();
    });
    scan('an unpaid order', async (page) => {
      await page.goto(admin('orders?view=unpaid'));
      await main(page)
        .getByRole('link', { name: /^#ORD-/ })
        .filter({ visible: true })
        .first()
        .click();
      await expect(main(page).getByText('This order is not paid', { exact: false })).toBeVisible();
    });
  });
});
