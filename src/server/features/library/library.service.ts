import { languageOf } from '../../../shared/i18n/locales';
import type {
  AddFromLibraryInput,
  AddFromLibraryResult,
  LibraryList,
  LibraryQuery,
  LibrarySuggestions,
  LibraryTaskDetail,
  PlanAnswers,
} from '../../../shared/schemas/library';
import type { PlanActor } from '../../auth/plan-access';
import { badRequest, notFound } from '../../lib/app-error';
import type { DbDeps } from '../../service-deps';
import { addFromLibrary, libraryKeysInPlan } from '../tasks';
import { findEntries, libraryEntryOf, toDetail, toListItem } from './library-catalog';
import { suggestEntries } from './library-suggestions';

// The eldercare library's API (issue 58, decision record 097), in the actor's care plan: the
// library is the same for everyone, in each reader's language (issue 59); the plan says which of
// its tasks the family already has.

export const NOT_IN_LIBRARY = 'No such task in the library';

export async function listLibrary(
  deps: DbDeps,
  actor: PlanActor,
  input: LibraryQuery,
): Promise<LibraryList> {
  const inPlan = await libraryKeysInPlan(deps.database.db, actor.plan.id);
  const entries = findEntries(input, languageOf(actor.locale));
  return { items: entries.map((entry) => toListItem(entry, inPlan.has(entry.key))) };
}

export async function libraryTask(
  deps: DbDeps,
  actor: PlanActor,
  input: { key: string },
): Promise<LibraryTaskDetail> {
  const entry = libraryEntryOf(input.key, languageOf(actor.locale));
  if (!entry) throw notFound(NOT_IN_LIBRARY);
  const inPlan = await libraryKeysInPlan(deps.database.db, actor.plan.id);
  return toDetail(entry, inPlan.has(entry.key));
}

export async function suggestLibraryTasks(
  deps: DbDeps,
  actor: PlanActor,
  answers: PlanAnswers,
): Promise<LibrarySuggestions> {
  const inPlan = await libraryKeysInPlan(deps.database.db, actor.plan.id);
  return {
    groups: suggestEntries(answers, inPlan, languageOf(actor.locale)).map(({ stage, entries }) => ({
      stage,
      items: entries.map((entry) => toListItem(entry, false)),
    })),
  };
}

/**
 * Every key must name a library task (else nothing is added); a key named twice counts once. A
 * plan copies the library's English: each of its readers then reads the copy in their language
 * while the family leaves it as the library wrote it (task-view.ts).
 */
export function addLibraryTasks(
  deps: DbDeps,
  actor: PlanActor,
  input: AddFromLibraryInput,
): Promise<AddFromLibraryResult> {
  const keys = [...new Set(input.keys)];
  const entries = keys.map((key) => libraryEntryOf(key, 'en'));
  if (entries.some((entry) => entry === undefined)) throw badRequest(NOT_IN_LIBRARY);
  return addFromLibrary(deps, actor, {
    entries: entries.filter((entry) => entry !== undefined),
  });
}
