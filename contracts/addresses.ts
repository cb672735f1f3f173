import { z } from 'zod';
import { phoneField, requiredText } from './person-fields';

export const maxAddressesPerUser = 3;

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

export const addressMessages = {
  tooMany: "You can't add more than 3 addresses",
  added: 'Address addded succesfully',
  updated: 'Address updated',
  deleted: 'Address deleted',
  notFound: 'Address not found',
} as const;
