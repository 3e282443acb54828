import { expect, type Page } from '@playwright/test';
import type { CareProfile } from '../../src/shared/schemas/care';
import type { PlanSummary } from '../../src/shared/schemas/plans';
import { E2E_BASE_URL } from './ports';

// What the emergency sheet's journeys share (in English and in Spanish): the plan /app and the
// sheet open without `?plan=`, a care profile saved through the API, and a printout's pages.

/** The current user's own plan, the one /app and the sheet open without `?plan=`. */
export async function ownPlanId(page: Page): Promise<string> {
  const plans = (await (await page.request.get('/api/plans')).json()) as PlanSummary[];
  const plan = plans.find((each) => each.isDefault) ?? plans[0];
  if (!plan) throw new Error('The account has no plan');
  return plan.id;
}

/** Saves a plan's first care profile through the API, as the page's account. */
export async function saveProfile(page: Page, planId: string, profile: CareProfile) {
  const saved = await page.request.put(`/api/plans/${planId}/care-profile`, {
    headers: { origin: E2E_BASE_URL },
    data: { version: 0, profile },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return saved;
}

/** Pages of a PDF: its page objects, not the /Pages tree that lists them. */
export const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length;
