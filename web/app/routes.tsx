import { Navigate, type RouteObject } from 'react-router';
import { adminBasePath } from '../../contracts/site-routes';
import { PageSpinner } from '../components/Spinner';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { AdminOnly, CustomersOnly, SignedInOnly, VisitorsOnly } from './guards';
import { SiteLayout } from './layouts/SiteLayout';
import { RouteError } from './RouteError';

/**
 * SPEC.md section 2. Every page but the home page is its own chunk, so a visitor never downloads the
 * account, cart, sign-in or admin code.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomePage },
      { path: 'about', lazy: () => import('../features/about/AboutPage').then((m) => ({ Component: m.AboutPage })) },
      {
        path: 'services',
        lazy: () => import('../features/services/ServicesPage').then((m) => ({ Component: m.ServicesPage })),
      },
      { path: 'book', lazy: () => import('../features/booking/BookingPage').then((m) => ({ Component: m.BookingPage })) },
      {
        path: 'bookings/manage/:token',
        lazy: () => import('../features/booking/ManageBookingPage').then((m) => ({ Component: m.ManageBookingPage })),
      },
      {
        path: 'confirm-email/:token',
        lazy: () => import('../features/auth/ConfirmEmailPage').then((m) => ({ Component: m.ConfirmEmailPage })),
      },
      {
        path: 'contact',
        lazy: () => import('../features/contact/ContactPage').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'products',
        lazy: () => import('../features/catalog/ProductsPage').then((m) => ({ Component: m.ProductsPage })),
      },
      {
        path: 'products/details/:id',
        lazy: () => import('../features/catalog/ProductDetailPage').then((m) => ({ Component: m.ProductDetailPage })),
      },
      {
        Component: SignedInOnly,
        children: [
          {
            path: 'account',
            Component: CustomersOnly,
            children: [
              {
                lazy: () => import('../features/account/AccountLayout').then((m) => ({ Component: m.AccountLayout })),
                children: [
                  { index: true, element: <Navigate to="info" replace /> },
                  {
                    path: 'info',
                    lazy: () =>
                      import('../features/account/AccountInfoPage').then((m) => ({ Component: m.AccountInfoPage })),
                  },
                  {
                    path: 'order',
                    lazy: () =>
                      import('../features/orders/OrderHistoryPage').then((m) => ({ Component: m.OrderHistoryPage })),
                  },
                  {
                    path: 'address',
                    lazy: () =>
                      import('../features/account/AddressesPage').then((m) => ({ Component: m.AddressesPage })),
                  },
                ],
              },
            ],
          },
          { path: 'cart', lazy: () => import('../features/cart/CartPage').then((m) => ({ Component: m.CartPage })) },
          {
            path: 'checkout',
            lazy: () => import('../features/checkout/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
          },
          {
            path: 'checkout-success',
            lazy: () =>
              import('../features/checkout/CheckoutSuccessPage').then((m) => ({ Component: m.CheckoutSuccessPage })),
          },
        ],
      },
      {
        Component: VisitorsOnly,
        children: [
          { path: 'login', lazy: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })) },
          { path: 'signup', lazy: () => import('../features/auth/SignupPage').then((m) => ({ Component: m.SignupPage })) },
          {
            path: 'check-email',
            lazy: () => import('../features/auth/CheckEmailPage').then((m) => ({ Component: m.CheckEmailPage })),
          },
          {
            path: 'activate/:token',
            lazy: () => import('../features/auth/ActivatePage').then((m) => ({ Component: m.ActivatePage })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('../features/auth/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: 'reset-password/:token',
            lazy: () => import('../features/auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
          },
        ],
      },
      {
        path: adminBasePath,
        Component: AdminOnly,
        children: [
          {
            lazy: () => import('../features/admin/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: () => import('../features/admin/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
              },
              {
                path: 'inbox',
                lazy: () => import('../features/contact/InboxPage').then((m) => ({ Component: m.InboxPage })),
              },
              {
                path: 'inbox/:id',
                lazy: () => import('../features/contact/InboxMessagePage').then((m) => ({ Component: m.InboxMessagePage })),
              },
              {
                path: 'products',
                lazy: () => import('../features/catalog/AdminProductsPage').then((m) => ({ Component: m.AdminProductsPage })),
              },
              {
                path: 'createproducts',
                lazy: () => import('../features/catalog/CreateProductPage').then((m) => ({ Component: m.CreateProductPage })),
              },
              {
                path: 'orders',
                lazy: () => import('../features/orders/AdminOrdersPage').then((m) => ({ Component: m.AdminOrdersPage })),
              },
              {
                path: 'bookings',
                lazy: () => import('../features/booking/BookingsPage').then((m) => ({ Component: m.BookingsPage })),
              },
              {
                path: 'event',
                lazy: () => import('../features/events/EventsPage').then((m) => ({ Component: m.EventsPage })),
              },
              {
                path: 'show-booking/:id',
                lazy: () => import('../features/booking/BookingDetailPage').then((m) => ({ Component: m.BookingDetailPage })),
              },
              {
                path: 'updateproduct/:id',
                lazy: () => import('../features/catalog/UpdateProductPage').then((m) => ({ Component: m.UpdateProductPage })),
              },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
