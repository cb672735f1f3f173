import type { InjectOptions } from 'fastify';
import { defaultDeliveryZones } from '../contracts/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { signedInAs } from './testing/accounts';
import { testDatabases } from './testing/databases';
import { imageDataUrl } from './testing/images';
import { lagosClock } from '../contracts/lagos-time';
import { roofingInvoice, sendNewQuote, solarQuote } from './testing/service-work';
import { stockProduct } from './testing/shop';
import { startTestApp } from './testing/test-app';
import { defaultWorkingHours } from '../contracts/staff';

type Actor = 'visitor' | 'stranger' | 'technician' | 'admin' | 'owner';
/** The owner comes last so that calls which delete the owner's things run after everyone else has tried. */
const actors: Actor[] = ['visitor', 'stranger', 'technician', 'admin', 'owner'];
type Fixtures = Awaited<ReturnType<typeof createFixtures>>;
type Row = { route: string; expect: Record<Actor, number>; request: (fixtures: Fixtures, actor: Actor) => Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'> };

const everyone = (status: number): Record<Actor, number> => ({ visitor: status, stranger: status, technician: status, admin: status, owner: status });
const signedIn = (status: number): Record<Actor, number> => ({ visitor: 401, stranger: status, technician: status, admin: status, owner: status });
/** Every back-office call: a technician is staff, and answers 403 like any other non-admin. */
const adminOnly = (status: number): Record<Actor, number> => ({ visitor: 401, stranger: 403, technician: 403, admin: status, owner: 403 });
/** Things that belong to the owner: anyone else signed in is told they do not exist. */
const ownerOnly = (status: number): Record<Actor, number> => ({ visitor: 401, stranger: 404, technician: 404, admin: 404, owner: status });
/** A technician's own day and visits: nobody else's, admins included. */
const technicianOnly = (status: number): Record<Actor, number> => ({ visitor: 401, stranger: 403, technician: status, admin: 403, owner: 403 });
/** A technician's own record and time off (the path names the technician): theirs, and the office's. */
const selfOrAdmin = (status: number): Record<Actor, number> => ({ visitor: 401, stranger: 403, technician: status, admin: status, owner: 403 });

const address = { street: '3 Agodi Gate Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08030001111' };
const booking = { name: 'Sade Adu Olu', phone: '08030002222', service: 'Automation', date: '2099-01-05', time: '09:00' };

/** Every /api route and what each kind of caller gets. A route missing here fails the test. */
const matrix: Row[] = [
  { route: 'GET /api/health', expect: everyone(200), request: () => ({ url: '/api/health' }) },
  { route: 'GET /api/health/ready', expect: everyone(200), request: () => ({ url: '/api/health/ready' }) },
  { route: 'GET /api/mail/failed', expect: adminOnly(200), request: () => ({ url: '/api/mail/failed?limit=10' }) },
  { route: 'POST /api/mail/failed/:id/retry', expect: adminOnly(404), request: () => ({ url: '/api/mail/failed/00000000-0000-4000-8000-000000000000/retry' }) },
  { route: 'GET /api/transfers/unmatched', expect: adminOnly(200), request: () => ({ url: '/api/transfers/unmatched' }) },
  { route: 'POST /api/transfers/:id/assign', expect: adminOnly(404), request: () => ({ url: '/api/transfers/00000000-0000-4000-8000-000000000000/assign', payload: { number: 'INV-2026-0001' } }) },
  { route: 'GET /api/transfers/reconciliation', expect: adminOnly(200), request: () => ({ url: '/api/transfers/reconciliation?date=2026-11-28' }) },
  { route: 'GET /api/transfers/reconciliation.csv', expect: adminOnly(200), request: () => ({ url: '/api/transfers/reconciliation.csv?date=2026-11-28' }) },
  {
    route: 'POST /api/transfers/statements',
    expect: adminOnly(400),
    request: () => ({ url: '/api/transfers/statements?layout=gtbank', headers: { 'content-type': 'text/csv' }, payload: 'Date,Amount' }),
  },
  {
    route: 'POST /api/transfers/statements/columns',
    expect: adminOnly(200),
    request: () => ({ url: '/api/transfers/statements/columns', headers: { 'content-type': 'text/csv' }, payload: 'Date,Narration,Credit' }),
  },
  { route: 'GET /api/transfers/statements/lines', expect: adminOnly(200), request: () => ({ url: '/api/transfers/statements/lines' }) },
  {
    route: 'POST /api/transfers/statements/lines/:id/confirm',
    expect: adminOnly(404),
    request: () => ({ url: '/api/transfers/statements/lines/00000000-0000-4000-8000-000000000000/confirm', payload: { number: 'INV-2026-0001' } }),
  },
  { route: 'POST /api/transfers/refunds/resolve', expect: adminOnly(400), request: () => ({ url: '/api/transfers/refunds/resolve', payload: { bankCode: '058', accountNumber: '0123456000' } }) },
  { route: 'GET /api/transfers/refunds', expect: adminOnly(200), request: () => ({ url: '/api/transfers/refunds?invoiceId=00000000-0000-4000-8000-000000000000' }) },
  {
    route: 'POST /api/transfers/refunds',
    expect: adminOnly(404),
    request: () => ({
      url: '/api/transfers/refunds',
      payload: { invoiceId: '00000000-0000-4000-8000-000000000000', key: '00000000-0000-4000-8000-000000000001', amount: 1, bankCode: '058', accountNumber: '0123456789', accountName: 'X' },
    }),
  },
  { route: 'POST /api/transfers/refunds/:id/otp', expect: adminOnly(404), request: () => ({ url: '/api/transfers/refunds/00000000-0000-4000-8000-000000000000/otp', payload: { otp: '123456' } }) },
  { route: 'GET /api/docs', expect: everyone(200), request: () => ({ url: '/api/docs' }) },
  {
    route: 'POST /api/auth/signup',
    expect: everyone(201),
    request: (_f, actor) => ({ url: '/api/auth/signup', payload: { name: 'New Customer', email: `new-${actor}@example.com`, password: 'sunlight42' } }),
  },
  { route: 'GET /api/auth/verify/:token', expect: everyone(400), request: () => ({ url: `/api/auth/verify/${'x'.repeat(43)}` }) },
  { route: 'POST /api/auth/login', expect: everyone(400), request: () => ({ url: '/api/auth/login', payload: { email: 'owner@example.com', password: 'wrong-password' } }) },
  { route: 'POST /api/auth/sign-in-link/:token', expect: everyone(400), request: () => ({ url: `/api/auth/sign-in-link/${'s'.repeat(43)}` }) },
  { route: 'POST /api/auth/logout', expect: everyone(200), request: async (f, actor) => ({ url: '/api/auth/logout', cookies: await f.freshSession(actor) }) },
  { route: 'POST /api/auth/refresh-token', expect: signedIn(200), request: async (f, actor) => ({ url: '/api/auth/refresh-token', cookies: await f.freshSession(actor) }) },
  { route: 'GET /api/auth/profile', expect: signedIn(200), request: () => ({ url: '/api/auth/profile' }) },
  {
    route: 'PATCH /api/auth/update',
    expect: signedIn(200),
    request: (_f, actor) => ({ url: '/api/auth/update', payload: { firstname: 'Sade', lastname: 'Olu', email: `${actor}@example.com`, phone: '08030003333' } }),
  },
  { route: 'PATCH /api/auth/forget', expect: everyone(200), request: () => ({ url: '/api/auth/forget', payload: { email: 'owner@example.com' } }) },
  { route: 'POST /api/auth/confirm-email/:token', expect: everyone(400), request: () => ({ url: `/api/auth/confirm-email/${'w'.repeat(43)}` }) },
  { route: 'PATCH /api/auth/reset/:token', expect: everyone(400), request: () => ({ url: `/api/auth/reset/${'y'.repeat(43)}`, payload: { password: 'new-password' } }) },
  { route: 'GET /api/address', expect: signedIn(200), request: () => ({ url: '/api/address' }) },
  { route: 'POST /api/address', expect: signedIn(201), request: () => ({ url: '/api/address', payload: address }) },
  { route: 'PUT /api/address/:id', expect: ownerOnly(200), request: (f) => ({ url: `/api/address/${f.ownerAddressId}`, payload: address }) },
  { route: 'DELETE /api/address/:id', expect: ownerOnly(200), request: (f) => ({ url: `/api/address/${f.spareAddressId}` }) },
  { route: 'GET /api/products', expect: everyone(200), request: () => ({ url: '/api/products' }) },
  { route: 'GET /api/products/featured', expect: everyone(200), request: () => ({ url: '/api/products/featured' }) },
  { route: 'GET /api/products/recommended', expect: everyone(200), request: () => ({ url: '/api/products/recommended' }) },
  { route: 'GET /api/products/single/:id', expect: everyone(200), request: (f) => ({ url: `/api/products/single/${f.productId}` }) },
  {
    route: 'POST /api/products',
    expect: adminOnly(201),
    request: async () => ({ url: '/api/products', payload: { name: 'Fuse', price: 500, featuredImage: await imageDataUrl(), images: [await imageDataUrl('#f5b301')] } }),
  },
  { route: 'PUT /api/products/update/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/products/update/${f.productId}`, payload: { description: 'Updated' } }) },
  { route: 'DELETE /api/products/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/products/${f.disposableProductId}` }) },
  { route: 'PATCH /api/products/togglefeatured/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/products/togglefeatured/${f.productId}` }) },
  { route: 'PATCH /api/products/soldout/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/products/soldout/${f.spareProductId}` }) },
  { route: 'GET /api/products/:id/stock', expect: adminOnly(200), request: (f) => ({ url: `/api/products/${f.spareProductId}/stock` }) },
  { route: 'POST /api/products/:id/stock', expect: adminOnly(200), request: (f) => ({ url: `/api/products/${f.spareProductId}/stock`, payload: { reason: 'received', quantity: 1 } }) },
  { route: 'GET /api/products/categories', expect: everyone(200), request: () => ({ url: '/api/products/categories' }) },
  { route: 'POST /api/products/categories', expect: adminOnly(201), request: (_f, actor) => ({ url: '/api/products/categories', payload: { name: `Permissions ${actor}` } }) },
  { route: 'PUT /api/products/categories/:slug', expect: adminOnly(200), request: () => ({ url: '/api/products/categories/tools', payload: { description: 'Testers and crimpers.' } }) },
  { route: 'POST /api/products/categories/:slug/move', expect: adminOnly(200), request: () => ({ url: '/api/products/categories/tools/move', payload: { direction: 'up' } }) },
  { route: 'DELETE /api/products/categories/:slug', expect: adminOnly(404), request: () => ({ url: '/api/products/categories/no-such-category' }) },
  { route: 'PUT /api/products/:id/reorder-level', expect: adminOnly(200), request: (f) => ({ url: `/api/products/${f.spareProductId}/reorder-level`, payload: { reorderLevel: null } }) },
  { route: 'GET /api/delivery/zones', expect: everyone(200), request: () => ({ url: '/api/delivery/zones' }) },
  {
    route: 'PUT /api/delivery/zones',
    expect: adminOnly(200),
    request: () => ({ url: '/api/delivery/zones', payload: { zones: defaultDeliveryZones.map((zone) => ({ name: zone.name, areas: zone.areas, fee: zone.feeKobo / 100 })) } }),
  },
  { route: 'GET /api/cart', expect: signedIn(200), request: () => ({ url: '/api/cart' }) },
  { route: 'POST /api/cart', expect: signedIn(200), request: (f) => ({ url: '/api/cart', payload: { productId: f.productId } }) },
  { route: 'DELETE /api/cart', expect: signedIn(200), request: (f) => ({ url: '/api/cart', payload: { productId: f.productId } }) },
  { route: 'PUT /api/cart/:id', expect: signedIn(404), request: (f) => ({ url: `/api/cart/${f.productId}`, payload: { quantity: 2 } }) },
  { route: 'GET /api/orders/user', expect: signedIn(200), request: () => ({ url: '/api/orders/user' }) },
  { route: 'GET /api/orders/admin', expect: adminOnly(200), request: () => ({ url: '/api/orders/admin' }) },
  {
    route: 'POST /api/payments/initialize',
    expect: { visitor: 401, stranger: 404, technician: 404, admin: 404, owner: 400 },
    request: (f) => ({ url: '/api/payments/initialize', payload: { addressId: f.ownerAddressId } }),
  },
  { route: 'GET /api/payments/verify/:reference', expect: ownerOnly(200), request: (f) => ({ url: `/api/payments/verify/${f.ownerReference}` }) },
  {
    route: 'POST /api/payments/webhook',
    expect: everyone(401),
    request: () => ({ url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: '{"event":"charge.success"}' }),
  },
  { route: 'GET /api/messages/whatsapp/webhook', expect: everyone(401), request: () => ({ url: '/api/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1' }) },
  {
    route: 'POST /api/messages/whatsapp/webhook',
    expect: everyone(401),
    request: () => ({ url: '/api/messages/whatsapp/webhook', headers: { 'content-type': 'application/json' }, payload: '{"object":"whatsapp_business_account","entry":[]}' }),
  },
  { route: 'GET /api/messages/undelivered', expect: adminOnly(200), request: () => ({ url: '/api/messages/undelivered?limit=10' }) },
  // The opt-out link's page is anyone's who holds the link; a token the server did not sign is unknown.
  { route: 'GET /api/messages/opt-out/:token', expect: everyone(404), request: () => ({ url: `/api/messages/opt-out/2348031234567.${'z'.repeat(22)}` }) },
  { route: 'POST /api/messages/opt-out/:token', expect: everyone(404), request: () => ({ url: `/api/messages/opt-out/2348031234567.${'z'.repeat(22)}`, payload: {} }) },
  { route: 'GET /api/messages/replies/options', expect: adminOnly(200), request: () => ({ url: '/api/messages/replies/options?phone=08031234567' }) },
  {
    route: 'POST /api/messages/replies',
    expect: adminOnly(201),
    request: () => ({ url: '/api/messages/replies', payload: { phone: '08031234567', channel: 'sms', body: 'We can come on Friday.', key: 'permissions-reply-0001' } }),
  },
  {
    route: 'POST /api/messages/sms/webhook',
    expect: everyone(401),
    request: () => ({ url: '/api/messages/sms/webhook', headers: { 'content-type': 'application/json' }, payload: '{"type":"inbound","message_id":"1","sender":"2348031234567","message":"STOP"}' }),
  },
  { route: 'GET /api/payments/sandbox/:reference', expect: everyone(200), request: (f) => ({ url: `/api/payments/sandbox/${f.ownerReference}` }) },
  { route: 'POST /api/payments/sandbox/transfers', expect: everyone(400), request: () => ({ url: '/api/payments/sandbox/transfers', payload: { accountNumber: 'none', amount: 1 } }) },
  {
    route: 'POST /api/payments/sandbox/:reference/:decision',
    expect: everyone(303),
    request: (f) => ({ url: `/api/payments/sandbox/${f.ownerReference}/decline`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }),
  },
  { route: 'POST /api/contactlist', expect: everyone(201), request: () => ({ url: '/api/contactlist', payload: { name: 'Sade Adu Olu', phone: '08030002222', message: 'Hello' } }) },
  { route: 'POST /api/booking', expect: everyone(201), request: () => ({ url: '/api/booking', payload: booking }) },
  { route: 'GET /api/booking', expect: adminOnly(200), request: () => ({ url: '/api/booking' }) },
  { route: 'GET /api/booking/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/booking/${f.bookingId}` }) },
  { route: 'GET /api/contactlist', expect: adminOnly(200), request: () => ({ url: '/api/contactlist' }) },
  { route: 'GET /api/contactlist/export.csv', expect: adminOnly(200), request: () => ({ url: '/api/contactlist/export.csv' }) },
  { route: 'GET /api/contactlist/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/contactlist/${f.messageId}` }) },
  { route: 'PATCH /api/contactlist/:id/handled', expect: adminOnly(200), request: (f) => ({ url: `/api/contactlist/${f.messageId}/handled`, payload: { handled: true } }) },
  { route: 'GET /api/orders/admin/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/orders/admin/${f.ownerOrderId}` }) },
  { route: 'GET /api/orders/admin/counts', expect: adminOnly(200), request: () => ({ url: '/api/orders/admin/counts' }) },
  { route: 'POST /api/orders/fulfilment', expect: adminOnly(200), request: (f) => ({ url: '/api/orders/fulfilment', payload: { orderIds: [f.ownerOrderId], fulfilmentStatus: 'shipped' } }) },
  { route: 'GET /api/booking/counts', expect: adminOnly(200), request: () => ({ url: '/api/booking/counts' }) },
  { route: 'GET /api/products/admin', expect: adminOnly(200), request: () => ({ url: '/api/products/admin?limit=10' }) },
  { route: 'GET /api/orders/export.csv', expect: adminOnly(200), request: () => ({ url: '/api/orders/export.csv' }) },
  { route: 'GET /api/orders/:id/packing-slip.pdf', expect: adminOnly(200), request: (f) => ({ url: `/api/orders/${f.ownerOrderId}/packing-slip.pdf` }) },
  { route: 'GET /api/orders/pick-list.pdf', expect: adminOnly(200), request: (f) => ({ url: `/api/orders/pick-list.pdf?ids=${f.ownerOrderId}` }) },
  { route: 'GET /api/orders/:id/payment-events', expect: adminOnly(200), request: (f) => ({ url: `/api/orders/${f.ownerOrderId}/payment-events` }) },
  {
    route: 'PATCH /api/orders/:id/fulfilment',
    expect: { visitor: 401, stranger: 403, technician: 403, admin: 409, owner: 403 },
    request: (f) => ({ url: `/api/orders/${f.ownerOrderId}/fulfilment`, payload: { fulfilmentStatus: 'shipped' } }),
  },
  { route: 'GET /api/booking/manage/:token', expect: everyone(404), request: () => ({ url: `/api/booking/manage/${'z'.repeat(43)}` }) },
  {
    route: 'POST /api/booking/manage/:token/reschedule',
    expect: everyone(404),
    request: () => ({ url: `/api/booking/manage/${'z'.repeat(43)}/reschedule`, payload: { date: '2099-01-06', time: '10:00' } }),
  },
  { route: 'POST /api/booking/manage/:token/cancel', expect: everyone(404), request: () => ({ url: `/api/booking/manage/${'z'.repeat(43)}/cancel` }) },
  { route: 'GET /api/booking/mine', expect: signedIn(200), request: () => ({ url: '/api/booking/mine' }) },
  { route: 'PATCH /api/booking/:id/status', expect: adminOnly(200), request: (f) => ({ url: `/api/booking/${f.bookingId}/status`, payload: { status: 'confirmed' } }) },
  { route: 'GET /api/booking/export.csv', expect: adminOnly(200), request: () => ({ url: '/api/booking/export.csv' }) },
  { route: 'GET /api/admin/summary', expect: adminOnly(200), request: () => ({ url: '/api/admin/summary' }) },
  { route: 'GET /api/admin/dashboard', expect: adminOnly(200), request: () => ({ url: '/api/admin/dashboard' }) },
  { route: 'GET /api/events', expect: everyone(200), request: () => ({ url: '/api/events' }) },
  { route: 'POST /api/events', expect: adminOnly(201), request: async () => ({ url: '/api/events', payload: { image: await imageDataUrl('#15803d') } }) },
  { route: 'DELETE /api/events/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/events/${f.eventId}` }) },
  { route: 'GET /api/quotes', expect: adminOnly(200), request: () => ({ url: '/api/quotes?limit=5' }) },
  { route: 'GET /api/quotes/counts', expect: adminOnly(200), request: () => ({ url: '/api/quotes/counts' }) },
  { route: 'GET /api/quotes/vat-rate', expect: adminOnly(200), request: () => ({ url: '/api/quotes/vat-rate' }) },
  { route: 'GET /api/quotes/export.csv', expect: adminOnly(200), request: () => ({ url: '/api/quotes/export.csv' }) },
  { route: 'POST /api/quotes', expect: adminOnly(201), request: () => ({ url: '/api/quotes', payload: solarQuote() }) },
  { route: 'GET /api/quotes/mine', expect: signedIn(200), request: () => ({ url: '/api/quotes/mine' }) },
  { route: 'GET /api/quotes/link/:token', expect: everyone(200), request: (f) => ({ url: `/api/quotes/link/${f.ownerQuote.token}` }) },
  { route: 'POST /api/quotes/link/:token/accept', expect: everyone(200), request: async (f) => ({ url: `/api/quotes/link/${(await f.sentQuote()).token}/accept`, payload: { name: 'Owner Person' } }) },
  { route: 'POST /api/quotes/link/:token/decline', expect: everyone(200), request: async (f) => ({ url: `/api/quotes/link/${(await f.sentQuote()).token}/decline`, payload: { reason: 'Too dear' } }) },
  { route: 'POST /api/quotes/link/:token/deposit', expect: everyone(200), request: (f) => ({ url: `/api/quotes/link/${f.acceptedQuote.token}/deposit` }) },
  { route: 'GET /api/quotes/mine/:id', expect: ownerOnly(200), request: (f) => ({ url: `/api/quotes/mine/${f.ownerQuote.id}` }) },
  { route: 'POST /api/quotes/mine/:id/accept', expect: ownerOnly(200), request: async (f) => ({ url: `/api/quotes/mine/${(await f.sentQuote()).id}/accept`, payload: { name: 'Owner Person' } }) },
  { route: 'POST /api/quotes/mine/:id/decline', expect: ownerOnly(200), request: async (f) => ({ url: `/api/quotes/mine/${(await f.sentQuote()).id}/decline`, payload: { reason: 'Too dear' } }) },
  { route: 'POST /api/quotes/mine/:id/deposit', expect: ownerOnly(200), request: (f) => ({ url: `/api/quotes/mine/${f.acceptedQuote.id}/deposit` }) },
  { route: 'GET /api/quotes/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/quotes/${f.ownerQuote.id}` }) },
  { route: 'PUT /api/quotes/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/quotes/${f.draftQuoteId}`, payload: solarQuote() }) },
  { route: 'GET /api/customers', expect: adminOnly(200), request: () => ({ url: '/api/customers?limit=5' }) },
  { route: 'GET /api/customers/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/customers/${f.customerId}` }) },
  { route: 'POST /api/customers/:id/notes', expect: adminOnly(201), request: (f) => ({ url: `/api/customers/${f.customerId}/notes`, payload: { body: 'Prefers calls' } }) },
  { route: 'GET /api/customers/:id/conversation', expect: adminOnly(200), request: (f) => ({ url: `/api/customers/${f.customerId}/conversation?limit=10` }) },
  { route: 'GET /api/customers/:id/consent', expect: adminOnly(200), request: (f) => ({ url: `/api/customers/${f.customerId}/consent` }) },
  {
    route: 'POST /api/customers/:id/consent',
    expect: adminOnly(200),
    request: (f) => ({ url: `/api/customers/${f.customerId}/consent`, payload: { channel: 'whatsapp', change: 'grant', how: 'phone' } }),
  },
  {
    // The customer has no account number of their own: the office is told so, and no one else learns even that.
    route: 'POST /api/customers/:id/account-number/requery',
    expect: adminOnly(404),
    request: (f) => ({ url: `/api/customers/${f.customerId}/account-number/requery`, payload: { day: lagosClock().day } }),
  },
  { route: 'POST /api/quotes/:id/copy', expect: adminOnly(201), request: (f) => ({ url: `/api/quotes/${f.ownerQuote.id}/copy` }) },
  { route: 'GET /api/quotes/price-list', expect: adminOnly(200), request: () => ({ url: '/api/quotes/price-list?q=survey' }) },
  { route: 'POST /api/quotes/price-list', expect: adminOnly(201), request: () => ({ url: '/api/quotes/price-list', payload: { description: 'Fault finding', unitPrice: '12,500' } }) },
  { route: 'DELETE /api/quotes/price-list/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/quotes/price-list/${f.priceItemId}` }) },
  { route: 'POST /api/quotes/:id/send', expect: adminOnly(200), request: (f) => ({ url: `/api/quotes/${f.ownerQuote.id}/send` }) },
  { route: 'POST /api/quotes/:id/job', expect: adminOnly(200), request: async (f) => ({ url: `/api/quotes/${(await f.accepted()).id}/job`, payload: { date: '2099-02-01', time: '09:00' } }) },
  { route: 'POST /api/quotes/:id/invoice', expect: adminOnly(201), request: async (f) => ({ url: `/api/quotes/${(await f.accepted()).id}/invoice`, payload: { dueDate: '2099-02-01' } }) },
  { route: 'GET /api/invoices', expect: adminOnly(200), request: () => ({ url: '/api/invoices?limit=5' }) },
  { route: 'GET /api/invoices/counts', expect: adminOnly(200), request: () => ({ url: '/api/invoices/counts' }) },
  { route: 'GET /api/invoices/export.csv', expect: adminOnly(200), request: () => ({ url: '/api/invoices/export.csv' }) },
  { route: 'GET /api/invoices/payments.csv', expect: adminOnly(200), request: () => ({ url: '/api/invoices/payments.csv' }) },
  { route: 'POST /api/invoices', expect: adminOnly(201), request: () => ({ url: '/api/invoices', payload: roofingInvoice() }) },
  { route: 'GET /api/invoices/receipts/:paymentId/pdf', expect: adminOnly(200), request: (f) => ({ url: `/api/invoices/receipts/${f.ownerInvoice.paymentId}/pdf` }) },
  { route: 'GET /api/invoices/mine', expect: signedIn(200), request: () => ({ url: '/api/invoices/mine' }) },
  { route: 'GET /api/invoices/link/:token', expect: everyone(200), request: (f) => ({ url: `/api/invoices/link/${f.ownerInvoice.token}` }) },
  { route: 'POST /api/invoices/link/:token/pay', expect: everyone(200), request: (f) => ({ url: `/api/invoices/link/${f.ownerInvoice.token}/pay` }) },
  { route: 'GET /api/invoices/link/:token/pdf', expect: everyone(200), request: (f) => ({ url: `/api/invoices/link/${f.ownerInvoice.token}/pdf` }) },
  {
    route: 'GET /api/invoices/link/:token/receipts/:paymentId/pdf',
    expect: everyone(200),
    request: (f) => ({ url: `/api/invoices/link/${f.ownerInvoice.token}/receipts/${f.ownerInvoice.paymentId}/pdf` }),
  },
  { route: 'GET /api/invoices/mine/:id', expect: ownerOnly(200), request: (f) => ({ url: `/api/invoices/mine/${f.ownerInvoice.id}` }) },
  { route: 'POST /api/invoices/mine/:id/pay', expect: ownerOnly(200), request: (f) => ({ url: `/api/invoices/mine/${f.ownerInvoice.id}/pay` }) },
  { route: 'GET /api/invoices/mine/:id/pdf', expect: ownerOnly(200), request: (f) => ({ url: `/api/invoices/mine/${f.ownerInvoice.id}/pdf` }) },
  {
    route: 'GET /api/invoices/mine/:id/receipts/:paymentId/pdf',
    expect: ownerOnly(200),
    request: (f) => ({ url: `/api/invoices/mine/${f.ownerInvoice.id}/receipts/${f.ownerInvoice.paymentId}/pdf` }),
  },
  { route: 'GET /api/invoices/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/invoices/${f.ownerInvoice.id}` }) },
  { route: 'PUT /api/invoices/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/invoices/${f.draftInvoiceId}`, payload: roofingInvoice() }) },
  { route: 'POST /api/invoices/:id/send', expect: adminOnly(200), request: (f) => ({ url: `/api/invoices/${f.ownerInvoice.id}/send` }) },
  { route: 'POST /api/invoices/:id/void', expect: adminOnly(200), request: async (f) => ({ url: `/api/invoices/${(await f.issuedInvoice()).id}/void`, payload: { reason: 'Raised twice' } }) },
  {
    route: 'POST /api/invoices/:id/payments',
    expect: adminOnly(201),
    request: (f) => ({ url: `/api/invoices/${f.ownerInvoice.id}/payments`, payload: { amount: 100, method: 'cash', receivedOn: lagosClock().day } }),
  },
  { route: 'GET /api/invoices/:id/pdf', expect: adminOnly(200), request: (f) => ({ url: `/api/invoices/${f.ownerInvoice.id}/pdf` }) },
  { route: 'GET /api/payments/services/:reference', expect: everyone(200), request: (f) => ({ url: `/api/payments/services/${f.depositReference}` }) },
  { route: 'GET /api/quotes/link/:token/pdf', expect: everyone(200), request: (f) => ({ url: `/api/quotes/link/${f.ownerQuote.token}/pdf` }) },
  { route: 'GET /api/quotes/mine/:id/pdf', expect: ownerOnly(200), request: (f) => ({ url: `/api/quotes/mine/${f.ownerQuote.id}/pdf` }) },
  { route: 'GET /api/quotes/:id/pdf', expect: adminOnly(200), request: (f) => ({ url: `/api/quotes/${f.ownerQuote.id}/pdf` }) },
  {
    route: 'POST /api/quotes/:id/payments',
    expect: adminOnly(201),
    request: async (f) => ({ url: `/api/quotes/${(await f.accepted()).id}/payments`, payload: { amount: 1000, method: 'bank_transfer', receivedOn: lagosClock().day } }),
  },
  { route: 'POST /api/quotes/:id/refunds', expect: adminOnly(201), request: (f) => ({ url: `/api/quotes/${f.creditedQuoteId}/refunds`, payload: { amount: 100, method: 'cash' } }) },
  {
    route: 'POST /api/quotes/:id/credit/apply',
    expect: adminOnly(200),
    request: (f) => ({ url: `/api/quotes/${f.creditedQuoteId}/credit/apply`, payload: { invoiceId: f.ownerInvoice.id, amount: 100 } }),
  },
  { route: 'POST /api/invoices/:id/refunds', expect: adminOnly(201), request: (f) => ({ url: `/api/invoices/${f.creditedInvoiceId}/refunds`, payload: { amount: 100, method: 'bank_transfer' } }) },
  {
    route: 'POST /api/invoices/:id/credit/apply',
    expect: adminOnly(200),
    request: (f) => ({ url: `/api/invoices/${f.creditedInvoiceId}/credit/apply`, payload: { invoiceId: f.ownerInvoice.id, amount: 100 } }),
  },
  // No deposit was paid twice on these documents: the office is told so; everyone else is stopped before.
  {
    route: 'POST /api/quotes/:id/second-deposits/:paymentId',
    expect: adminOnly(404),
    request: (f) => ({ url: `/api/quotes/${f.creditedQuoteId}/second-deposits/00000000-0000-4000-8000-000000000000`, payload: { choice: 'keep' } }),
  },
  {
    route: 'POST /api/invoices/:id/second-deposits/:paymentId',
    expect: adminOnly(404),
    request: (f) => ({ url: `/api/invoices/${f.creditedInvoiceId}/second-deposits/00000000-0000-4000-8000-000000000000`, payload: { choice: 'refund' } }),
  },
  {
    route: 'POST /api/staff',
    expect: adminOnly(201),
    request: (_f, actor) => ({ url: '/api/staff', payload: { firstname: 'Tunde', lastname: 'Bello', email: `invited-by-${actor}@example.com`, phone: '08030005555', role: 'technician' } }),
  },
  { route: 'GET /api/staff', expect: adminOnly(200), request: () => ({ url: '/api/staff' }) },
  { route: 'PATCH /api/staff/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/staff/${f.technicianId}`, payload: { workingHours: [{ day: 1, start: '08:00', end: '17:00' }] } }) },
  { route: 'GET /api/staff/:id', expect: selfOrAdmin(200), request: (f) => ({ url: `/api/staff/${f.technicianId}` }) },
  {
    route: 'PUT /api/staff/:id/hours-request',
    expect: selfOrAdmin(200),
    request: (f) => ({ url: `/api/staff/${f.technicianId}/hours-request`, payload: { workingHours: [{ day: 1, start: '09:00', end: '16:00' }] } }),
  },
  { route: 'GET /api/staff/:id/time-off', expect: selfOrAdmin(200), request: (f) => ({ url: `/api/staff/${f.technicianId}/time-off` }) },
  { route: 'POST /api/staff/:id/time-off', expect: selfOrAdmin(201), request: (f) => ({ url: `/api/staff/${f.technicianId}/time-off`, payload: { from: '2099-03-02', reason: 'training' } }) },
  { route: 'DELETE /api/staff/:id/time-off/:timeOffId', expect: adminOnly(200), request: (f) => ({ url: `/api/staff/${f.technicianId}/time-off/${f.timeOffId}` }) },
  { route: 'GET /api/holidays', expect: selfOrAdmin(200), request: () => ({ url: '/api/holidays' }) },
  { route: 'POST /api/holidays', expect: adminOnly(201), request: () => ({ url: '/api/holidays', payload: { date: '2099-03-03', name: 'Matrix Day' } }) },
  { route: 'DELETE /api/holidays/:id', expect: adminOnly(200), request: (f) => ({ url: `/api/holidays/${f.holidayId}` }) },
  {
    route: 'GET /api/booking/:id/photos/:name',
    expect: { visitor: 401, stranger: 404, technician: 200, admin: 200, owner: 200 },
    request: (f) => ({ url: f.visitPhotoAddress }),
  },
  {
    route: 'GET /api/booking/manage/:token/photos/:name',
    expect: everyone(404),
    request: (f) => ({ url: `/api/booking/manage/${'m'.repeat(43)}/photos/${f.visitPhotoAddress.split('/').at(-1) ?? ''}` }),
  },
  { route: 'GET /api/booking/availability', expect: everyone(200), request: () => ({ url: '/api/booking/availability?date=2099-01-05&service=Automation' }) },
  { route: 'POST /api/booking/:id/reinstate', expect: adminOnly(409), request: (f) => ({ url: `/api/booking/${f.bookingId}/reinstate` }) },
  { route: 'POST /api/booking/:id/customer', expect: adminOnly(200), request: (f) => ({ url: `/api/booking/${f.bookingId}/customer` }) },
  { route: 'PATCH /api/booking/:id/schedule', expect: adminOnly(200), request: (f) => ({ url: `/api/booking/${f.bookingId}/schedule`, payload: { date: '2099-01-06', time: '10:00' } }) },
  { route: 'GET /api/schedule', expect: adminOnly(200), request: () => ({ url: '/api/schedule?from=2099-01-05&to=2099-01-11' }) },
  { route: 'GET /api/schedule/day-sheet/pdf', expect: adminOnly(200), request: (f) => ({ url: `/api/schedule/day-sheet/pdf?date=2099-01-05&technicianId=${f.technicianId}` }) },
  { route: 'GET /api/schedule/mine', expect: technicianOnly(200), request: () => ({ url: '/api/schedule/mine?date=2099-01-05' }) },
  {
    route: 'POST /api/schedule/mine/:id/progress',
    expect: technicianOnly(200),
    request: (f, actor) => ({ url: `/api/schedule/mine/${f.technicianVisitId}/progress`, payload: { key: `matrix-key-of-${actor}-0001`, step: 'on_way' } }),
  },
];

/** Quotes and invoices made out to the owner's e-mail, and fresh ones for calls that answer a quote once. */
async function serviceWorkFixtures(app: Awaited<ReturnType<typeof startTestApp>>['app'], admin: Record<string, string>) {
  const owner = { name: 'Owner Person', email: 'owner@example.com', phone: '08030004444', address: '' };
  const sentQuote = () => sendNewQuote(app, admin, solarQuote({ customer: owner }));
  const accepted = async () => {
    const quote = await sentQuote();
    await app.inject({ method: 'POST', url: `/api/quotes/link/${quote.token}/accept`, payload: { name: 'Owner Person' } });
    return quote;
  };
  const issuedInvoice = async () => {
    const created = (await app.inject({ method: 'POST', url: '/api/invoices', cookies: admin, payload: roofingInvoice({ customer: owner }) })).json();
    const sent = (await app.inject({ method: 'POST', url: `/api/invoices/${created._id}/send`, cookies: admin })).json();
    return { id: created._id as string, token: (sent.link as string).split('/').at(-1) ?? '' };
  };
  const acceptedQuote = await accepted();
  const deposit = (await app.inject({ method: 'POST', url: `/api/quotes/link/${acceptedQuote.token}/deposit` })).json();
  const ownerInvoice = await issuedInvoice();
  const paid = (await app.inject({ method: 'POST', url: `/api/invoices/${ownerInvoice.id}/payments`, cookies: admin, payload: { amount: 1000, method: 'cash', receivedOn: lagosClock().day } })).json();
  // Paid beyond what they ask, so each holds a credit to refund or apply.
  const creditedQuote = await accepted();
  await app.inject({ method: 'POST', url: `/api/quotes/${creditedQuote.id}/payments`, cookies: admin, payload: { amount: 3_000_000, method: 'bank_transfer', receivedOn: lagosClock().day } });
  const creditedInvoice = await issuedInvoice();
  await app.inject({ method: 'POST', url: `/api/invoices/${creditedInvoice.id}/payments`, cookies: admin, payload: { amount: 300_000, method: 'bank_transfer', receivedOn: lagosClock().day } });
  return {
    creditedQuoteId: creditedQuote.id,
    creditedInvoiceId: creditedInvoice.id,
    sentQuote,
    accepted,
    issuedInvoice,
    ownerQuote: await sentQuote(),
    acceptedQuote,
    depositReference: deposit.reference as string,
    draftQuoteId: (await app.inject({ method: 'POST', url: '/api/quotes', cookies: admin, payload: solarQuote() })).json()._id as string,
    ownerInvoice: { ...ownerInvoice, paymentId: paid.payments[0]._id as string },
    draftInvoiceId: (await app.inject({ method: 'POST', url: '/api/invoices', cookies: admin, payload: roofingInvoice() })).json()._id as string,
  };
}

async function createFixtures(testApp: Awaited<ReturnType<typeof startTestApp>>, database: DatabaseHandle) {
  const { app } = testApp;
  const sessions: Record<Actor, Record<string, string>> = {
    visitor: {},
    stranger: await signedInAs(app, database.db, 'stranger@example.com'),
    technician: await signedInAs(app, database.db, 'technician@example.com', 'technician', { name: 'Kola Technician', services: ['Rewinding'], workingHours: defaultWorkingHours }),
    admin: await signedInAs(app, database.db, 'admin@example.com', 'admin'),
    owner: await signedInAs(app, database.db, 'owner@example.com'),
  };
  const inject = (options: InjectOptions) => app.inject(options);
  const technicianId = (await inject({ method: 'GET', url: '/api/auth/profile', cookies: sessions.technician })).json()._id as string;
  // The technician rewinds; the visitors' Automation bookings are taken to arrange, however many arrive.
  const technicianVisitId = (await inject({ method: 'POST', url: '/api/booking', payload: { ...booking, service: 'Rewinding', time: '14:00' } })).json()._id as string;
  await inject({ method: 'PATCH', url: `/api/booking/${technicianVisitId}/schedule`, cookies: sessions.admin, payload: { date: '2099-01-05', time: '14:00', technicianId } });
  // The owner's visit, done by the technician with a photo of the inside of the owner's home.
  const photoVisitId = (await inject({ method: 'POST', url: '/api/booking', payload: { ...booking, service: 'Rewinding', email: 'owner@example.com', date: '2099-01-07' } })).json()._id as string;
  await inject({ method: 'PATCH', url: `/api/booking/${photoVisitId}/schedule`, cookies: sessions.admin, payload: { date: '2099-01-07', time: '09:00', technicianId } });
  const photoDone = { key: 'matrix-photo-visit-done-01', step: 'done', photos: [await imageDataUrl('#7c2d12')] };
  const photoVisit = (await inject({ method: 'POST', url: `/api/schedule/mine/${photoVisitId}/progress`, cookies: sessions.technician, payload: photoDone })).json();
  const product = await stockProduct(database.db, { name: 'Twin and Earth Cable', priceKobo: 5_850_000 });
  const spare = await stockProduct(database.db, { name: 'Breaker', priceKobo: 1_280_000 });
  const disposable = await stockProduct(database.db, { name: 'Old Stock', priceKobo: 100_000 });
  const ownerAddress = (await inject({ method: 'POST', url: '/api/address', cookies: sessions.owner, payload: address })).json();
  const spareAddress = (await inject({ method: 'POST', url: '/api/address', cookies: sessions.owner, payload: address })).json();
  await inject({ method: 'POST', url: '/api/cart', cookies: sessions.owner, payload: { productId: product.id } });
  const payment = (await inject({ method: 'POST', url: '/api/payments/initialize', cookies: sessions.owner, payload: { addressId: ownerAddress._id } })).json();
  await inject({ method: 'DELETE', url: '/api/cart', cookies: sessions.owner });
  const bookingId = (await inject({ method: 'POST', url: '/api/booking', payload: booking })).json()._id;
  await inject({ method: 'POST', url: '/api/contactlist', payload: { name: 'Sade Adu Olu', phone: '08030002222', message: 'Hello' } });
  const messageId = (await inject({ method: 'GET', url: '/api/contactlist', cookies: sessions.admin })).json().messages[0]._id;
  const ownerOrderId = (await inject({ method: 'GET', url: '/api/orders/user', cookies: sessions.owner })).json()[0]._id;
  const eventId = (await inject({ method: 'POST', url: '/api/events', cookies: sessions.admin, payload: { image: await imageDataUrl('#a15c07') } })).json()._id;
  const service = await serviceWorkFixtures(app, sessions.admin);
  const priceItem = await inject({ method: 'POST', url: '/api/quotes/price-list', cookies: sessions.admin, payload: { description: 'Site survey', unitPrice: 15_000 } });
  const customerId = (await inject({ method: 'GET', url: '/api/customers?limit=1', cookies: sessions.admin })).json().customers[0]._id as string;
  const timeOffId = (await inject({ method: 'POST', url: `/api/staff/${technicianId}/time-off`, cookies: sessions.admin, payload: { from: '2099-03-09', reason: 'leave' } })).json()._id as string;
  const holidayId = (await inject({ method: 'POST', url: '/api/holidays', cookies: sessions.admin, payload: { date: '2099-03-10', name: 'Fixture Day' } })).json()._id as string;
  return {
    timeOffId,
    holidayId,
    priceItemId: priceItem.json()._id as string,
    customerId,
    ...service,
    sessions,
    productId: product.id,
    spareProductId: spare.id,
    disposableProductId: disposable.id,
    ownerAddressId: ownerAddress._id as string,
    spareAddressId: spareAddress._id as string,
    ownerReference: payment.reference as string,
    bookingId: bookingId as string,
    messageId: messageId as string,
    ownerOrderId: ownerOrderId as string,
    eventId: eventId as string,
    technicianId,
    technicianVisitId,
    visitPhotoAddress: photoVisit.visit.photos[0] as string,
    /** A separate sign-in, for calls that end or rotate the session they are made with. */
    freshSession: async (actor: Actor) =>
      actor === 'visitor' ? {} : signedInAs(app, database.db, `${actor}-${Math.random().toString(36).slice(2)}@example.com`, actor === 'admin' || actor === 'technician' ? actor : 'customer'),
  };
}

describe.each(testDatabases())('who may call what, on the $name database', ({ open }) => {
  let database: DatabaseHandle;
  let testApp: Awaited<ReturnType<typeof startTestApp>>;
  let fixtures: Fixtures;

  beforeAll(async () => {
    database = await open();
    testApp = await startTestApp(database);
    fixtures = await createFixtures(testApp, database);
  });
  afterAll(async () => {
    await testApp.close();
    await database.close();
  });

  it('has a row for every /api route and a route for every row', () => {
    const registered = testApp.app.apiRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(matrix.map((row) => row.route).sort()).toEqual(registered);
  });

  it.each(matrix)('$route', async (row) => {
    const [method = 'GET'] = row.route.split(' ');
    for (const actor of actors) {
      const request = await row.request(fixtures, actor);
      const response = await testApp.app.inject({ method: method as InjectOptions['method'], cookies: fixtures.sessions[actor], ...request });
      expect(response.statusCode, `${row.route} as ${actor}: ${response.body.slice(0, 200)}`).toBe(row.expect[actor]);
      if (response.statusCode === 404) {
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    }
  });
});
