/** The company's people in the back office: admins and the technicians who do the visits (API.md "Staff, schedule and visits"). */

export const staffRoles = ['admin', 'technician'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Monday 1 ... Sunday 7, as ISO 8601 numbers them. */
export const weekdays = [
  { day: 1, name: 'Monday', short: 'Mon' },
  { day: 2, name: 'Tuesday', short: 'Tue' },
  { day: 3, name: 'Wednesday', short: 'Wed' },
  { day: 4, name: 'Thursday', short: 'Thu' },
  { day: 5, name: 'Friday', short: 'Fri' },
  { day: 6, name: 'Saturday', short: 'Sat' },
  { day: 7, name: 'Sunday', short: 'Sun' },
] as const;

export type WorkingDay = { day: number; start: string; end: string };

/** A new technician works Monday to Saturday, 08:00-17:00. */
export const defaultWorkingHours: WorkingDay[] = [1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '08:00', end: '17:00' }));

/** The invitation's set-password link lasts three days and works once. */
export const inviteLinkHours = 72;

export const staffMessages = {
  invited: 'Invitation sent. The link in it works once, for 72 hours.',
  updated: 'Staff member updated',
  notFound: 'Staff member not found',
  emailTaken: 'That email is already used by another account',
  notYourself: 'You cannot deactivate yourself or take away your own admin role',
  hoursInOrder: 'A working day must end after it starts',
  dayTwice: 'Each day can be listed once',
} as const;
