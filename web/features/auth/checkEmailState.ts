import { z } from 'zod';

/** Signup and forgot-password send the visitor to /check-email with this state, so the page knows why. */
export const checkEmailStateSchema = z.object({ type: z.enum(['signup', 'reset']) });
export type CheckEmailState = z.infer<typeof checkEmailStateSchema>;
