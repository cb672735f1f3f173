import { composeMail } from './layout';

const hello = (name: string) => `Hello ${name},`;

export function activationMail(to: string, name: string, link: string) {
  return composeMail(to, 'Activate your account', hello(name), [
    'Thank you for creating an account with us. Please confirm your email address to activate it.',
    { link, label: 'Activate my account' },
    'This link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  ]);
}

export function accountExistsMail(to: string, name: string, loginLink: string, resetLink: string) {
  return composeMail(to, 'You already have an account', hello(name), [
    'Someone, probably you, tried to sign up again with this email address. You already have an account with us.',
    { link: loginLink, label: 'Log in' },
    'If you have forgotten your password, you can set a new one here:',
    { link: resetLink, label: 'Reset my password' },
    'If this was not you, no action is needed: your account is unchanged.',
  ]);
}

export function passwordResetMail(to: string, name: string, link: string) {
  return composeMail(to, 'Reset your password', hello(name), [
    'We received a request to reset the password of your account.',
    { link, label: 'Choose a new password' },
    'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays the same.',
  ]);
}

export function passwordChangedMail(to: string, name: string, forgotLink: string) {
  return composeMail(to, 'Your password was changed', hello(name), [
    'The password of your account was just changed, and every device that was signed in has been signed out.',
    'If you did not do this, reset your password at once and call us:',
    { link: forgotLink, label: 'Reset my password' },
  ]);
}

export function confirmEmailChangeMail(to: string, name: string, link: string) {
  return composeMail(to, 'Confirm your new login email', hello(name), [
    'You asked to log in to your account with this email address from now on. Please confirm it is yours:',
    { link, label: 'Confirm my new email' },
    'This link works once and expires in 24 hours. Until you open it, your login email stays as it was. If you did not ask for this, you can ignore this email.',
  ]);
}

export function emailChangeRequestedMail(to: string, name: string, newEmail: string, resetLink: string) {
  return composeMail(to, 'Someone asked to change your login email', hello(name), [
    `Someone signed in to your account asked to change its login email to ${newEmail}. Nothing changes unless the link we sent to that address is opened.`,
    'If this was not you, someone knows your password: reset it now, which also cancels the change, and call us.',
    { link: resetLink, label: 'Reset my password' },
  ]);
}

export function emailChangedMail(to: string, name: string, newEmail: string) {
  return composeMail(to, 'Your login email was changed', hello(name), [
    `The login email of your account was changed to ${newEmail}. From now on, log in with that address.`,
    'If you did not do this, call us at once.',
  ]);
}

type SignInPause = { failures: number; lockMinutes: number; pausedOn: 'new devices' | 'one device'; signInLink: string; resetLink: string };

export function signInUnderAttackMail(to: string, name: string, pause: SignInPause) {
  const where =
    pause.pausedOn === 'new devices'
      ? 'on devices that have never signed in to your account; the devices you have signed in on before work as usual'
      : 'on the device they were typed on, one you have signed in on before; your other devices work as usual';
  return composeMail(to, 'Someone is trying to sign in to your account', hello(name), [
    `We have just seen ${pause.failures} wrong passwords for your account in a few minutes, so signing in with a password is paused for up to ${pause.lockMinutes} minutes ${where}.`,
    `To sign in now on any device, open this link on it. It works once and expires in ${pause.lockMinutes} minutes:`,
    { link: pause.signInLink, label: 'Sign me in' },
    'If this was not you, your account is safe as long as your password is strong and used nowhere else. To choose a new one:',
    { link: pause.resetLink, label: 'Reset my password' },
  ]);
}
