import { PASSWORD_MIN_LENGTH } from '../constants';

export const passwordStrengthLabels = [
  'Too weak',
  'Weak',
  'Fair',
  'Good',
  'Strong',
  'Very strong',
] as const;

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

export function passwordStrength(password: string): PasswordStrength {
  const score = Object.values(passwordChecks).filter((check) => check(password)).length;
  return { score, label: passwordStrengthLabels[score] ?? 'Too weak', percent: score * 20 };
}
