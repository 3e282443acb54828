import type { I18n } from '@lingui/core';
import { formatCount } from '../format';
import { areaFields, areaMessages, countedMessages } from './area-rule-words';
import { demoActions, demoRefusalSentence } from './demo-refusal-words';
import { leadWords } from './lead';
import { passwordStrengthWords } from './password-strength';

// The rules' messages in the reader's language (issue 59). The server answers in English (its
// API clients read it, and the spec's words are English), and the forms' schemas hold the same
// English, so the browser puts a message into its reader's language at the last step:
// `localizeRuleMessage(message, i18n)` gives the message of a rule (a field's refusal, a
// password's strength, a demo account's refusal) in `i18n`'s language, and any other text
// unchanged. The calendar's, the care records', the admin area's and the passkeys' messages are
// in area-rule-words.ts, the demo account's actions in demo-refusal-words.ts.

type Words = { id: string; message: string };
const list = (...words: Words[]) => words;

const fixed = list(
  // Tasks (task-messages.ts).
  /*i18n*/ { id: 'rule.title-required', message: 'Title is required' },
  /*i18n*/ { id: 'rule.search-required', message: 'Type a word to search for' },
  // Every text field (text.ts).
  /*i18n*/ {
    id: 'rule.control-characters',
    message: 'Please remove special control characters from this text',
  },
  /*i18n*/ {
    id: 'rule.hidden-characters',
    message: 'Please remove invisible or text-direction characters from this text',
  },
  // A password's strength (password-strength.ts), written there.
  ...passwordStrengthWords,
  // The checklist form (lead.ts) and signing in and up (schemas/auth.ts), the spec's words.
  ...Object.values(leadWords),
  /*i18n*/ { id: 'rule.password-length', message: 'Password must be at least 8 characters' },
  /*i18n*/ {
    id: 'rule.password-uppercase',
    message: 'Password must contain at least one uppercase letter',
  },
  /*i18n*/ {
    id: 'rule.password-lowercase',
    message: 'Password must contain at least one lowercase letter',
  },
  /*i18n*/ { id: 'rule.password-number', message: 'Password must contain at least one number' },
  /*i18n*/ {
    id: 'rule.password-special',
    message: 'Password must contain at least one special character',
  },
  /*i18n*/ { id: 'rule.sign-up-mismatch', message: "Passwords don't match" },
  /*i18n*/ {
    id: 'rule.sign-up-terms',
    message: 'You must accept the terms and privacy policy to continue',
  },
  /*i18n*/ { id: 'rule.premium-mismatch', message: 'Passwords do not match' },
  /*i18n*/ { id: 'rule.premium-terms', message: 'You must accept the terms and privacy policy' },
  /*i18n*/ {
    id: 'rule.premium-data-protection',
    message: 'You must consent to data protection measures',
  },
  /*i18n*/ { id: 'rule.code', message: 'Please enter a complete 6-digit code' },
  /*i18n*/ {
    id: 'rule.same-password',
    message: 'Choose a new password that is different from your current one',
  },
  /*i18n*/ {
    id: 'rule.reset-link',
    message:
      'This link to set a new password has expired or was already used. Ask for a new one from the sign-in page.',
  },
  /*i18n*/ { id: 'rule.password-required', message: 'Password is required' },
  /*i18n*/ { id: 'rule.recovery-code-required', message: 'Please enter a recovery code' },
  /*i18n*/ { id: 'rule.invalid-input', message: 'Invalid input' },
  /*i18n*/ { id: 'rule.nothing-to-update', message: 'Nothing to update' },
  // The community and a plan's circle (schemas/community.ts, plans.ts, account.ts).
  /*i18n*/ { id: 'rule.discussion-title-required', message: 'Discussion Title is required' },
  /*i18n*/ { id: 'rule.discussion-content-required', message: 'Discussion Content is required' },
  /*i18n*/ { id: 'rule.reply-required', message: 'Reply is required' },
  /*i18n*/ { id: 'rule.plan-name-required', message: 'Plan name is required' },
  /*i18n*/ {
    id: 'rule.invitation-unusable',
    message:
      'This invitation link is no longer valid. Ask the person who invited you for a new one.',
  },
  /*i18n*/ {
    id: 'rule.display-name-address',
    message: "Display name can't contain @: choose a name, not an email address",
  },
  // A phone number (phone.ts).
  /*i18n*/ {
    id: 'rule.phone',
    message:
      'Phone can only hold digits, spaces and + ( ) - . (a + only at the start, an extension as ‘ext. 12’ or ‘x12’)',
  },
);

