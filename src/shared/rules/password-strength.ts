import type { I18n } from '@lingui/core';
import { PASSWORD_MIN_LENGTH } from '../constants';

/** Each score's label as people read it: messages (issue 59), their English given. */
export const passwordStrengthWords = [
  /*i18n*/ { id: 'rule.strength.too-weak', message: 'Too weak' },
  /*i18n*/ { id: 'rule.strength.weak', message: 'Weak' },
  /*i18n*/ { id: 'rule.strength.fair', message: 'Fair' },
  /*i18n*/ { id: 'rule.strength.good', message: 'Good' },
  /*i18n*/ { id: 'rule.strength.strong', message: 'Strong' },
  /*i18n*/ { id: 'rule.strength.very-strong', message: 'Very strong' },
] as const;

export const passwordStrengthLabels = passwordStrengthWords.map((words) => words.message) as [
  'Too weak',
  'Weak',
  'Fair',
  'Good',
  'Strong',
  'Very strong',
];

export type PasswordStrength = {
  /** 0 to 5: one point each for length, uppercase, lowercase, digit and special character. */
  score: number;
  label: (typeof passwordStrengthLabels)[number];
  /** Width of the meter's bar: score times 20%. */
  percent: number;
};

export const passwordChecks = {
  length: (password: string) => password.length >= PASSWORD_MIN_LENGTH,
  uppercase: (password: string) => /[A-Z]/.test(password),
  lowercase: (password: string) => /[a-z]/.test(password),
  digit: (password: string) => /[0-9]/.test(password),
  special: (password: string) => /[^A-Za-z0-9]/.test(password),
} as const;

/** A password's strength label in the reader's language (the client passes `useLingui().i18n`). */
export function passwordStrengthLabel(score: number, i18n: I18n): string {
  return i18n._(passwordStrengthWords[score] ?? passwordStrengthWords[0]);
}

export function passwordStrength(password: string): PasswordStrength {
  const score = Object.values(passwordChecks).filter((check) => check(password)).length;
  return { score, label: passwordStrengthLabels[score] ?? 'Too weak', percent: score * 20 };
}
