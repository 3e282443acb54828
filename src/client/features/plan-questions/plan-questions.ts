import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlanAnswers } from '../../../shared/schemas/library';

// The short questions that shape a plan (issue 58), in the order they are asked, and how their
// answers travel in the page's address (/shape-plan?livesWhere=alone&memory=yes&step=3): each
// answer is a plain GET form's button, so a question is answered before the page's scripts run,
// and the browser's Back goes to the question before. The words are the catalog's (`msg`),
// written in the reader's language where they are shown.

export type QuestionId = keyof PlanAnswers;

export type Question = {
  id: QuestionId;
  /** The question, in plain words. */
  prompt: MessageDescriptor;
  /** A line that says what the question means, where it needs one. */
  hint?: MessageDescriptor;
  options: readonly { value: string; label: MessageDescriptor }[];
};

const YES_NO = [
  { value: 'yes', label: msg`Yes` },
  { value: 'no', label: msg`No` },
] as const;

/** An answer kept in the address that counts as no answer. */
export const NOT_SURE = 'not_sure';

export const questions: readonly Question[] = [
  {
    id: 'livesWhere',
    prompt: msg`Where does the person you care for live?`,
    options: [
      { value: 'alone', label: msg`On their own` },
      { value: 'with_family', label: msg`With family` },
      { value: 'facility', label: msg`In assisted living or a care home` },
    ],
  },
  {
    id: 'helpers',
    prompt: msg`Who helps them most days?`,
    options: [
      { value: 'only_me', label: msg`Only me` },
      { value: 'family', label: msg`Family members share it` },
      { value: 'paid_help', label: msg`Paid helpers` },
      { value: 'from_afar', label: msg`I help from far away` },
    ],
  },
  {
    id: 'memory',
    prompt: msg`Has anyone noticed changes in their memory?`,
    hint: msg`For example, missed bills, repeated questions or getting lost.`,
    options: YES_NO,
  },
  {
    id: 'mobility',
    prompt: msg`Do they have trouble getting around, or have they had a fall?`,
    options: YES_NO,
  },
  {
    id: 'recentHospitalStay',
    prompt: msg`Have they been in the hospital in the last few months?`,
    options: YES_NO,
  },
  {
    id: 'legalPapersInPlace',
    prompt: msg`Are their legal papers in place?`,
    hint: msg`A power of attorney, a health care proxy or advance directive, and a will.`,
    options: YES_NO,
  },
  {
    id: 'moneyPapersInPlace',
    prompt: msg`Are their money matters in order?`,
    hint: msg`Someone can see the accounts and pay the bills if needed, and the insurance papers are found.`,
    options: YES_NO,
  },
];

/** The address parameter of the screen shown: a question's number, or the results. */
export const STEP_PARAM = 'step';
export const RESULTS_STEP = 'results';

/** The screen the address asks for: 0 to 6 for a question, or 'results'. */
export function stepOf(params: URLSearchParams): number | typeof RESULTS_STEP {
  const step = params.get(STEP_PARAM);
  if (step === RESULTS_STEP) return RESULTS_STEP;
  const number = Number(step);
  return Number.isInteger(number) && number >= 1 && number <= questions.length ? number - 1 : 0;
}

/** The answers the address holds as the API takes them; a skipped or 'Not sure' one is left out. */
export function answersOf(params: URLSearchParams): PlanAnswers {
  const answers: Record<string, string | boolean> = {};
  for (const question of questions) {
    const value = params.get(question.id);
    if (!question.options.some((option) => option.value === value)) continue;
    answers[question.id] = question.options === YES_NO ? value === 'yes' : (value as string);
  }
  return answers as PlanAnswers;
}

/**
 * The answers kept as the address writes them (a 'Not sure' too, so going back shows it chosen),
 * without the one of `except`.
 */
export function keptAnswers(params: URLSearchParams, except?: QuestionId): [string, string][] {
  const kept: [string, string][] = [];
  for (const question of questions) {
    if (question.id === except) continue;
    const value = params.get(question.id);
    if (value === NOT_SURE || question.options.some((option) => option.value === value)) {
      kept.push([question.id, value as string]);
    }
  }
  return kept;
}

/** The address of a screen with the answers given so far (and the plan, when one is named). */
export function stepAddress(params: URLSearchParams, step: number | typeof RESULTS_STEP): string {
  const next = new URLSearchParams(keptAnswers(params));
  const plan = params.get('plan');
  if (plan) next.set('plan', plan);
  next.set(STEP_PARAM, step === RESULTS_STEP ? RESULTS_STEP : String(step + 1));
  return `/shape-plan?${next}`;
}
