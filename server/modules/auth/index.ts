/**
 * What the rest of the server may use of accounts and sign-in: the route guards, the secret tokens mailed in
 * links, a customer's access to documents made out to them, the first admin account, and the staff's accounts.
 */
export { authGuards, signedInUser, type SignedInUser } from './guards';
export { findUserByEmail, findUserById } from './accounts';
export { documentLinkToken, hashSecretToken, newSecretToken } from './secret-tokens';
export { customerAccessWhere, type CustomerAccess } from './customer-access';
export { sessionCookieNames } from './cookies';
export { createActivatedAccount, ensureAdmin, hasAnyAccount } from './admin-bootstrap';
export { hashPassword, passwordMatches } from './passwords';
export { issueEmailToken } from './email-tokens';
export { revokeAllSessions } from './sessions';
export { accountsWithRoles, changeAccount, createStaffAccount, type Account } from './staff-accounts';
