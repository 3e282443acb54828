import type { CategoryId } from '../category-ids';

// The shape of one task of the eldercare library (issue 58). The text is general, US-focused
// guidance for family caregivers, not legal, medical, tax or financial advice: a task points to
// the right professional wherever that matters.

/** The three stages the landing page names: Early Planning, Care Transitions, Advanced Care. */
export const stageIds = ['early_planning', 'care_transitions', 'advanced_care'] as const;
export type StageId = (typeof stageIds)[number];

/**
 * The situations a family's short questionnaire can report. A task tagged with one is especially
 * fitting in that situation; a task without tags fits every family.
 */
export const fitTags = [
  // Where the person lives.
  'lives_alone',
  'lives_with_family',
  'lives_in_facility',
  // Who helps.
  'sole_caregiver',
  'family_helps',
  'paid_help',
  'long_distance',
  // Health.
  'memory_concerns',
  'mobility_or_falls',
  'recent_hospital_stay',
  'serious_illness',
  // Papers not yet in place.
  'legal_papers_missing',
  'money_papers_missing',
  // Other circumstances.
  'veteran',
  'owns_home',
  'limited_income',
  'caregiver_works',
] as const;
export type FitTag = (typeof fitTags)[number];

/** An authoritative public source: its name as a reader would search for it, and its address. */
export type LibraryReference = { name: string; url: string };

export type LibraryEntry = {
  /** Stable kebab-case slug, unique across the library; families' tasks link to it. */
  key: string;
  categoryId: CategoryId;
  /** Starts with a verb. */
  title: string;
  /** One or two sentences: what and why. */
  description: string;
  /** Two to six sentences: what to ask, what to bring, what it usually costs, what to watch for. */
  guidance: string;
  /** 3 to 6 short action titles. */
  subtasks: readonly string[];
  stage: StageId;
  /** 1 to 3 https addresses of authoritative public sources. */
  references: readonly LibraryReference[];
  /** Whether an instructional video exists for this task (`TASK_VIDEO_BASE_URL` + key). */
  hasVideo: boolean;
  /** One of the 22 tasks a new plan starts with, in the library's order (so plans keep theirs). */
  starter?: boolean;
  /**
   * One of the 35 tasks of the free printable checklist, in the checklist's own words, and its
   * place (1 to 5) in its category's part of the checklist.
   */
  printable?: { position: number; title: string; detail: string };
  /** The situations that make this task especially fitting; none means it fits everyone. */
  fits?: readonly FitTag[];
};
