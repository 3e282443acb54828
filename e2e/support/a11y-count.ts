import { test } from '@playwright/test';

/**
 * The accessibility checks a journey made, recorded as annotations of its test and counted by
 * counts-reporter.ts: a screen (a route or a state, at desktop and 320 px, in both themes), a
 * popup opened on it (at one width, in both themes), and every axe run.
 */
export const A11Y_CHECK = {
  screen: 'screens (route or state, each in both themes)',
  popup: 'popups (x width)',
  axe: 'axe runs',
} as const;

export function countCheck(kind: keyof typeof A11Y_CHECK, where: string): void {
  test.info().annotations.push({ type: A11Y_CHECK[kind], description: where });
}
