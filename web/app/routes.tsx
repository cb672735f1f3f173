import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { pageKeys, pages, type Audience, type Page, type PageKey } from '../../contracts/pages';
import { PageSpinner } from '../components/Spinner';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { AdminOnly, CustomersOnly, SignedInOnly, TechniciansOnly, VisitorsOnly } from './guards';
import { SiteLayout } from './layouts/SiteLayout';
import type { PageHandle } from './pageHandle';
import { RouteError } from './RouteError';

type PageRoute = Pick<RouteObject, 'Component' | 'lazy'>;
type DrawnPage = Exclude<PageKey, 'account' | 'admin'>;

const lazyPage = (load: () => Promise<ComponentType>): PageRoute => ({ lazy: async () => ({ Component: await load() }) });

/**
 * The component each page of the table draws. Every page but the home page is its own chunk, so a visitor
 * never downloads the account, cart, sign-in or admin code.
 */
const pageComponents: Record<DrawnPage, PageRoute> = {
  home: { Component: HomePage },
  about: lazyPage(() => import('../features/about/AboutPage').then((m) => m.AboutPage)),
  services: lazyPage(() => import('../features/services/ServicesPage').then((m) => m.ServicesPage)),
  book: lazyPage(() => import('../features/booking/BookingPage').then((m) => m.BookingPage)),
  contact: lazyPage(() => import('../features/contact/ContactPage').then((m) => m.ContactPage)),
  products: lazyPage(() => import('../features/catalog/ProductsPage').then((m) => m.ProductsPage)),
  product: lazyPage(() => import('../features/catalog/ProductDetailPage').then((m) => m.ProductDetailPage)),
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
  dashboard: lazyPage(() => import('../features/admin/DashboardPage').then((m) => m.DashboardPage)),
  inbox: lazyPage(() => import('../features/contact/InboxPage').then((m) => m.InboxPage)),
  inboxMessage: lazyPage(() => import('../features/contact/InboxMessagePage').then((m) => m.InboxMessagePage)),
  adminProducts: lazyPage(() => import('../features/catalog/AdminProductsPage').then((m) => m.AdminProductsPage)),
  createProduct: lazyPage(() => import('../features/catalog/CreateProductPage').then((m) => m.CreateProductPage)),
  updateProduct: lazyPage(() => import('../features/catalog/UpdateProductPage').then((m) => m.UpdateProductPage)),
  adminOrders: lazyPage(() => import('../features/orders/AdminOrdersPage').then((m) => m.AdminOrdersPage)),
  adminOrder: lazyPage(() => import('../features/orders/AdminOrderPage').then((m) => m.AdminOrderPage)),
  adminBookings: lazyPage(() => import('../features/booking/BookingsPage').then((m) => m.BookingsPage)),
  showBooking: lazyPage(() => import('../features/booking/BookingDetailPage').then((m) => m.BookingDetailPage)),
  events: lazyPage(() => import('../features/events/EventsPage').then((m) => m.EventsPage)),
  failedMail: lazyPage(() => import('../features/outbox/FailedMailPage').then((m) => m.FailedMailPage)),
  unmatchedMoney: lazyPage(() => import('../features/transfers/UnmatchedMoneyPage').then((m) => m.UnmatchedMoneyPage)),
  quote: lazyPage(() => import('../features/quotes/QuotePage').then((m) => m.QuotePage)),
  invoice: lazyPage(() => import('../features/invoices/InvoicePage').then((m) => m.InvoicePage)),
  accountQuotes: lazyPage(() => import('../features/quotes/AccountQuotesPage').then((m) => m.AccountQuotesPage)),
  accountQuote: lazyPage(() => import('../features/quotes/QuotePage').then((m) => m.QuotePage)),
  accountInvoice: lazyPage(() => import('../features/invoices/InvoicePage').then((m) => m.InvoicePage)),
  adminQuotes: lazyPage(() => import('../features/quotes/AdminQuotesPage').then((m) => m.AdminQuotesPage)),
  newQuote: lazyPage(() => import('../features/quotes/NewQuotePage').then((m) => m.NewQuotePage)),
  adminQuote: lazyPage(() => import('../features/quotes/AdminQuotePage').then((m) => m.AdminQuotePage)),
  adminInvoices: lazyPage(() => import('../features/invoices/AdminInvoicesPage').then((m) => m.AdminInvoicesPage)),
  newInvoice: lazyPage(() => import('../features/invoices/NewInvoicePage').then((m) => m.NewInvoicePage)),
  adminInvoice: lazyPage(() => import('../features/invoices/AdminInvoicePage').then((m) => m.AdminInvoicePage)),
  priceList: lazyPage(() => import('../features/quotes/PriceListPage').then((m) => m.PriceListPage)),
  adminSchedule: lazyPage(() => import('../features/schedule/SchedulePage').then((m) => m.SchedulePage)),
  adminStaff: lazyPage(() => import('../features/staff/StaffPage').then((m) => m.StaffPage)),
  adminCustomers: lazyPage(() => import('../features/customers/CustomersPage').then((m) => m.CustomersPage)),
  adminCustomer: lazyPage(() => import('../features/customers/CustomerPage').then((m) => m.CustomerPage)),
  welcome: lazyPage(() => import('../features/staff/WelcomePage').then((m) => m.WelcomePage)),
  technicianDay: lazyPage(() => import('../features/visits/TechnicianDayPage').then((m) => m.TechnicianDayPage)),
  technicianTimeOff: lazyPage(() => import('../features/visits/MyTimeOffPage').then((m) => m.MyTimeOffPage)),
};

function routeOf(key: PageKey): RouteObject {
  const page: Page = pages[key];
  const handle: PageHandle = { page: key };
  if (page.redirectTo) return { path: page.path, handle, element: <Navigate to={page.redirectTo} replace /> };
  return { path: page.path, handle, ...pageComponents[key as DrawnPage] };
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
        Component: AdminOnly,
        children: [{ lazy: () => import('../features/admin/AdminLayout').then((m) => ({ Component: m.AdminLayout })), children: routesFor('admins') }],
      },
      { Component: TechniciansOnly, children: routesFor('technicians') },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
