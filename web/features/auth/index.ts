/** What other features may use of sign-in: who is signed in, logging out, and the profile call. */
export { updateProfile, type ProfileUpdate } from './api';
export { profileQueryKey } from './session';
export { landingPathOf, loginPathReturningTo } from './signInLanding';
export { useAuth } from './useAuth';
export { useLogout } from './useLogout';
