import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { standardVatPercent } from '../contracts/money';
import type { CompanyBilling } from '../contracts/money.schemas';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const secret = z.string().min(32, 'must be at least 32 characters long');

/** An address as mail headers take it: `office@example.com` or `Office <office@example.com>`. */
const mailbox = z.string().refine((value) => z.email().safeParse(/<([^<>]+)>$/.exec(value)?.[1] ?? value).success, 'must be an e-mail address, alone or as Name <address>');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Brightwire Electrical <no-reply@brightwire.ng>'),
  COMPANY_EMAIL: z.email().default('info@brightwire.ng'),
  MAIL_REPLY_TO: optionalText.pipe(mailbox.optional()),
  REVIEW_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYSTACK_SECRET_KEY: optionalText,
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  PAYSTACK_DEDICATED_ACCOUNTS: z
    .string()
    .trim()
    .regex(/^([a-z0-9-]{2,50})?$/, "Paystack's slug of the bank, such as wema-bank or titan-paystack")
    .default(''),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText.pipe(z.string().regex(/^\d+$/, "digits only: the phone number's ID in WhatsApp Manager, not the number").optional()),
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters long').optional()),
  WHATSAPP_API_BASE_URL: z.url().default('https://graph.facebook.com/v23.0'),
  TERMII_API_KEY: optionalText,
  TERMII_SENDER_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9 .-]{3,11}$/, 'a registered sender ID of 3 to 11 letters or digits')
      .optional(),
  ),
  TERMII_SECRET_KEY: optionalText,
  TERMII_BASE_URL: z.url().default('https://api.ng.termii.com'),
  ACCESS_TOKEN_SECRET: optionalText.pipe(secret.optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, 'must be at least 6 characters long').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(900),
  AUTH_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  AUTH_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  AUTH_LIMIT_PER_DEVICE: z.coerce.number().int().min(1).default(5),
  SIGNUP_ANSWER_FLOOR_MS: z.coerce.number().int().min(0).max(10_000).default(300),
  FORM_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  CLIENT_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  CLIENT_BODY_WINDOW_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  CLIENT_BODY_MIN_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(8 * 1024),
  PAYMENT_RECHECK_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(5 * 60 * 1000),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  VAT_RATE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-9, 'at most two decimals, such as 7.5')
    .default(standardVatPercent),
  BANK_NAME: z.string().trim().max(100).default(''),
  BANK_ACCOUNT_NAME: z.string().trim().max(100).default(''),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(/^(\d{10})?$/, 'a Nigerian account number has 10 digits')
    .default(''),
  COMPANY_TIN: z.string().trim().max(30).default(''),
  SERVICE_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(86_400_000)
    .default(60 * 60 * 1000),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform(trustProxyOf)
    .refine((value) => value !== undefined, 'true, false, a number of proxy hops, or proxy addresses and CIDR ranges separated by commas'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  S3_BUCKET: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  TOKEN_ISSUER: z.string().trim().min(1).default('brightwire'),
  JOB_CLAIM_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters long').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

type Environment = z.infer<typeof environmentSchema>;

/** As Fastify's trustProxy takes it: true, a number of hops in front of the server, or their addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string[];

const addressOrRange = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;

function trustProxyOf(value: string): TrustProxy | undefined {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return addresses.length > 0 && addresses.every((address) => addressOrRange.test(address) || ['loopback', 'linklocal', 'uniquelocal'].includes(address)) ? addresses : undefined;
}

export type Config = {
  nodeEnv: Environment['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  companyEmail: string;
  /** Where replies to any mail go: the office, though mail comes from a no-reply sender. */
  mailReplyTo: string;
  /** The company's review page (its Google reviews, say), linked from the thank-you mail after a visit. */
  reviewUrl: string | undefined;
  paystack: { secretKey: string | undefined; baseUrl: string };
  /** Set (the bank's slug with Paystack), each customer with a phone and an e-mail is given an account number of their own to pay into. */
  dedicatedAccountsBank: string | undefined;
  /** Meta's WhatsApp Cloud API (server/messaging/): unset, WhatsApp messages are written to DATA_DIR/outbox. */
  whatsApp: { token: string; phoneNumberId: string; appSecret: string; verifyToken: string; baseUrl: string } | undefined;
  /** Termii for SMS, its secret key checking delivery reports: unset, SMS are written to DATA_DIR/outbox. */
  termii: { apiKey: string; senderId: string; secretKey: string; baseUrl: string } | undefined;
  accessTokenSecret: string;
  accessTokenTtlSeconds: number;
  /**
   * Sign-up and password-reset attempts, and failed sign-ins, allowed per 15 minutes; `perDevice` is the
   * failed sign-ins of a browser that signed in to the account before (sign-in-throttle.ts).
   */
  authLimits: { perEmail: number; perIp: number; perDevice: number };
  /** No sign-up is answered sooner, so its timing does not tell whether the e-mail has an account. */
  signupAnswerFloorMs: number;
  /** Bookings and contact messages one address may send per hour. */
  formLimitPerIp: number;
  bootstrapAdmin: { email: string; password: string } | undefined;
  logLevel: Environment['LOG_LEVEL'];
  /** Which forwarding proxies' X-Forwarded-For to believe, so rate limits see the customer's own address. */
  trustProxy: TrustProxy;
  /** Connections each server copy keeps to PostgreSQL. */
  databasePoolSize: number;
  /** Uploaded images in this bucket (the AWS SDK's own settings reach it); on DATA_DIR's disk without. */
  s3: { bucket: string; forcePathStyle: boolean } | undefined;
  /** Names the sign-in tokens' signer: every copy sharing ACCESS_TOKEN_SECRET must use the same. */
  tokenIssuer: string;
  /** The job queue (server/jobs/queue.ts): how long a claim lasts unextended, the first wait before a retry, jobs at once per copy. */
  jobs: { claimMs: number; retryBaseMs: number; concurrency: number };
  /** How long a stopping copy keeps serving while it reports not ready, so the proxy stops sending it requests. */
  shutdownGraceMs: number;
  /** The bearer token GET /metrics asks for; without it /metrics answers 404 in production. */
  metricsToken: string | undefined;
  /** How often each server copy asks the provider about payments it never confirmed. */
  paymentRecheckIntervalMs: number;
  /** How slow a client may be before its connection is ended (server/slow-clients.ts). */
  clientTimeouts: { headersMs: number; bodyWindowMs: number; bodyMinBytesPerWindow: number };
  /** How long another server copy may show the catalogue as it was before an admin's change. */
  catalogueCacheMs: number;
  /** VAT charged on quotes and invoices, in basis points (7.5 % is 750); each document keeps the rate it was made with. */
  vatBasisPoints: number;
  /** How often each server copy expires quotes, marks invoices overdue and mails reminders. */
  serviceSweepIntervalMs: number;
  /** The company's bank details for transfers (null while unset: the block is then not shown) and its TIN, on every quote and invoice. */
  billing: CompanyBilling;
};

