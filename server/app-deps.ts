import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { imageStoreOf, type ImageStore } from './images/storage';
import { visitPhotoStoreOf } from './images/visit-photos';
import { jobQueue, type JobQueue } from './jobs/queue';
import { listCursors, type ListCursors } from './lists/cursor';
import { mailOutbox, senderDomainOf, type Notify } from './mail/outbox';
import type { Mailer } from './mail/transport';
import { paystackProvider } from './payments/paystack';
import type { PaymentProvider } from './payments/provider';
import { sandboxProvider } from './payments/sandbox';

/**
 * What main.ts (or a test) builds before the app: settings, database and mail transport; with PostgreSQL
 * also its notifications and the use of its pool.
 */
export type ServerParts = { config: Config; db: Database; mailer: Mailer } & Partial<Pick<DatabaseHandle, 'listen' | 'poolUse'>>;

/** A person as a record names them, for the customers directory. */
export type Person = { name: string; email: string; phone: string; address?: string };

/**
 * The customers directory's two ways of noting a person (modules/customers/directory.ts says when each),
 * handed by the composition to every module that meets people: they note them without importing customers,
 * whose page reads those modules.
 */
export type CustomerDirectory = {
  /** A person the office vouches for, or who proved their e-mail: answers their row's id. */
  noteCustomer: (tx: Database, person: Person) => Promise<string | undefined>;
  /** A person nobody has vouched for: added when unknown, only marked as seen when known. */
  noteVisitor: (tx: Database, person: Person) => Promise<void>;
};

/** Whether this copy is on its way out (SIGTERM): it still answers, but asks the proxy for no new requests. */
export type Lifecycle = { draining: boolean };

/**
 * What every module is given, the parts and what is derived from them once at start: the logger, the image
 * store (a folder or a bucket), the payment provider (Paystack with a key, the local sandbox without), the job
 * queue, the notifier that mails through it, and the signer of list cursors; and the customers directory the
 * composition hands over.
 */
export type AppDeps = ServerParts & {
  log: FastifyBaseLogger;
  images: ImageStore;
  /** Visits' photos, never public (server/images/visit-photos.ts). */
  visitPhotos: ImageStore;
  paymentProvider: PaymentProvider;
  jobs: JobQueue;
  notify: Notify;
  cursors: ListCursors;
  lifecycle: Lifecycle;
  directory: CustomerDirectory;
};

function paymentProviderOf(config: Config, db: Database): PaymentProvider {
  const { secretKey, baseUrl } = config.paystack;
  return secretKey ? paystackProvider({ secretKey, baseUrl }) : sandboxProvider(db, config.publicUrl);
}

export function appDepsOf(parts: ServerParts, log: FastifyBaseLogger, directory: CustomerDirectory): AppDeps {
  const jobs = jobQueue(parts.db, log, { ...parts.config.jobs, pollMs: 1000 });
  return {
    ...parts,
    log,
    images: imageStoreOf(parts.config),
    visitPhotos: visitPhotoStoreOf(parts.config),
    paymentProvider: paymentProviderOf(parts.config, parts.db),
    jobs,
    notify: mailOutbox(jobs, parts.mailer, log, senderDomainOf(parts.config.mailFrom), parts.db),
    cursors: listCursors(parts.config.accessTokenSecret),
    lifecycle: { draining: false },
    directory,
  };
}
