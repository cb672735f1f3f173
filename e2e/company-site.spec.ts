import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './visitor-address';
import sharp from 'sharp';
import { serviceTitles } from '../contracts/services';
import { company } from '../contracts/company';
import { adminBasePath } from '../contracts/pages';
import { signInAsAdmin, waitForOfficePageInUse } from './demo-admin';

/** Toasts sit outside <main>; page texts are looked for inside it so a toast never doubles a match. */
const main = (page: Page) => page.getByRole('main');

const carousel = (page: Page, label: string) => page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`);

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectSectionHeadings(page: Page, headings: readonly string[]): Promise<void> {
  for (const name of headings) {
    await expect(main(page).getByRole('heading', { name, exact: true })).toBeVisible();
  }
}

/** Where a slide's left edge is inside its carousel's window, in pixels. */
async function slideOffset(slide: Locator, viewport: Locator): Promise<number> {
  const [slideBox, viewportBox] = await Promise.all([slide.boundingBox(), viewport.boundingBox()]);
  return Math.round((slideBox?.x ?? 0) - (viewportBox?.x ?? 0));
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the home page shows every section, with ways to book and to chat', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.tagline);
      await expect(main(page).getByRole('link', { name: 'Book a Technician' }).first()).toHaveAttribute('href', '/book');
      const chat = main(page).getByRole('link', { name: 'Chat on WhatsApp' });
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${company.whatsappNumber}\\?text=.*booking`));
      await expect(main(page).getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /instagram\.com/);

      await expectSectionHeadings(page, ['Featured Products', 'Our Services', 'Why choose us', 'What Our Clients Say', 'Request a Service']);
      await expect(main(page).getByRole('link', { name: 'view all products' })).toHaveAttribute('href', '/products');
      await expect(main(page).locator('a[href^="/products/details/"]').first()).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
      for (const title of serviceTitles.slice(0, 6)) {
        await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
      }
      await expect(main(page).getByRole('heading', { name: serviceTitles[6] })).toHaveCount(0);
      for (const reason of ['Fast response', 'Trusted technicians', 'Smart solutions']) {
        await expect(main(page).getByRole('heading', { name: reason })).toBeVisible();
      }
      await expect(main(page).getByText('Emergency service 24/7').first()).toBeVisible();
      await expect(carousel(page, 'Client testimonials').getByRole('group')).toHaveCount(7);
      await expect(main(page).getByRole('form', { name: 'Book a technician' })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Book Technician' })).toBeVisible();
      // No events in the demo data, so no events carousel.
      await expect(carousel(page, 'Event pictures')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });

    test('the about page shows its story, principles, objectives, team and a call to action', async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
      await expectSectionHeadings(page, ['Who We Are', 'Vision', 'Our Aim', 'Motto', 'What Drives Us', 'Our Commitment', 'Meet Our Team']);
      const objectives = main(page).getByRole('region', { name: 'What Drives Us' }).getByRole('listitem');
      await expect(objectives).toHaveCount(5);
      const team = main(page).getByRole('region', { name: 'Meet Our Team' }).getByRole('listitem');
      await expect(team).toHaveCount(3);
      await expect(team.first().getByRole('heading')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Book a Technician' }).last()).toHaveAttribute('href', '/book');
      await expectNoSidewaysScroll(page);
    });

    test('the services page shows all ten services, the work gallery and a booking banner', async ({ page }) => {
      await page.goto('/services');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
      for (const title of serviceTitles) {
        await expect(main(page).getByRole('heading', { name: title, exact: true })).toBeVisible();
      }
      const gallery = main(page).getByRole('region', { name: 'Our Work In Action' }).getByRole('img');
      await expect(gallery).toHaveCount(8);
      for (const image of await gallery.all()) {
        await expect(image).toHaveAttribute('width', /\d+/);
        await expect(image).toHaveAttribute('height', /\d+/);
        await expect(image).toHaveAttribute('loading', 'lazy');
      }
      await expect(main(page).getByRole('heading', { name: 'Need a technician?' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('the booking page shows the form, four reasons and the FAQ', async ({ page }) => {
      await page.goto('/book');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Technician');
      await expect(main(page).getByRole('form', { name: 'Book a technician' })).toBeVisible();
      await expect(main(page).getByRole('region', { name: 'Why Choose Us' }).getByRole('listitem')).toHaveCount(4);
      const faq = main(page).getByRole('region', { name: 'Frequently Asked Questions' });
      await expect(faq.locator('summary')).toHaveCount(5);
      await faq.getByText('Can I reschedule my booking?').click();
      await expect(faq.getByText(/at least 1 hour before/)).toBeVisible();
      await faq.getByText('What should I do in an emergency?').click();
      await expect(faq.getByText(/call our hotline/i)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('the contact page shows the message form and every way to reach the company', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
      await expect(main(page).getByRole('form', { name: 'Send us a message' })).toBeVisible();
      const ways = main(page).getByRole('complementary', { name: 'Other ways to reach us' });
      for (const phone of company.phones) await expect(ways.getByRole('link', { name: phone })).toBeVisible();
      await expect(ways.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', /wa\.me/);
      await expect(ways.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
      await expect(ways.getByText(company.address)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('the testimonials carousel shows the right number of slides for the screen', async ({ page }) => {
      await page.goto('/');
      const testimonials = carousel(page, 'Client testimonials');
      const slidesWindow = testimonials.locator('.overflow-hidden');
      const [slide, viewport] = await Promise.all([testimonials.getByRole('group', { name: '1 of 7' }).boundingBox(), slidesWindow.boundingBox()]);
      expect(Math.round((viewport?.width ?? 0) / (slide?.width ?? 1))).toBe(width >= 1024 ? 3 : 1);
    });
  });
}

test('the featured products show a loading text, then four to a row on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/products/featured', async (route) => {
    await held;
    await route.continue();
  });
  // The server draws the home page with its products; the loading text is for arriving from another page.
  // The login page is drawn in the browser, so once its form shows, the Home link navigates within the app.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(main(page).getByText('Product Loading...')).toBeVisible();
  release();
  await expect(main(page).getByText('Product Loading...')).toBeHidden();
  const grid = main(page).getByRole('region', { name: 'Featured Products' }).getByRole('list');
  const columns = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(4);
  const card = grid.getByRole('link').first();
  await expect(card).toHaveAttribute('href', /^\/products\/details\/[\w-]+$/);
  await expect(card).toContainText('₦');
});

test('the testimonials carousel turns on its own until the visitor pauses it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const testimonials = carousel(page, 'Client testimonials');
  const first = testimonials.getByRole('group', { name: '1 of 7' });
  await testimonials.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const slidesWindow = testimonials.locator('.overflow-hidden');
  const start = await slideOffset(first, slidesWindow);
  await expect.poll(() => slideOffset(first, slidesWindow), { timeout: 8_000 }).not.toBe(start);
  await testimonials.getByRole('button', { name: 'Pause slides' }).click();
  await expect(testimonials.getByRole('button', { name: 'Play slides' })).toBeVisible();
});

test('with reduced motion the carousel stays still and moves only with its buttons and arrow keys', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const testimonials = carousel(page, 'Client testimonials');
  const slidesWindow = testimonials.locator('.overflow-hidden');
  const first = testimonials.getByRole('group', { name: '1 of 7' });
  // The carousel's code loads as the visitor scrolls towards it.
  await testimonials.scrollIntoViewIfNeeded();
  await expect(testimonials.getByRole('button', { name: 'Pause slides' })).toHaveCount(0);
  const start = await slideOffset(first, slidesWindow);
  await testimonials.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => slideOffset(first, slidesWindow)).not.toBe(start);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => slideOffset(first, slidesWindow)).toBe(start);
});

test('the mobile menu keeps focus inside, closes on Escape and on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/about');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();

  const controls = await menu.locator('a[href], button').count();
  for (let press = 0; press < controls + 2; press += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('mobile-menu');
  }
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('mobile-menu');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(menu).toBeHidden();
});

test('the header and footer show the shop links and the services in two columns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/info');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  const footerServices = page.getByRole('contentinfo').getByRole('region', { name: 'Services' }).getByRole('list');
  await expect(footerServices).toHaveCount(2);
  await expect(footerServices.first().getByRole('listitem')).toHaveText(serviceTitles.slice(0, 5));
  await expect(footerServices.last().getByRole('listitem')).toHaveText(serviceTitles.slice(5));
});

