import { z } from 'zod';

export const roles = ['admin', 'customer'] as const;
export type Role = (typeof roles)[number];

/** The signed-in user as every /api call returns it (API.md "Shapes"). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(roles),
});
export type User = z.infer<typeof userSchema>;
