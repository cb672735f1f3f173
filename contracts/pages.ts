import { company } from './company';

/**
 * Every page of the site, once: its address, its name, who may see it, whether search engines may list it,
 * whether the server draws it, and whether its address carries a secret. The web app's routes, titles,
 * guards and header rules, and the server's 404 list, <head>, sitemap, robots.txt and referrer rule are all
 * read from this table (SPEC.md section 2).
 */

/** Where the admin area lives: SPEC.md's /admin-{name}. */
export const adminBasePath = '/admin-dashboard';

/**
 * Who may see a page. 'visitors' are not signed in (a signed-in user goes where a sign-in lands: the page
 * they were sent from, else an admin's back office, a technician's day or home); 'signedIn' pages show the
 * login form to visitors; 'customers' pages send an admin to the back office; 'admins' pages show visitors
 * the login form too, and send anyone else signed in to the 404 page; 'technicians' pages (a technician's
 * day) likewise send anyone else to the 404 page.
 */
export type Audience = 'everyone' | 'visitors' | 'signedIn' | 'customers' | 'admins' | 'technicians';

export type Page = {
  path: string;
  /** The page's name: the browser's title is `${title} | ${company.name}`. */
  title: string;
  /** What link previews and search engines show; private pages share the company's line. */
  description?: string;
  audience: Audience;
  /** Listed in the sitemap and open to search engines. */
  indexed?: boolean;
  /** Sent drawn by the server, with the answers its route declares (the page's data: web/lib/pageData.ts). */
  serverDrawn?: boolean;
  /** The address carries a secret token: it must not leak to other sites through the Referer header. */
  secretInPath?: boolean;
  /** An address that only forwards to another page. */
  redirectTo?: string;
  /** The page names itself from what it shows (a product's name), once that has loaded. */
  titleFromContent?: boolean;
};