test('an admin adds an event picture that the home page shows, then deletes it and the carousel goes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  // Start from no events, whatever other journeys left behind.
  for (const event of (await (await page.request.get('/api/events')).json()) as { _id: string }[]) {
    await page.request.delete(`/api/events/${event._id}`);
  }

  await page.goto(`${adminBasePath}/event`);
  await expect(main(page).getByText('No event pictures yet.', { exact: false })).toBeVisible();
  // Wider than 2000 px, so the browser has to make it smaller before it is sent.
  const picture = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#f5b301' } })
    .png()
    .toBuffer();
  await waitForOfficePageInUse(page);
  await main(page).getByLabel('Event picture', { exact: true }).setInputFiles({ name: 'site-visit.png', mimeType: 'image/png', buffer: picture });
  const upload = page.waitForRequest((request) => request.url().endsWith('/api/events') && request.method() === 'POST');
  await main(page).getByRole('button', { name: 'Upload Event' }).click();
  const { image } = (await upload).postDataJSON() as { image: string };
  const sent = await sharp(Buffer.from(image.slice(image.indexOf(',') + 1), 'base64')).metadata();
  expect([sent.format, sent.width, sent.height]).toEqual(['webp', 2000, 1125]);
  await expect(page.getByText('Event created successfully')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Delete event picture 1' })).toBeVisible();

  await page.goto('/');
  const events = carousel(page, 'Event pictures');
  await expect(events.getByRole('img', { name: 'Event picture 1' })).toBeVisible();
  await expect(events.getByRole('img', { name: 'Event picture 1' })).toHaveAttribute('src', /^\/uploads\//);

  await page.goto(`${adminBasePath}/event`);
  await main(page).getByRole('button', { name: 'Delete event picture 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event deleted successfully')).toBeVisible();
  await expect(main(page).getByText('No event pictures yet.', { exact: false })).toBeVisible();

  await page.goto('/');
  await expect(main(page).getByRole('heading', { name: 'Request a Service' })).toBeVisible();
  await expect(carousel(page, 'Event pictures')).toHaveCount(0);
});

test('an unknown address shows the 404 page, which lands on the home page after its countdown', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(/Redirecting to the home page in \d seconds?/)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.tagline);
});

test('a visitor who scrolls before the page has started stays where they scrolled, and the form there works', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The app's code is asked for only after the first paint, so the page can be read and scrolled before then.
  await page.goto('/', { waitUntil: 'commit' });
  const form = main(page).getByRole('form', { name: 'Book a technician' });
  await form.waitFor({ state: 'attached' });
  await form.evaluate((element) => element.scrollIntoView());
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  await expect(form.getByLabel('Full Name')).toBeEnabled();
  // Bands above it take their real height as they are drawn, and the browser keeps the form where the visitor
  // left it (scroll anchoring), so the offset may move a little; being sent back to the top takes it out of view.
  await expect(form.getByLabel('Full Name')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});
