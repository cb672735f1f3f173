/**
 * What the rest of the server may use of accounts and sign-in: the route guards, the secret tokens mailed in
 * links, a customer's access to documents made out to them, and the first admin account.
 */
export { authGuards, signedInUser, type SignedInUser } from './guards';
export { findUserById } from './accounts';
export { hashSecretToken, newSecretToken } from './secret-tokens';
export { customerAccessWhere, type CustomerAccess } from './customer-access';
export { sessionCookieNames } from './cookies';
export { createActivatedAccount, ensureAdmin, hasAnyAccount } from './admin-bootstrap';
export { passwordMatches } from './passwords';
export { documentLinkToken } from './secret-tokens';
