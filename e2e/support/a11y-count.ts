import { test } from '@playwright/test';

/**
 * The accessibility checks a journey made, recorded as annotations of its test and counted by
 * counts-reporter.ts: a screen (a route or a state, in one theme, at desktop and 320 px), a
 * popup opened on it (at one width), and every axe run.
 */
export const A11Y_CHECK = {
  screen: 'screens (route or state x theme)',
  popup: 'popups (x width)',
  axe: 'axe runs',
} as const;

export function countCheck(kind: keyof typeof A11Y_CHECK, where: string): void {
  test.info().annotations.push({ type: A11Y_CHECK[kind], description: where });
}
