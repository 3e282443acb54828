import { type Sentence, text } from './audit-reading';

// The sentences of signing in and of the ways to prove it is you (records 095, 096): a sign-in
// by how it was proved, refused codes, passkeys by the names their owners gave them. Each
// sentence is one message in the reader's language; what varies by case is the message's
// `select`, so no sentence is glued from words.

const login: Sentence = (d, { say }) => {
  const method = say(
    /*i18n*/ {
      id: 'audit.login',
      message:
        '{method, select, demo {Signed in to the demo} password_and_code {Signed in with a password and an emailed code} admin_password_and_code {Signed in to the admin area with a password and an emailed code} password_and_app {Signed in with a password and an authenticator app} admin_password_and_app {Signed in to the admin area with a password and an authenticator app} password_and_recovery_code {Signed in with a password and a recovery code} admin_password_and_recovery_code {Signed in to the admin area with a password and a recovery code} passkey {Signed in with a passkey} admin_passkey {Signed in to the admin area with a passkey} other {Signed in}}',
    },
    { method: text(d.method) ?? 'other' },
  );
  const passkey = text(d.passkey);
  const withPasskey = passkey
    ? say(
        /*i18n*/ { id: 'audit.login.passkey-name', message: '{sentence} (“{passkey}”)' },
        { sentence: method, passkey },
      )
    : method;
  return d.replacedUnconfirmedAccount
    ? say(
        /*i18n*/ {
          id: 'audit.login.replacing',
          message: '{sentence}, replacing an unconfirmed sign-up',
        },
        { sentence: withPasskey },
      )
    : withPasskey;
};

/** The passkeys' entries (record 095): each names the passkey as its owner named it. */
const passkeySentences: Record<string, Sentence> = {
  add_passkey: (d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.passkey.added',
        message:
          '{codes, select, yes {Added the passkey “{name}” and got recovery codes} other {Added the passkey “{name}”}}',
      },
      { name: text(d.name) ?? '', codes: d.recoveryCodesIssued ? 'yes' : 'no' },
    ),
  rename_passkey: (d, { say }) =>
    say(
      /*i18n*/ { id: 'audit.passkey.renamed', message: 'Renamed the passkey “{from}” to “{to}”' },
      { from: text(d.from) ?? '', to: text(d.to) ?? '' },
    ),
  remove_passkey: (d, { say }) =>
    say(
      /*i18n*/ { id: 'audit.passkey.removed', message: 'Removed the passkey “{name}”' },
      {
        name: text(d.name) ?? '',
      },
    ),
  confirm_with_passkey: (d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.passkey.confirmed',
        message: 'Confirmed it was them with the passkey “{name}”',
      },
      { name: text(d.name) ?? '' },
    ),
  // Why a passkey was refused (passkey-assertion.ts).
  passkey_refused: (d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.passkey.refused',
        message:
          '{reason, select, counter {The passkey “{name}” was refused: its use count went back, so it may have been copied} not_verified {The passkey “{name}” was refused: its answer could not be checked} wrong_account {The passkey “{name}” was refused: it was offered for another account} other {The passkey “{name}” was refused: it was not accepted}}',
      },
      { name: text(d.name) ?? '', reason: text(d.reason) ?? 'other' },
    ),
};

export const signInSentences: Record<string, Sentence> = {
  ...passkeySentences,
  login,
  logout: (_d, { say }) => say(/*i18n*/ { id: 'audit.logout', message: 'Signed out' }),
  failed_login: (d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.failed-login',
        message:
          '{admin, select, yes {A sign-in was refused: wrong email or password (admin sign-in)} other {A sign-in was refused: wrong email or password}}',
      },
      { admin: d.adminLogin ? 'yes' : 'no' },
    ),
  password_reset: (_d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.password-reset',
        message: 'Set a new password through an emailed link',
      },
    ),
  authenticator_app_setup_started: (_d, { say }) =>
    say(/*i18n*/ { id: 'audit.app.setup', message: 'Started setting up an authenticator app' }),
  authenticator_app_added: (_d, { say }) =>
    say(
      /*i18n*/ { id: 'audit.app.added', message: 'Added an authenticator app as a way to sign in' },
    ),
  authenticator_app_removed: (_d, { say }) =>
    say(/*i18n*/ { id: 'audit.app.removed', message: 'Removed the authenticator app' }),
  // Where a refused authenticator app code was typed (record 096).
  authenticator_app_code_refused: (d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.app.code-refused',
        message:
          "{during, select, sign_in {A wrong authenticator app code was entered at sign-in} setup {A wrong authenticator app code was entered while setting the app up} reproof {A wrong authenticator app code was entered to confirm it's them} other {A wrong authenticator app code was entered}}",
      },
      { during: text(d.during) ?? 'other' },
    ),
  reproved_with_app: (_d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.app.reproved',
        message: "Confirmed it's them with the authenticator app",
      },
    ),
  recovery_codes_created: (d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.recovery-codes.made',
        message: 'Made {count} new recovery codes (any older ones no longer work)',
      },
      { count: String(Number(d.count ?? 10)) },
    ),
  recovery_code_refused: (_d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.recovery-code.refused',
        message: 'A wrong recovery code was entered at sign-in',
      },
    ),
};
