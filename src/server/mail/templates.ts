import type { Locale } from '../../shared/i18n/locales';
import { mailWords, signature } from './mail-words';

// The emails of signing up, signing in and the account, each in its recipient's locale
// (mail-words.ts `mailLocale`); a plan's own emails are in plan-templates.ts.

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

export function passwordChangedEmail(locale: Locale, loginLink: string) {
  const w = mailWords(locale);
  return {
    subject: w(
      /*i18n*/ {
        id: 'email.password-changed.subject',
        message: 'Your {product} password was changed',
      },
    ),
    text: [
      w(
        /*i18n*/ {
          id: 'email.password-changed.what',
          message:
            'The password of your {product} account was just changed, and every other device was signed out.',
        },
      ),
      '',
      w(
        /*i18n*/ {
          id: 'email.password-changed.if-you',
          message: 'If you made this change, there is nothing more to do.',
        },
      ),
      w(
        /*i18n*/ {
          id: 'email.password-changed.not-you',
          message:
            'If you did not, someone may have used your account: sign in at {link} right away, or reply to this email and we will help you secure it.',
        },
        { link: loginLink },
      ),
      '',
      signature,
    ].join('\n'),
  };
}

export function deleteAccountCodeEmail(locale: Locale, code: string, validMinutes: number) {
  const w = mailWords(locale);
  return {
    subject: w(
      /*i18n*/ {
        id: 'email.deletion-code.subject',
        message: 'Your {product} account deletion code',
      },
    ),
    text: [
      w(
        /*i18n*/ {
          id: 'email.deletion-code.code',
          message: 'Your code to delete your account is: {code}',
        },
        { code },
      ),
      '',
      w(
        /*i18n*/ {
          id: 'email.deletion-code.enter',
          message:
            'Enter it on your profile page to delete your account and everything in it for good. It is valid for {minutes} minutes.',
        },
        { minutes: validMinutes },
      ),
      '',
      w(
        /*i18n*/ {
          id: 'email.deletion-code.not-you',
          message:
            'If you did not ask to delete your account, someone may know your password: please change it.',
        },
      ),
      '',
      signature,
    ].join('\n'),
  };
}

export function accountDeletedEmail(locale: Locale) {
  const w = mailWords(locale);
  return {
    subject: w(
      /*i18n*/ {
        id: 'email.account-deleted.subject',
        message: 'Your {product} account was deleted',
      },
    ),
    text: [
      w(
        /*i18n*/ {
          id: 'email.account-deleted.what',
          message:
            'Your {product} account has been deleted, as you asked, with your activity and the care plans no one else was in. Care plans you shared stay with your family.',
        },
      ),
      '',
      w(
        /*i18n*/ {
          id: 'email.account-deleted.thanks',
          message: 'Thank you for letting us help your family. You are welcome back at any time.',
        },
      ),
      '',
      signature,
    ].join('\n'),
  };
}

/** 'Forgot password?': the link that sets a new password, once, for a while. */
export function passwordResetEmail(locale: Locale, link: string, validMinutes: number) {
  const w = mailWords(locale);
  return {
    subject: w(
      /*i18n*/ { id: 'email.password-reset.subject', message: 'Set a new {product} password' },
    ),
    text: [
      w(
        /*i18n*/ {
          id: 'email.password-reset.what',
          message: 'Someone, we hope you, asked to set a new password for your {product} account.',
        },
      ),
      '',
      w(
        /*i18n*/ {
          id: 'email.password-reset.open-link',
          message: 'Open this link to choose a new password:',
        },
      ),
      link,
      '',
      w(
        /*i18n*/ {
          id: 'email.password-reset.once',
          message:
            'The link works once and for {minutes} minutes. Setting a new password signs out every device.',
        },
        { minutes: validMinutes },
      ),
      '',
      w(
        /*i18n*/ {
          id: 'email.password-reset.not-you',
          message: 'If you did not ask, ignore this email: your password stays as it is.',
        },
      ),
      '',
      signature,
    ].join('\n'),
  };
}
