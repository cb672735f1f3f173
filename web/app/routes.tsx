import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { pageKeys, pages, type Audience, type Page, type PageKey } from '../../contracts/pages';
import { PageSpinner } from '../components/Spinner';
import { homeData, HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { AdminOnly, CustomersOnly, SignedInOnly, TechniciansOnly, VisitorsOnly } from './guards';
import { SiteLayout } from './layouts/SiteLayout';
import type { PageHandle } from './pageHandle';
import { RouteError } from './RouteError';
import { loaderOf } from './pageLoader';
import type { PageData } from '../lib/pageData';
import { profileQueryOptions } from '../features/auth/session';
import { yieldToBrowser } from '../page-life/yieldToBrowser';

type PageRoute = Pick<RouteObject, 'Component' | 'lazy' | 'loader'>;
type DrawnPage = Exclude<PageKey, 'account' | 'admin'>;
/** A page's module as a route takes it: the component, and the data it draws with (lib/pageData.ts). */
type PageModule = { Component: ComponentType; data: PageData };

/** A page in a chunk of its own; its declared data, if any, comes with it and loads before the page draws. */
const lazyPage = (load: () => Promise<ComponentType | PageModule>): PageRoute => ({
  lazy: async () => {
    const page = await load();
    return typeof page === 'function' ? { Component: page } : { Component: page.Component, loader: loaderOf(page.data) };
  },
});

/**
 * The component each page of the table draws. Every page but the home page is its own chunk, so a visitor
 * never downloads the account, cart, sign-in or admin code.
 */
const pageComponents: Record<DrawnPage, PageRoute> = {
  home: { Component: HomePage, loader: loaderOf(homeData) },
  about: lazyPage(() => import('../features/about/AboutPage').then((m) => m.AboutPage)),
  services: lazyPage(() => import('../features/services/ServicesPage').then((m) => m.ServicesPage)),
  book: lazyPage(() => import('../features/booking/BookingPage').then((m) => m.BookingPage)),
  contact: lazyPage(() => import('../features/contact/ContactPage').then((m) => m.ContactPage)),
  products: lazyPage(() => import('../features/catalog/ProductsPage').then((m) => ({ Component: m.ProductsPage, data: m.productsData }))),
  category: lazyPage(() => import('../features/catalog/CategoryPage').then((m) => ({ Component: m.CategoryPage, data: m.categoryData }))),
  product: lazyPage(() => import('../features/catalog/ProductDetailPage').then((m) => ({ Component: m.ProductDetailPage, data: m.productData }))),
  manageBooking: lazyPage(() => import('../features/booking/ManageBookingPage').then((m) => m.ManageBookingPage)),
  confirmEmail: lazyPage(() => import('../features/auth/ConfirmEmailPage').then((m) => m.ConfirmEmailPage)),
  accountInfo: lazyPage(() => import('../features/account/AccountInfoPage').then((m) => m.AccountInfoPage)),
  orderHistory: lazyPage(() => import('../features/orders/OrderHistoryPage').then((m) => m.OrderHistoryPage)),
  addresses: lazyPage(() => import('../features/account/AddressesPage').then((m) => m.AddressesPage)),
  cart: lazyPage(() => import('../features/cart/CartPage').then((m) => m.CartPage)),
  checkout: lazyPage(() => import('../features/checkout/CheckoutPage').then((m) => m.CheckoutPage)),
  checkoutSuccess: lazyPage(() => import('../features/checkout/CheckoutSuccessPage').then((m) => m.CheckoutSuccessPage)),
  login: lazyPage(() => import('../features/auth/LoginPage').then((m) => m.LoginPage)),
  signup: lazyPage(() => import('../features/auth/SignupPage').then((m) => m.SignupPage)),
  checkEmail: lazyPage(() => import('../features/auth/CheckEmailPage').then((m) => m.CheckEmailPage)),
  activate: lazyPage(() => import('../features/auth/ActivatePage').then((m) => m.ActivatePage)),
  forgotPassword: lazyPage(() => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  resetPassword: lazyPage(() => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  signInLink: lazyPage(() => import('../features/auth/SignInLinkPage').then((m) => m.SignInLinkPage)),
  dashboard: lazyPage(() => import('../features/admin/DashboardPage').then((m) => ({ Component: m.DashboardPage, data: m.dashboardData }))),
  inbox: lazyPage(() => import('../features/contact/InboxPage').then((m) => ({ Component: m.InboxPage, data: m.inboxData }))),
  inboxMessage: lazyPage(() => import('../features/contact/InboxMessagePage').then((m) => ({ Component: m.InboxMessagePage, data: m.inboxMessageData }))),
  adminProducts: lazyPage(() => import('../features/catalog/AdminProductsPage').then((m) => ({ Component: m.AdminProductsPage, data: m.adminProductsData }))),
  createProduct: lazyPage(() => import('../features/catalog/CreateProductPage').then((m) => ({ Component: m.CreateProductPage, data: m.createProductData }))),
  updateProduct: lazyPage(() => import('../features/catalog/UpdateProductPage').then((m) => ({ Component: m.UpdateProductPage, data: m.updateProductData }))),
  adminCategories: lazyPage(() => import('../features/catalog/AdminCategoriesPage').then((m) => ({ Component: m.AdminCategoriesPage, data: m.adminCategoriesData }))),
  adminOrders: lazyPage(() => import('../features/orders/AdminOrdersPage').then((m) => ({ Component: m.AdminOrdersPage, data: m.adminOrdersData }))),
  adminOrder: lazyPage(() => import('../features/orders/AdminOrderPage').then((m) => ({ Component: m.AdminOrderPage, data: m.adminOrderData }))),
  adminBookings: lazyPage(() => import('../features/booking/BookingsPage').then((m) => ({ Component: m.BookingsPage, data: m.bookingsData }))),
  showBooking: lazyPage(() => import('../features/booking/BookingDetailPage').then((m) => ({ Component: m.BookingDetailPage, data: m.bookingDetailData }))),
  events: lazyPage(() => import('../features/events/EventsPage').then((m) => ({ Component: m.EventsPage, data: m.eventsData }))),
  failedMail: lazyPage(() => import('../features/outbox/FailedMailPage').then((m) => ({ Component: m.FailedMailPage, data: m.failedMailData }))),
  messageOptOut: lazyPage(() => import('../features/messages/OptOutPage').then((m) => ({ Component: m.OptOutPage, data: m.optOutData }))),
  undeliveredMessages: lazyPage(() => import('../features/messages/UndeliveredMessagesPage').then((m) => ({ Component: m.UndeliveredMessagesPage, data: m.undeliveredMessagesData }))),
  unmatchedMoney: lazyPage(() => import('../features/transfers/UnmatchedMoneyPage').then((m) => ({ Component: m.UnmatchedMoneyPage, data: m.unmatchedMoneyData }))),
  reconciliation: lazyPage(() => import('../features/transfers/ReconciliationPage').then((m) => ({ Component: m.ReconciliationPage, data: m.reconciliationData }))),
  bankStatement: lazyPage(() => import('../features/transfers/BankStatementPage').then((m) => ({ Component: m.BankStatementPage, data: m.bankStatementData }))),
  quote: lazyPage(() => import('../features/quotes/QuotePage').then((m) => ({ Component: m.QuotePage, data: m.quoteData }))),
  invoice: lazyPage(() => import('../features/invoices/InvoicePage').then((m) => m.InvoicePage)),
  accountQuotes: lazyPage(() => import('../features/quotes/AccountQuotesPage').then((m) => m.AccountQuotesPage)),
  accountQuote: lazyPage(() => import('../features/quotes/QuotePage').then((m) => m.QuotePage)),
  accountInvoice: lazyPage(() => import('../features/invoices/InvoicePage').then((m) => m.InvoicePage)),
  adminQuotes: lazyPage(() => import('../features/quotes/AdminQuotesPage').then((m) => ({ Component: m.AdminQuotesPage, data: m.adminQuotesData }))),
  newQuote: lazyPage(() => import('../features/quotes/NewQuotePage').then((m) => ({ Component: m.NewQuotePage, data: m.newQuoteData }))),
  adminQuote: lazyPage(() => import('../features/quotes/AdminQuotePage').then((m) => ({ Component: m.AdminQuotePage, data: m.adminQuoteData }))),
  adminInvoices: lazyPage(() => import('../features/invoices/AdminInvoicesPage').then((m) => ({ Component: m.AdminInvoicesPage, data: m.adminInvoicesData }))),
  newInvoice: lazyPage(() => import('../features/invoices/NewInvoicePage').then((m) => ({ Component: m.NewInvoicePage, data: m.newInvoiceData }))),
  adminInvoice: lazyPage(() => import('../features/invoices/AdminInvoicePage').then((m) => ({ Component: m.AdminInvoicePage, data: m.adminInvoiceData }))),
  priceList: lazyPage(() => import('../features/quotes/PriceListPage').then((m) => ({ Component: m.PriceListPage, data: m.priceListData }))),
  adminSchedule: lazyPage(() => import('../features/schedule/SchedulePage').then((m) => ({ Component: m.SchedulePage, data: m.scheduleData }))),
  adminStaff: lazyPage(() => import('../features/staff/StaffPage').then((m) => ({ Component: m.StaffPage, data: m.staffData }))),
  adminCustomers: lazyPage(() => import('../features/customers/CustomersPage').then((m) => ({ Component: m.CustomersPage, data: m.customersData }))),
  adminCustomer: lazyPage(() => import('../features/customers/CustomerPage').then((m) => ({ Component: m.CustomerPage, data: m.customerData }))),
  welcome: lazyPage(() => import('../features/staff/WelcomePage').then((m) => m.WelcomePage)),
  technicianDay: lazyPage(() => import('../features/visits/TechnicianDayPage').then((m) => m.TechnicianDayPage)),
  technicianTimeOff: lazyPage(() => import('../features/visits/MyTimeOffPage').then((m) => m.MyTimeOffPage)),
};

/**
 * The back office's pages share zod and the form library, and a page's schemas are built as its code is
 * evaluated. Evaluated together with the page, they held a phone's main thread for one stretch of 440 ms at
 * 4x slowdown on the invoices list; each in a task of its own first, the browser answers in between
 * (page-life rule 2). zod comes in through the lists' own schemas, never as `import('zod')`: asking for the
 * whole namespace kept every one of zod's locales in the bundle (91 KB compressed instead of 24).
 */
async function officeLibrariesFirst(): Promise<void> {
  if (typeof document === 'undefined') return;
  await import('../../contracts/lists.schemas');
  await yieldToBrowser();
  await import('react-hook-form');
  await yieldToBrowser();
}

function routeOf(key: PageKey): RouteObject {
  const page: Page = pages[key];
  const handle: PageHandle = { page: key };
  if (page.redirectTo) return { path: page.path, handle, element: <Navigate to={page.redirectTo} replace /> };
  const route = pageComponents[key as DrawnPage];
  const lazy = route.lazy;
  // Named by its key: the browser tells its router that the page on screen has its data (appRouter.ts).
  if (page.audience !== 'admins' || typeof lazy !== 'function') return { id: key, path: page.path, handle, ...route };
  return { id: key, path: page.path, handle, ...route, lazy: () => officeLibrariesFirst().then(lazy) };
}

const routesFor = (audience: Audience) => pageKeys.filter((key) => pages[key].audience === audience).map(routeOf);

/**
 * SPEC.md section 2, read from contracts/pages.ts: each page's audience puts it behind its guard, and the
 * account and admin pages inside their frames.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      ...routesFor('everyone'),
      {
        Component: SignedInOnly,
        children: [
          ...routesFor('signedIn'),
          {
            Component: CustomersOnly,
            children: [{ lazy: () => import('../features/account/AccountLayout').then((m) => ({ Component: m.AccountLayout })), children: routesFor('customers') }],
          },
        ],
      },
      { Component: VisitorsOnly, children: routesFor('visitors') },
      {
        id: 'admins',
        Component: AdminOnly,
        // Who is signed in decides whether the back office shows; its frame counts what waits in the inbox.
        loader: loaderOf(({ queryClient }) => [queryClient.ensureQueryData(profileQueryOptions)]),
        children: [
          {
            id: 'adminFrame',
            lazy: () => import('../features/admin/AdminLayout').then((m) => ({ Component: m.AdminLayout, loader: loaderOf(m.adminFrameData) })),
            children: routesFor('admins'),
          },
        ],
      },
      { Component: TechniciansOnly, children: routesFor('technicians') },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
