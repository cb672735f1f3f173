/**
 * The name, e-mail and phone rules every form shares, as plain values; person.schemas.ts builds the fields,
 * apart from the account schemas, because the public booking and contact forms need only these and a phone
 * builds each zod schema it loads (the account schemas alone cost ~12 ms at start on /book).
 */

export const personFieldLimits = { emailMax: 254, phoneMin: 10, phoneMax: 20 };

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const phonePattern = /^\+?[0-9 ()-]+$/;
