import type { Locale } from '../../shared/i18n/locales';
import { mailWords, signature } from './mail-words';

// The emails of signing up and signing in, each in its recipient's locale (mail-words.ts
// `mailLocale`); the account's own (password, deletion) are in account-templates.ts, a plan's in
// plan-templates.ts.

export function codeEmail(
  locale: Locale,
  code: string,
  validMinutes: number,
  isAdminLogin: boolean,
) {
  const w = mailWords(locale);
  const subject = isAdminLogin
    ? w(/*i18n*/ { id: 'email.code.admin-subject', message: '{product} admin verification code' })
    : w(/*i18n*/ { id: 'email.code.subject', message: 'Your {product} verification code' });
  const text = [
    isAdminLogin
      ? w(
          /*i18n*/ {
            id: 'email.code.admin-code',
            message: 'Your admin verification code is: {code}',
          },
          { code },
        )
      : w(
          /*i18n*/ { id: 'email.code.code', message: 'Your verification code is: {code}' },
          { code },
        ),
    '',
    w(
      /*i18n*/ {
        id: 'email.code.enter',
        message:
          'Enter this 6-digit code to finish signing in. It is valid for {minutes} minutes and can be used once.',
      },
      { minutes: validMinutes },
    ),
    '',
    w(
      /*i18n*/ {
        id: 'email.code.not-you',
        message:
          'If you did not try to sign in, someone may know your password: please change it. We will never ask you for this code.',
      },
    ),
    '',
    signature,
  ].join('\n');
  return { subject, text };
}

export function confirmEmail(locale: Locale, link: string) {
  const w = mailWords(locale);
  return {
    subject: w(/*i18n*/ { id: 'email.confirm.subject', message: 'Confirm your {product} account' }),
    text: [
      w(/*i18n*/ { id: 'email.confirm.welcome', message: 'Welcome to {product}.' }),
      '',
      w(
        /*i18n*/ {
          id: 'email.confirm.open-link',
          message: 'Please confirm your email address by opening this link:',
        },
      ),
      link,
      '',
      w(
        /*i18n*/ {
          id: 'email.confirm.not-you',
          message: 'If you did not create an account, you can ignore this email.',
        },
      ),
      '',
      signature,
    ].join('\n'),
  };
}

export function signUpAttemptEmail(locale: Locale, loginLink: string) {
  const w = mailWords(locale);
  return {
    subject: w(
      /*i18n*/ {
        id: 'email.sign-up-attempt.subject',
        message: 'Someone tried to create a {product} account with your address',
      },
    ),
    text: [
      w(
        /*i18n*/ {
          id: 'email.sign-up-attempt.what',
          message:
            'Someone, perhaps you, tried to create a new {product} account with this email address.',
        },
      ),
      w(
        /*i18n*/ {
          id: 'email.sign-up-attempt.nothing-changed',
          message: 'You already have an account, so nothing was created and nothing was changed.',
        },
      ),
      '',
      w(
        /*i18n*/ {
          id: 'email.sign-up-attempt.sign-in',
          message: 'If it was you, sign in here: {link}',
        },
        { link: loginLink },
      ),
      w(
        /*i18n*/ {
          id: 'email.sign-up-attempt.not-you',
          message:
            'If it was not you, you can ignore this email: your account and your family’s plan are safe.',
        },
      ),
      '',
      signature,
    ].join('\n'),
  };
}

/**
 * A sign-up with an address whose account was never confirmed (decision record 018). After a
 * basic sign-up the code step follows; after a premium one there is none, so it points to sign-up.
 */
export function unconfirmedAddressEmail(
  locale: Locale,
  input: { days: number; signUpLink?: string },
) {
  const w = mailWords(locale);
  const proof = input.signUpLink
    ? w(
        /*i18n*/ {
          id: 'email.unconfirmed.sign-up-again',
          message:
            'If this is you, sign up again at {link} and enter the verification code we email you: the unconfirmed account is removed and yours takes its place.',
        },
        { link: input.signUpLink },
      )
    : w(
        /*i18n*/ {
          id: 'email.unconfirmed.next-step',
          message:
            'If this is you, enter the verification code we email you on the next step: the unconfirmed account is removed and yours takes its place.',
        },
      );
  return {
    subject: w(
      /*i18n*/ {
        id: 'email.unconfirmed.subject',
        message: 'Finish creating your {product} account',
      },
    ),
    text: [
      w(
        /*i18n*/ {
          id: 'email.unconfirmed.what',
          message:
            'Someone, perhaps you, is creating a {product} account with this email address. An account made with it earlier was never confirmed.',
        },
      ),
      '',
      proof,
      w(
        /*i18n*/ {
          id: 'email.unconfirmed.not-you',
          message:
            'If it is not you, you can ignore this email: nothing changes without the code, and the unconfirmed account is removed {days} days after it was made.',
        },
        { days: input.days },
      ),
      '',
      signature,
    ].join('\n'),
  };
}
