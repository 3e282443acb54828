import {
  type FitTag,
  type LibraryEntry,
  stageIds,
} from '../../../shared/content/library/library-entry';
import { libraryIn } from '../../../shared/content/library/library-in';
import type { Language } from '../../../shared/i18n/locales';
import { LIBRARY_LIMITS } from '../../../shared/rules/limits';
import type { PlanAnswers } from '../../../shared/schemas/library';

// Which library tasks fit a family (issue 58, decision record 097): the answers to the short
// questions become the situations the library's tasks are tagged with, and the tasks that fit
// them best come first. A skipped question says nothing, so it adds no situation.

const livesWhere = {
  alone: 'lives_alone',
  with_family: 'lives_with_family',
  facility: 'lives_in_facility',
} as const satisfies Record<NonNullable<PlanAnswers['livesWhere']>, FitTag>;

const helpers = {
  only_me: 'sole_caregiver',
  family: 'family_helps',
  paid_help: 'paid_help',
  from_afar: 'long_distance',
} as const satisfies Record<NonNullable<PlanAnswers['helpers']>, FitTag>;

/** The situations the answers report. */
export function situationsOf(answers: PlanAnswers): Set<FitTag> {
  const situations = new Set<FitTag>();
  if (answers.livesWhere) situations.add(livesWhere[answers.livesWhere]);
  if (answers.helpers) situations.add(helpers[answers.helpers]);
  if (answers.memory === true) situations.add('memory_concerns');
  if (answers.mobility === true) situations.add('mobility_or_falls');
  if (answers.recentHospitalStay === true) situations.add('recent_hospital_stay');
  if (answers.legalPapersInPlace === false) situations.add('legal_papers_missing');
  if (answers.moneyPapersInPlace === false) situations.add('money_papers_missing');
  return situations;
}

/** A change in health is the most pressing reason to act: it counts twice. */
const pressing: ReadonlySet<FitTag> = new Set([
  'recent_hospital_stay',
  'mobility_or_falls',
  'memory_concerns',
]);

/**
 * How well an entry fits: its situations the family is in, a pressing one counting twice; 0 for
 * an entry that fits every family (no tags); null for one made for situations the family did not
 * report.
 */
function fitOf(entry: LibraryEntry, situations: ReadonlySet<FitTag>): number | null {
  if (!entry.fits) return 0;
  const matched = entry.fits.filter((tag) => situations.has(tag));
  if (matched.length === 0) return null;
  return matched.reduce((sum, tag) => sum + (pressing.has(tag) ? 2 : 1), 0);
}

/**
 * The entries that fit, grouped by stage in the landing page's order, each group the best
 * `suggestionsPerStage`: the entries fitting most of the family's situations first, then those
 * that fit everyone, each in the library's order. Entries already in the plan are left out. Each
 * entry in the reader's language.
 */
export function suggestEntries(
  answers: PlanAnswers,
  inPlan: ReadonlySet<string>,
  language: Language,
): { stage: LibraryEntry['stage']; entries: LibraryEntry[] }[] {
  const situations = situationsOf(answers);
  const fitting = libraryIn(language).flatMap((entry, order) => {
    if (inPlan.has(entry.key)) return [];
    const fit = fitOf(entry, situations);
    return fit === null ? [] : [{ entry, fit, order }];
  });
  fitting.sort((a, b) => b.fit - a.fit || a.order - b.order);
  return stageIds.map((stage) => ({
    stage,
    entries: fitting
      .filter(({ entry }) => entry.stage === stage)
      .slice(0, LIBRARY_LIMITS.suggestionsPerStage)
      .map(({ entry }) => entry),
  }));
}
