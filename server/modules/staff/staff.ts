import { defaultWorkingHours, staffMessages, staffRoles, type StaffRole, type WorkingDay } from '../../../contracts/staff';
import type { StaffMember, staffChangeSchema, staffInviteSchema } from '../../../contracts/staff.schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { staffInviteMail } from '../../mail/schedule-mails';
import { accountsWithRoles, changeAccount, createStaffAccount, findUserById, findUserByEmail, issueEmailToken, revokeAllSessions, type Account } from '../auth';
import { handBackComingVisits } from '../bookings';

type StaffDeps = Pick<AppDeps, 'config' | 'db' | 'notify'>;

const isStaffRole = (role: string): role is StaffRole => (staffRoles as readonly string[]).includes(role);

function toStaffJson(row: Account): StaffMember {
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
    ? await changeAccount(deps.db, existing.id, fields)
    : await createStaffAccount(deps.db, { ...fields, email: invite.email, workingHours: invite.role === 'technician' ? defaultWorkingHours : [] });
  if (!row) throw new Error('staff member was not stored');
  const mail = await deps.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, row.id, 'invite');
    return deps.notify(staffInviteMail(row.email, row.name, invite.role, `${deps.config.publicUrl}/welcome/${token}`), { userId: row.id }, tx);
  });
  await mail.sendNow();
  return toStaffJson(row);
}

export async function listStaff(db: Database): Promise<StaffMember[]> {
  return (await accountsWithRoles(db, staffRoles)).map(toStaffJson);
}

export async function findStaff(db: Database, id: string): Promise<StaffMember> {
  const row = await findUserById(db, id);
  if (!row || !isStaffRole(row.role)) throw new HttpError(404, staffMessages.notFound);
  return toStaffJson(row);
}

/** A technician asks for another week from their phone; the office sees it on the Staff page and approves it by setting it. */
export async function requestHours(db: Database, id: string, workingHours: WorkingDay[]): Promise<StaffMember> {
  const row = await changeAccount(db, id, { hoursRequest: workingHours }, staffRoles);
  if (!row) throw new HttpError(404, staffMessages.notFound);
  return toStaffJson(row);
}

/**
 * Changes a staff member's role, skills, week or whether they still work here. Deactivating ends their
 * sessions at once and hands their coming visits back to the office (unassigned, under each day's lock).
 * An admin cannot deactivate or demote themselves, so the company always keeps one.
 */
export async function changeStaff(deps: StaffDeps, actingAdminId: string, id: string, change: z.output<typeof staffChangeSchema>): Promise<StaffMember> {
  const current = await findUserById(deps.db, id);
  if (!current || !isStaffRole(current.role)) throw new HttpError(404, staffMessages.notFound);
  if (id === actingAdminId && (change.active === false || (change.role && change.role !== 'admin'))) throw new HttpError(409, staffMessages.notYourself);
  const leaving = change.active === false && current.deactivatedAt === null;
  const notTechnicianAnyMore = change.role === 'admin' && current.role === 'technician';
  const row = await deps.db.transaction(async (tx) => {
    const updated = await changeAccount(tx, id, {
      ...(change.role ? { role: change.role } : {}),
      ...(change.services ? { services: change.services } : {}),
      // Setting the hours answers any request the technician made.
      ...(change.workingHours ? { workingHours: change.workingHours, hoursRequest: null } : {}),
      ...(change.active === undefined ? {} : { deactivatedAt: change.active ? null : (current.deactivatedAt ?? new Date()) }),
    });
    if (leaving || notTechnicianAnyMore) await handBackComingVisits(tx, id);
    return updated;
  });
  if (!row) throw new HttpError(404, staffMessages.notFound);
  if (leaving) await revokeAllSessions(deps.db, id);
  return toStaffJson(row);
}
