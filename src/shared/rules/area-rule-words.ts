// The messages of the calendar's, the care records', the admin area's and the passkeys' rules
// (their schemas and rules in src/shared), in the reader's language (issue 59): the same English
// as the schemas, each with its Spanish, read by rule-messages.ts `localizeRuleMessage`. A
// message that names a number says it as a placeholder: the English of the rule is matched with
// any number there, and the number is written in the reader's conventions.

type Words = { id: string; message: string };
const list = (...words: Words[]) => words;

export const areaMessages = list(
  // The calendar (schemas/calendar.ts).
  /*i18n*/ { id: 'rule.calendar.date', message: 'Enter a real date, like 2026-12-01' },
  /*i18n*/ { id: 'rule.calendar.time', message: 'Enter a time, like 09:30' },
  /*i18n*/ { id: 'rule.calendar.time-without-date', message: 'Choose a date before a time' },
  /*i18n*/ { id: 'rule.calendar.repeat-without-date', message: 'Choose a date before a repeat' },
  /*i18n*/ {
    id: 'rule.calendar.reminder-without-date',
    message: 'Choose a date before a reminder',
  },
  /*i18n*/ { id: 'rule.calendar.weekdays', message: 'Choose at least one day' },
  /*i18n*/ { id: 'rule.calendar.time-zone', message: 'Choose a time zone from the list' },
  // The care profile and its documents (rules/care-profile.ts, rules/documents.ts).
  /*i18n*/ {
    id: 'rule.care.date-of-birth',
    message: 'Enter the date of birth as a date in the past',
  },
  /*i18n*/ {
    id: 'rule.care.medication-name',
    message: 'Enter the medication’s name, or remove the row',
  },
  /*i18n*/ { id: 'rule.care.contact-name', message: 'Enter the contact’s name, or remove the row' },
  /*i18n*/ { id: 'rule.document.file-required', message: 'Choose a file to upload' },
  /*i18n*/ { id: 'rule.document.empty', message: 'That file is empty. Please choose another.' },
  /*i18n*/ {
    id: 'rule.document.wrong-type',
    message: 'Only PDF, JPEG, PNG or HEIC files can be kept here.',
  },
  /*i18n*/ { id: 'rule.document.not-found', message: 'Document not found' },
  /*i18n*/ { id: 'rule.document.task-not-found', message: 'Task not found' },
  /*i18n*/ {
    id: 'rule.document.unavailable',
    message:
      'Documents cannot be stored on this server yet: its administrator has not set DOCUMENT_KEYS.',
  },
  /*i18n*/ {
    id: 'rule.document.key-missing',
    message:
      'This document cannot be opened: the key it was stored with is missing on this server. Please tell its administrator.',
  },
  // The admin area (schemas/admin.ts).
  /*i18n*/ { id: 'rule.admin.own-admin-role', message: 'You cannot remove your own admin role' },
  /*i18n*/ {
    id: 'rule.admin.own-account',
    message: 'You cannot delete your own account from the admin panel',
  },
  /*i18n*/ {
    id: 'rule.admin.recent-sign-in',
    message:
      'For your security, custom code can only be changed within 15 minutes of signing in. Please sign in again.',
  },
  /*i18n*/ { id: 'rule.search-too-long', message: 'Search is too long' },
  // Passkeys and recovery codes (schemas/sign-in-factors.ts, passkey-ceremonies.ts).
  /*i18n*/ {
    id: 'rule.passkey.name-required',
    message: "Please give the passkey a name, such as 'my phone'",
  },
  /*i18n*/ { id: 'rule.passkey.answer', message: 'Not a passkey answer' },
  /*i18n*/ { id: 'rule.recovery-code-too-long', message: 'That is longer than a recovery code' },
  // Their refusals (server/features/sign-in-factors/), the server's English.
  /*i18n*/ {
    id: 'rule.passkey.not-accepted',
    message:
      'Your passkey could not be checked. Please try again, or sign in with your email and password.',
  },
  /*i18n*/ {
    id: 'rule.passkey.not-recognised',
    message:
      'This passkey is not recognised. It may have been removed from your account. Please sign in with your email and password.',
  },
  /*i18n*/ {
    id: 'rule.passkey.exists',
    message: 'This device already has a passkey for your account.',
  },
  /*i18n*/ { id: 'rule.passkey.too-slow', message: 'That took too long. Please try again.' },
  /*i18n*/ {
    id: 'rule.app.unavailable',
    message: 'An authenticator app cannot be set up on this server yet. Please try again later.',
  },
  /*i18n*/ {
    id: 'rule.app.exists',
    message: 'You already have an authenticator app. Remove it first to set up another.',
  },
  /*i18n*/ { id: 'rule.app.set-up', message: 'Your authenticator app is already set up.' },
  /*i18n*/ { id: 'rule.app.start-again', message: 'Please start setting up the app again.' },
  // The library (schemas/library.ts).
  /*i18n*/ { id: 'rule.library.no-such-task', message: 'No such task in the library' },
);

/** Messages that name a number, each placeholder a number in the English the rules write. */
export const countedMessages = list(
  /*i18n*/ { id: 'rule.calendar.interval', message: 'Enter a number from 1 to {max}' },
  /*i18n*/ {
    id: 'rule.calendar.range',
    message: 'Ask for at most {max} days, from the first to the last',
  },
  /*i18n*/ {
    id: 'rule.care.too-many-medications',
    message: 'A care profile lists at most {max} medications',
  },
  /*i18n*/ {
    id: 'rule.care.too-many-contacts',
    message: 'A care profile lists at most {max} contacts',
  },
  /*i18n*/ {
    id: 'rule.document.too-large',
    message: 'That file is larger than {size} MB. Please choose a smaller one.',
  },
  /*i18n*/ {
    id: 'rule.document.quota',
    message:
      'This plan’s documents would pass {size} MB. Delete one you no longer need, then try again.',
  },
  /*i18n*/ {
    id: 'rule.document.too-many',
    message: 'A plan keeps at most {max} documents. Delete one you no longer need, then try again.',
  },
  /*i18n*/ {
    id: 'rule.passkey.name-too-long',
    message: 'Please keep the name under {max} characters',
  },
  /*i18n*/ {
    id: 'rule.passkey.too-many',
    message:
      'You have {max} passkeys, the most an account may keep. Remove one you no longer use first.',
  },
  // The demo account's caps (server/features/tasks/demo-rules.ts).
  /*i18n*/ {
    id: 'rule.demo.task-cap',
    message:
      'The demo holds at most {max} tasks. Sign up for a full account to unlock all features.',
  },
  /*i18n*/ {
    id: 'rule.demo.subtask-cap',
    message:
      'A demo task holds at most {max} subtasks. Sign up for a full account to unlock all features.',
  },
  /*i18n*/ {
    id: 'rule.demo.notes-cap',
    message:
      'Demo notes can be at most {max} characters. Sign up for a full account to unlock all features.',
  },
);

/** The fields of these areas whose too-long message names them (text.ts `tooLongMessage`). */
export const areaFields = list(
  /*i18n*/ { id: 'rule.field.meta-description', message: 'Meta description' },
  /*i18n*/ { id: 'rule.field.head-code', message: 'Head code' },
  /*i18n*/ { id: 'rule.field.body-code', message: 'Body code' },
);