export const pages = {
  home: {
    path: '/',
    title: 'Electrical, Solar and Automation Services in Ibadan',
    description: `${company.tagline} Electrical installation, solar, automation, fire alarm and security systems for homes, estates and factories in Ibadan since ${company.established}. Book a technician or shop online.`,
    audience: 'everyone',
    indexed: true,
    serverDrawn: true,
  },
  about: {
    path: '/about',
    title: 'About Us',
    description: `Who we are: an Ibadan electrical and automation engineering firm serving homes, estates and factories since ${company.established}.`,
    audience: 'everyone',
    indexed: true,
    serverDrawn: true,
  },
  services: {
    path: '/services',
    title: 'Services',
    description: 'Industrial panel design, motor rewinding, automation, fire alarm systems, electrical installation, solar, alternators, appliance repair, security and embedded systems.',
    audience: 'everyone',
    indexed: true,
    serverDrawn: true,
  },
  book: {
    path: '/book',
    title: 'Book a Technician',
    description: 'Book a qualified technician for installation, repairs, solar or automation. We confirm within 1-2 business hours; reschedule free up to 1 hour before.',
    audience: 'everyone',
    indexed: true,
    serverDrawn: true,
  },
  contact: {
    path: '/contact',
    title: 'Contact',
    description: `Call ${company.phones[0]}, chat on WhatsApp, e-mail ${company.email} or visit us at ${company.address}.`,
    audience: 'everyone',
    indexed: true,
    serverDrawn: true,
  },
  products: {
    path: '/products',
    title: 'Shop',
    description: 'Cables, breakers, inverters, solar panels, batteries and sensors, priced in naira and delivered from Ibadan. Pay securely by card.',
    audience: 'everyone',
    indexed: true,
    serverDrawn: true,
  },
  /** A category's own page: its name and words come from the office's categories (GET /products/categories). */
  category: { path: '/products/category/:slug', title: 'Category', audience: 'everyone', indexed: true, serverDrawn: true, titleFromContent: true },
  product: { path: '/products/details/:id', title: 'Product', audience: 'everyone', indexed: true, serverDrawn: true, titleFromContent: true },
  manageBooking: { path: '/bookings/manage/:token', title: 'Your booking', audience: 'everyone', secretInPath: true },
  confirmEmail: { path: '/confirm-email/:token', title: 'Confirm your email', audience: 'everyone', secretInPath: true },
  quote: { path: '/quotes/:token', title: 'Your quote', audience: 'everyone', secretInPath: true, serverDrawn: true },
  invoice: { path: '/invoices/:token', title: 'Your invoice', audience: 'everyone', secretInPath: true },
  messageOptOut: { path: '/stop/:token', title: 'Stop our SMS', audience: 'everyone', secretInPath: true, serverDrawn: true },

  account: { path: '/account', title: 'Account', audience: 'customers', redirectTo: '/account/info' },
  accountInfo: { path: '/account/info', title: 'Account Info', audience: 'customers' },
  orderHistory: { path: '/account/order', title: 'Order History', audience: 'customers' },
  addresses: { path: '/account/address', title: 'Addresses', audience: 'customers' },
  accountQuotes: { path: '/account/quotes', title: 'Quotes & Invoices', audience: 'customers' },
  accountQuote: { path: '/account/quotes/:id', title: 'Quote', audience: 'customers' },
  accountInvoice: { path: '/account/invoices/:id', title: 'Invoice', audience: 'customers' },
  cart: { path: '/cart', title: 'Cart', audience: 'signedIn' },
  checkout: { path: '/checkout', title: 'Checkout', audience: 'signedIn' },
  checkoutSuccess: { path: '/checkout-success', title: 'Payment', audience: 'signedIn' },

  login: { path: '/login', title: 'Login', audience: 'visitors' },
  signup: { path: '/signup', title: 'Sign Up', audience: 'visitors' },
  checkEmail: { path: '/check-email', title: 'Check your e-mail', audience: 'visitors' },
  activate: { path: '/activate/:token', title: 'Activate Account', audience: 'visitors', secretInPath: true },
  forgotPassword: { path: '/forgot-password', title: 'Forgot Password', audience: 'visitors' },
  resetPassword: { path: '/reset-password/:token', title: 'Reset Password', audience: 'visitors', secretInPath: true },
  signInLink: { path: '/sign-in/:token', title: 'Sign in', audience: 'visitors', secretInPath: true },
  welcome: { path: '/welcome/:token', title: 'Set your password', audience: 'visitors', secretInPath: true },

  technicianDay: { path: '/my-day', title: 'My day', audience: 'technicians' },
  technicianTimeOff: { path: '/my-day/time-off', title: 'My time off and hours', audience: 'technicians' },

  admin: { path: adminBasePath, title: 'Dashboard', audience: 'admins', redirectTo: `${adminBasePath}/dashboard` },
  dashboard: { path: `${adminBasePath}/dashboard`, title: 'Dashboard', audience: 'admins' },
  inbox: { path: `${adminBasePath}/inbox`, title: 'Inbox', audience: 'admins' },
  inboxMessage: { path: `${adminBasePath}/inbox/:id`, title: 'Message', audience: 'admins' },
  adminProducts: { path: `${adminBasePath}/products`, title: 'All Products', audience: 'admins' },
  createProduct: { path: `${adminBasePath}/createproducts`, title: 'Create Products', audience: 'admins' },
  updateProduct: { path: `${adminBasePath}/updateproduct/:id`, title: 'Update Product', audience: 'admins' },
  adminCategories: { path: `${adminBasePath}/categories`, title: 'Categories', audience: 'admins' },
  adminOrders: { path: `${adminBasePath}/orders`, title: 'Order History', audience: 'admins' },
  adminOrder: { path: `${adminBasePath}/orders/:id`, title: 'Order', audience: 'admins' },
  adminBookings: { path: `${adminBasePath}/bookings`, title: 'Booking History', audience: 'admins' },
  showBooking: { path: `${adminBasePath}/show-booking/:id`, title: 'Booking', audience: 'admins' },
  events: { path: `${adminBasePath}/event`, title: 'Events', audience: 'admins' },
  adminQuotes: { path: `${adminBasePath}/quotes`, title: 'Quotes', audience: 'admins' },
  newQuote: { path: `${adminBasePath}/quotes/new`, title: 'New Quote', audience: 'admins' },
  adminQuote: { path: `${adminBasePath}/quotes/:id`, title: 'Quote', audience: 'admins' },
  adminInvoices: { path: `${adminBasePath}/invoices`, title: 'Invoices', audience: 'admins' },
  newInvoice: { path: `${adminBasePath}/invoices/new`, title: 'New Invoice', audience: 'admins' },
  adminInvoice: { path: `${adminBasePath}/invoices/:id`, title: 'Invoice', audience: 'admins' },
  priceList: { path: `${adminBasePath}/price-list`, title: 'Price List', audience: 'admins' },
  failedMail: { path: `${adminBasePath}/failed-mail`, title: 'Failed Mail', audience: 'admins' },
  undeliveredMessages: { path: `${adminBasePath}/undelivered-messages`, title: 'Undelivered Messages', audience: 'admins' },
  unmatchedMoney: { path: `${adminBasePath}/unmatched-money`, title: 'Unmatched money', audience: 'admins' },
  bankStatement: { path: `${adminBasePath}/bank-statement`, title: 'Bank statement', audience: 'admins' },
  reconciliation: { path: `${adminBasePath}/reconciliation`, title: 'Reconciliation', audience: 'admins' },
  adminSchedule: { path: `${adminBasePath}/schedule`, title: 'Schedule', audience: 'admins' },
  adminStaff: { path: `${adminBasePath}/staff`, title: 'Staff', audience: 'admins' },
  adminCustomers: { path: `${adminBasePath}/customers`, title: 'Customers', audience: 'admins' },
  adminCustomer: { path: `${adminBasePath}/customers/:id`, title: 'Customer', audience: 'admins' },
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof pages;

export const pageKeys = Object.keys(pages) as PageKey[];

/** The 404 page is not in the table: it is whatever no entry matches. */
export const notFoundTitle = 'Page not found';

/** Not a known path, so the catch-all route answers it with the 404 page. */
export const notFoundPath = '/not-found';

/** `${title} | ${company name}`; the home page leads with the company's name. */
export function documentTitleOf(title: string, key?: PageKey): string {
  return key === 'home' ? `${company.name} | ${title}` : `${title} | ${company.name}`;
}

/** A page's address with its parameters filled in: pathTo('showBooking', { id }). */
export function pathTo(key: PageKey, params: Record<string, string> = {}): string {
  return pages[key].path.replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** What a new quote starts from, named in its address: an inbox message or a booking (the quote form reads it). */
export type QuoteSource = { fromMessage: string } | { fromBooking: string };

/** The way to a new quote carrying the customer over from an inbox message or a booking ("Make a quote"). */
export const newQuotePath = (source: QuoteSource): string => `${pathTo('newQuote')}?${new URLSearchParams(source).toString()}`;

/** The way to a new invoice carrying the customer over from a booking ("Make an invoice"), as a quote's. */
export const newInvoicePath = (source: { fromBooking: string }): string => `${pathTo('newInvoice')}?${new URLSearchParams(source).toString()}`;

function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const matchers = pageKeys.map((key) => ({ key, pattern: patternOf(pages[key].path) }));

/** The page an address shows, or undefined for the 404 page. */
export function pageAt(pathname: string): PageKey | undefined {
  return matchers.find((matcher) => matcher.pattern.test(pathname))?.key;
}

/** The site's header and footer show on every page but the admin area's and the technician's (each has its own frame) and the 404 page. */
export function showsSiteChrome(pathname: string): boolean {
  const key = pageAt(pathname);
  return key !== undefined && pages[key].audience !== 'admins' && pages[key].audience !== 'technicians';
}

/**
 * The back office's pages, which the server draws with the signed-in admin's own answers (and never lets a
 * cache keep): on a phone the first records are on screen before any script has run.
 */
export function isBackOfficePage(pathname: string): boolean {
  const key = pageAt(pathname);
  const page: Page | undefined = key && pages[key];
  return page !== undefined && page.audience === 'admins' && !page.redirectTo;
}

/** What robots.txt keeps search engines from: each page not indexed, up to its first parameter, and the API. */
export function privatePathPrefixes(): string[] {
  const prefixes = pageKeys.filter((key) => !('indexed' in pages[key])).map((key) => pages[key].path.replace(/:[^/]+.*$/, ''));
  return [...new Set([...prefixes, '/api/'])];
}