export class ConfigError extends Error {}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`).join('\n');
}

/** Development keeps generated secrets in DATA_DIR so sessions survive a restart. */
function developmentSecrets(dataDir: string): { accessTokenSecret: string } {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return z.object({ accessTokenSecret: secret }).parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    const secrets = { accessTokenSecret: randomBytes(48).toString('base64url') };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    return secrets;
  }
}

function productionProblems(env: Environment): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL) problems.push('DATABASE_URL: required in production');
  if (!env.ACCESS_TOKEN_SECRET) problems.push('ACCESS_TOKEN_SECRET: required in production');
  if (!env.SMTP_URL) problems.push('SMTP_URL: required in production');
  if (!env.PAYSTACK_SECRET_KEY) problems.push('PAYSTACK_SECRET_KEY: required in production (the sandbox takes no real payments)');
  if (!env.PUBLIC_URL?.startsWith('https://')) problems.push('PUBLIC_URL: an https:// address is required in production');
  return problems;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${describeIssues(parsed.error)}`);
  const env = parsed.data;

  if (env.NODE_ENV === 'production') {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new ConfigError(`Refusing to start in production:\n${problems.join('\n')}`);
  }
  const bankSettings = [env.BANK_NAME, env.BANK_ACCOUNT_NAME, env.BANK_ACCOUNT_NUMBER];
  if (bankSettings.some(Boolean) && !bankSettings.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\nBANK_NAME, BANK_ACCOUNT_NAME and BANK_ACCOUNT_NUMBER: set all three or none');
  }
  const whatsAppSettings = [env.WHATSAPP_TOKEN, env.WHATSAPP_PHONE_NUMBER_ID, env.WHATSAPP_APP_SECRET, env.WHATSAPP_VERIFY_TOKEN];
  if (whatsAppSettings.some(Boolean) && !whatsAppSettings.every(Boolean)) {
    // Without the secret and the verify token, Meta's status reports could not be checked and every message would look undelivered.
    throw new ConfigError('Invalid configuration:\nWHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN: set all four or none');
  }
  const termiiSettings = [env.TERMII_API_KEY, env.TERMII_SENDER_ID, env.TERMII_SECRET_KEY];
  if (termiiSettings.some(Boolean) && !termiiSettings.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\nTERMII_API_KEY, TERMII_SENDER_ID and TERMII_SECRET_KEY: set all three or none');
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\nADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }

  const dataDir = path.resolve(env.DATA_DIR);
  const accessTokenSecret = env.ACCESS_TOKEN_SECRET ?? developmentSecrets(dataDir).accessTokenSecret;

  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    companyEmail: env.COMPANY_EMAIL,
    mailReplyTo: env.MAIL_REPLY_TO ?? env.COMPANY_EMAIL,
    reviewUrl: env.REVIEW_URL,
    paystack: { secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL.replace(/\/+$/, '') },
    dedicatedAccountsBank: env.PAYSTACK_DEDICATED_ACCOUNTS || undefined,
    whatsApp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_APP_SECRET && env.WHATSAPP_VERIFY_TOKEN
        ? {
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: env.WHATSAPP_APP_SECRET,
            verifyToken: env.WHATSAPP_VERIFY_TOKEN,
            baseUrl: env.WHATSAPP_API_BASE_URL.replace(/\/+$/, ''),
          }
        : undefined,
    termii:
      env.TERMII_API_KEY && env.TERMII_SENDER_ID && env.TERMII_SECRET_KEY
        ? { apiKey: env.TERMII_API_KEY, senderId: env.TERMII_SENDER_ID, secretKey: env.TERMII_SECRET_KEY, baseUrl: env.TERMII_BASE_URL.replace(/\/+$/, '') }
        : undefined,
    accessTokenSecret,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    authLimits: { perEmail: env.AUTH_LIMIT_PER_EMAIL, perIp: env.AUTH_LIMIT_PER_IP, perDevice: env.AUTH_LIMIT_PER_DEVICE },
    signupAnswerFloorMs: env.SIGNUP_ANSWER_FLOOR_MS,
    formLimitPerIp: env.FORM_LIMIT_PER_IP,
    bootstrapAdmin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY as TrustProxy,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    s3: env.S3_BUCKET ? { bucket: env.S3_BUCKET, forcePathStyle: env.S3_FORCE_PATH_STYLE } : undefined,
    tokenIssuer: env.TOKEN_ISSUER,
    jobs: { claimMs: env.JOB_CLAIM_MS, retryBaseMs: env.JOB_RETRY_BASE_MS, concurrency: env.JOB_CONCURRENCY },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    metricsToken: env.METRICS_TOKEN,
    catalogueCacheMs: env.CATALOGUE_CACHE_MS,
    vatBasisPoints: Math.round(env.VAT_RATE_PERCENT * 100),
    serviceSweepIntervalMs: env.SERVICE_SWEEP_INTERVAL_MS,
    billing: {
      bankTransfer: env.BANK_ACCOUNT_NUMBER ? { bank: env.BANK_NAME, accountName: env.BANK_ACCOUNT_NAME, accountNumber: env.BANK_ACCOUNT_NUMBER } : null,
      tin: env.COMPANY_TIN,
    },
    paymentRecheckIntervalMs: env.PAYMENT_RECHECK_INTERVAL_MS,
    clientTimeouts: { headersMs: env.CLIENT_HEADERS_TIMEOUT_MS, bodyWindowMs: env.CLIENT_BODY_WINDOW_MS, bodyMinBytesPerWindow: env.CLIENT_BODY_MIN_BYTES },
  };
}

/** For command-line entry points: a bad setting ends the process with the message alone, no stack trace. */
export function loadConfigOrExit(source: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
