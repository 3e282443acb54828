import type { Locale } from '../../shared/i18n/locales';
import { mailWords, signature } from './mail-words';

// The emails about an account itself: its password changed or reset, its deletion's code and
// its deletion done, each in its recipient's locale (mail-words.ts `mailLocale`).

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
