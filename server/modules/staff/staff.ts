import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { lagosClock } from '../../../contracts/lagos-time';
import { defaultWorkingHours, staffMessages, staffRoles, type StaffRole, type WorkingDay } from '../../../contracts/staff';
import type { StaffMember, staffChangeSchema, staffInviteSchema } from '../../../contracts/staff.schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { bookings } from '../bookings/tables';
import { HttpError } from '../../errors';
import { staffInviteMail } from '../../mail/schedule-mails';
import { findUserByEmail, hashPassword, issueEmailToken, revokeAllSessions } from '../auth';
import { lockScheduleDays } from '../bookings';

type UserRow = typeof users.$inferSelect;
type StaffDeps = Pick<AppDeps, 'config' | 'db' | 'notify'>;

const isStaffRole = (role: string): role is StaffRole => (staffRoles as readonly string[]).includes(role);

function toStaffJson(row: UserRow): StaffMember {
  return {
    _id: row.id,
    name: row.name,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    role: isStaffRole(row.role) ? row.role : 'technician',
    active: row.deactivatedAt === null,
    invited: row.activatedAt === null,
    services: row.services,
    workingHours: row.workingHours,
    hoursRequest: row.hoursRequest,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * An admin invites a technician or another admin: the account is made with a password nobody knows, and
 * a set-password link (one use, 72 hours) is mailed. Inviting an e-mail again before its owner has set a
 * password sends a fresh link (the earlier one ends); any other account with that e-mail is a 409.
 */
export async function inviteStaff(deps: StaffDeps, invite: z.output<typeof staffInviteSchema>): Promise<StaffMember> {
  const existing = await findUserByEmail(deps.db, invite.email);
  if (existing && !(isStaffRole(existing.role) && existing.activatedAt === null)) {
    throw new HttpError(409, staffMessages.emailTaken, { errors: { email: staffMessages.emailTaken } });
  }
  const fields = { firstname: invite.firstname, lastname: invite.lastname, name: `${invite.firstname} ${invite.lastname}`, phone: invite.phone, role: invite.role };
  const row = existing
    ? (await deps.db.update(users).set({ ...fields, updatedAt: new Date() }).where(eq(users.id, existing.id)).returning())[0]
    : (
        await deps.db
          .insert(users)
          .values({
            ...fields,
            email: invite.email,
            passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
            workingHours: invite.role === 'technician' ? defaultWorkingHours : [],
          })
          .returning()
      )[0];
  if (!row) throw new Error('staff member was not stored');
  const mail = await deps.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, row.id, 'invite');
    return deps.notify(staffInviteMail(row.email, row.name, invite.role, `${deps.config.publicUrl}/welcome/${token}`), { userId: row.id }, tx);
  });
  await mail.sendNow();
  return toStaffJson(row);
}

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.role, [...staffRoles]))
    .orderBy(sql`${users.deactivatedAt} is not null`, asc(users.role), asc(users.name), asc(users.id));
  return rows.map(toStaffJson);
}

export async function findStaff(db: Database, id: string): Promise<StaffMember> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row || !isStaffRole(row.role)) throw new HttpError(404, staffMessages.notFound);
  return toStaffJson(row);
}

/** A technician asks for another week from their phone; the office sees it on the Staff page and approves it by setting it. */
export async function requestHours(db: Database, id: string, workingHours: WorkingDay[]): Promise<StaffMember> {
  const [row] = await db.update(users).set({ hoursRequest: workingHours, updatedAt: new Date() }).where(and(eq(users.id, id), inArray(users.role, [...staffRoles]))).returning();
  if (!row) throw new HttpError(404, staffMessages.notFound);
  return toStaffJson(row);
}

/**
 * Changes a staff member's role, skills, week or whether they still work here. Deactivating ends their
 * sessions at once and hands their coming visits back to the office (unassigned, under each day's lock).
 * An admin cannot deactivate or demote themselves, so the company always keeps one.
 */
export async function changeStaff(deps: StaffDeps, actingAdminId: string, id: string, change: z.output<typeof staffChangeSchema>): Promise<StaffMember> {
  const [current] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!current || !isStaffRole(current.role)) throw new HttpError(404, staffMessages.notFound);
  if (id === actingAdminId && (change.active === false || (change.role && change.role !== 'admin'))) throw new HttpError(409, staffMessages.notYourself);
  const leaving = change.active === false && current.deactivatedAt === null;
  const notTechnicianAnyMore = change.role === 'admin' && current.role === 'technician';
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.services ? { services: change.services } : {}),
        // Setting the hours answers any request the technician made.
        ...(change.workingHours ? { workingHours: change.workingHours, hoursRequest: null } : {}),
        ...(change.active === undefined ? {} : { deactivatedAt: change.active ? null : (current.deactivatedAt ?? new Date()) }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (leaving || notTechnicianAnyMore) await handBackComingVisits(tx, id);
    return updated;
  });
  if (!row) throw new HttpError(404, staffMessages.notFound);
  if (leaving) await revokeAllSessions(deps.db, id);
  return toStaffJson(row);
}

/** A technician's visits from today on go back to the office's unassigned list. */
async function handBackComingVisits(tx: Database, technicianId: string): Promise<void> {
  const coming = and(eq(bookings.technicianId, technicianId), gte(bookings.date, lagosClock().day), ne(bookings.status, 'cancelled'), ne(bookings.status, 'completed'));
  const days = await tx.selectDistinct({ date: bookings.date }).from(bookings).where(coming);
  await lockScheduleDays(
    tx,
    days.map((day) => day.date),
  );
  await tx.update(bookings).set({ technicianId: null }).where(and(coming, isNotNull(bookings.technicianId)));
}
