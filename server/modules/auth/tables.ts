import { sql } from 'drizzle-orm';
import { roles } from '../../../contracts/auth';
import { type WorkingDay } from '../../../contracts/staff';
import { id, createdAt, updatedAt, foldedNameIndex } from '../../db/columns';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: roles }).notNull().default('customer'),
    passwordHash: text('password_hash').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Staff who left: no sign-in, no session, no new visits. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** A technician's skills: the services (booking service titles) they do. */
    services: jsonb('services').$type<string[]>().notNull().default([]),
    /** A technician's week: [{ day: 1-7, start: 'HH:mm', end: 'HH:mm' }]. */
    workingHours: jsonb('working_hours').$type<WorkingDay[]>().notNull().default([]),
    /** The week a technician asked for from their phone, until the office approves it (null: none asked). */
    hoursRequest: jsonb('hours_request').$type<WorkingDay[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    // The Order History finds orders by their customer's name or e-mail anywhere in it.
    foldedNameIndex('users_name_folded_idx', table.name),
    index('users_email_search_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);

/** One row per signed-in device; refresh tokens rotate inside it and a reused one revokes it whole. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Activation, password-reset, e-mail-change and sign-in links: stored only as a hash, single use. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activate', 'reset', 'email', 'sign-in', 'invite'] }).notNull(),
    /** For an e-mail change: the address the link was mailed to, which becomes the login once it is opened. */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_tokens_user_idx').on(table.userId)],
);