/** The fields whose too-long message names them (text.ts `tooLongMessage`). */
const fields = list(
  /*i18n*/ { id: 'rule.field.title', message: 'Title' },
  /*i18n*/ { id: 'rule.field.notes', message: 'Notes' },
  /*i18n*/ { id: 'rule.field.description', message: 'Description' },
  /*i18n*/ { id: 'rule.field.search', message: 'A search' },
  /*i18n*/ { id: 'rule.field.display-name', message: 'Display name' },
  /*i18n*/ { id: 'rule.field.password', message: 'Password' },
  /*i18n*/ { id: 'rule.field.discussion-title', message: 'Discussion Title' },
  /*i18n*/ { id: 'rule.field.discussion-content', message: 'Discussion Content' },
  /*i18n*/ { id: 'rule.field.reply', message: 'Reply' },
  /*i18n*/ { id: 'rule.field.plan-name', message: 'Plan name' },
  /*i18n*/ { id: 'rule.field.file-name', message: 'File name' },
  /*i18n*/ { id: 'rule.field.contact-name', message: 'Contact name' },
  /*i18n*/ { id: 'rule.field.dose', message: 'Dose' },
  /*i18n*/ { id: 'rule.field.insurance-provider', message: 'Insurance provider' },
  /*i18n*/ { id: 'rule.field.medication-name', message: 'Medication name' },
  /*i18n*/ { id: 'rule.field.member-number', message: 'Member number' },
  /*i18n*/ { id: 'rule.field.name', message: 'Name' },
  /*i18n*/ { id: 'rule.field.pharmacy', message: 'Pharmacy' },
  /*i18n*/ { id: 'rule.field.phone', message: 'Phone' },
  /*i18n*/ { id: 'rule.field.power-of-attorney', message: 'Power of attorney' },
  /*i18n*/ { id: 'rule.field.prescriber', message: 'Prescriber' },
  /*i18n*/ { id: 'rule.field.role', message: 'Role' },
  /*i18n*/ { id: 'rule.field.when-taken', message: 'When it is taken' },
  /*i18n*/ {
    id: 'rule.field.directive-kept',
    message: 'Where the advance directive is kept',
  },
  /*i18n*/ { id: 'rule.field.address', message: 'Address' },
  /*i18n*/ { id: 'rule.field.allergies', message: 'Allergies' },
  /*i18n*/ { id: 'rule.field.conditions', message: 'Conditions' },
);

const tooLong = /*i18n*/ {
  id: 'rule.too-long',
  message: '{field} must be at most {max} characters',
};

const byEnglish = new Map([...fixed, ...areaMessages].map((words) => [words.message, words]));
const fieldByEnglish = new Map([...fields, ...areaFields].map((words) => [words.message, words]));
const actionByEnglish = new Map(demoActions.map((words) => [words.message, words]));
const TOO_LONG = /^(.+) must be at most ([\d,]+) characters$/;
const DEMO_REFUSED =
  /^Demo accounts cannot (.+)\. Sign up for a full account to unlock all features\.$/;
const NUMBER = '([\\d,]+)';

/** Each message that names numbers, as a pattern of its English and its placeholders' names. */
const counted = countedMessages.map((words) => {
  const names = [...words.message.matchAll(/\{(\w+)\}/g)].map((found) => found[1] as string);
  const escaped = words.message.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${escaped.replace(/\{\w+\}/g, NUMBER)}$`);
  return { words, names, pattern };
});

/** A rule's message in the language of `i18n`; any other text as it is. */
export function localizeRuleMessage(message: string, i18n: I18n): string {
  const words = byEnglish.get(message);
  if (words) return i18n._(words);
  const locale = i18n.locales?.[0] ?? i18n.locale;
  const count = (written: string) => formatCount(Number(written.replace(/,/g, '')), { locale });
  for (const { words: countedWords, names, pattern } of counted) {
    const found = pattern.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(
      names.map((name, index) => [name, count(found[index + 1] ?? '')]),
    );
    return i18n._(countedWords.id, values, { message: countedWords.message });
  }
  const [, action] = DEMO_REFUSED.exec(message) ?? [];
  const actionWords = action ? actionByEnglish.get(action) : undefined;
  if (actionWords) {
    const values = { action: i18n._(actionWords) };
    return i18n._(demoRefusalSentence.id, values, { message: demoRefusalSentence.message });
  }
  const [, field, max] = TOO_LONG.exec(message) ?? [];
  const fieldWords = field ? fieldByEnglish.get(field) : undefined;
  if (!fieldWords || !max) return message;
  const values = { field: i18n._(fieldWords), max: count(max) };
  return i18n._(tooLong.id, values, { message: tooLong.message });
}
