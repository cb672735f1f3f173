import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { uploadsDirOf } from './images/upload';
import { listCursors, type ListCursors } from './lists/cursor';
import { notifierOf, type Notify } from './mail/notifier';
import type { Mailer } from './mail/transport';
import { paystackProvider } from './payments/paystack';
import type { PaymentProvider } from './payments/provider';
import { sandboxProvider } from './payments/sandbox';

/** What main.ts (or a test) builds before the app: settings, database and mail transport. */
export type ServerParts = { config: Config; db: Database; mailer: Mailer };

/**
 * What every module is given, the parts and what is derived from them once at start: the logger, the
 * uploads folder, the payment provider (Paystack with a key, the local sandbox without), the notifier and
 * the signer of list cursors.
 */
export type AppDeps = ServerParts & { log: FastifyBaseLogger; uploadsDir: string; paymentProvider: PaymentProvider; notify: Notify; cursors: ListCursors };

function paymentProviderOf(config: Config, db: Database): PaymentProvider {
  const { secretKey, baseUrl } = config.paystack;
  return secretKey ? paystackProvider({ secretKey, baseUrl }) : sandboxProvider(db, config.publicUrl);
}

export function appDepsOf(parts: ServerParts, log: FastifyBaseLogger): AppDeps {
  return {
    ...parts,
    log,
    uploadsDir: uploadsDirOf(parts.config),
    paymentProvider: paymentProviderOf(parts.config, parts.db),
    notify: notifierOf(parts.mailer, log),
    cursors: listCursors(parts.config.accessTokenSecret),
  };
}
