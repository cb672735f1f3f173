import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { addressRoutes } from './modules/addresses/routes';
import { authRoutes } from './modules/auth/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { cartRoutes } from './modules/cart/routes';
import { contactRoutes } from './modules/contact/routes';
import { customerRoutes } from './modules/customers/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { deliveryRoutes } from './modules/delivery/routes';
import { eventRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { bankTransferRoutes, quoteMoneyRoutes, servicePayee, servicePaymentRoutes, takeBankTransfer } from './modules/invoices';
import { invoiceRoutes } from './modules/invoices/routes';
import { messageRoutes } from './modules/messages/routes';
import { shopPayee, shopPaymentRoutes } from './modules/orders';
import { orderRoutes } from './modules/orders/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { paymentRoutes } from './modules/payments/routes';
import { productRoutes } from './modules/products/routes';
import { quoteRoutes } from './modules/quotes/routes';
import { scheduleRoutes } from './modules/schedule/routes';
import { holidayRoutes, staffRoutes } from './modules/staff/routes';

type ApiScope = Parameters<FastifyPluginAsyncZod>[0];
/** A module's routes registered under its prefix, with the options they take beyond AppDeps. */
type MountedRoutes = (api: ApiScope, deps: AppDeps) => Promise<unknown>;

const mount =
  <Options extends AppDeps>(routes: FastifyPluginAsyncZod<Options>, prefix: string, ...extra: AppDeps extends Options ? [] : [Omit<Options, keyof AppDeps>]): MountedRoutes =>
  async (api, deps) =>
    api.register(routes, { ...deps, ...extra[0], prefix } as Options & { prefix: string });

/** Every module's routes under /api, in the order they are registered: adding a domain is one line here. */
export const apiModules: MountedRoutes[] = [
  mount(healthRoutes, '/health'),
  mount(authRoutes, '/auth'),
  mount(addressRoutes, '/address'),
  mount(bookingRoutes, '/booking'),
  mount(contactRoutes, '/contactlist'),
  mount(eventRoutes, '/events'),
  mount(cartRoutes, '/cart'),
  mount(deliveryRoutes, '/delivery'),
  mount(orderRoutes, '/orders'),
  // Payments are a layer below orders, quotes and invoices: it hands each verified report to its payee.
  mount(paymentRoutes, '/payments', { payees: [shopPayee, servicePayee], takeTransfer: takeBankTransfer }),
  mount(shopPaymentRoutes, '/payments'),
  mount(servicePaymentRoutes, '/payments'),
  mount(dashboardRoutes, '/admin'),
  mount(productRoutes, '/products'),
  mount(quoteRoutes, '/quotes'),
  mount(customerRoutes, '/customers'),
  mount(quoteMoneyRoutes, '/quotes'),
  mount(invoiceRoutes, '/invoices'),
  mount(bankTransferRoutes, '/transfers'),
  mount(outboxRoutes, '/mail'),
  mount(messageRoutes, '/messages'),
  mount(staffRoutes, '/staff'),
  mount(holidayRoutes, '/holidays'),
  mount(scheduleRoutes, '/schedule'),
];
