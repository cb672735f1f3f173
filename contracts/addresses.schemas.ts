import { z } from 'zod';
import { phoneField, requiredText } from './person.schemas';

const addressLine = (label: string) => requiredText(`${label} is required`).max(200, `${label} must be at most 200 characters`);

export const addressRequestSchema = z.object({
  street: addressLine('Street'),
  city: addressLine('City'),
  state: addressLine('State'),
  country: addressLine('Country'),
  phone: phoneField,
});

export type AddressRequest = z.input<typeof addressRequestSchema>;

export const addressSchema = z.object({
  _id: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  phone: z.string(),
});

export type Address = z.infer<typeof addressSchema>;

export const addressIdParams = z.object({ id: z.uuid({ error: 'Invalid address id' }) });
