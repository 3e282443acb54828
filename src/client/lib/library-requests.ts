import type {
  AddFromLibraryResult,
  LibraryList,
  LibrarySuggestions,
  LibraryTaskDetail,
  PlanAnswers,
} from '../../shared/schemas/library';
import { apiFetch } from './api';

// One function per call of the library's API (issue 58, `shared/schemas/library.ts`), each in
// the plan the tab shows (`?plan=`; null: the current user's default), as the tasks' calls are.

/** Every cached library answer starts with this key; an addition marks entries in all of them. */
export const libraryQueryKey = ['library'] as const;

/** What the 'Add from library' list is narrowed to; empty means not narrowed. */
export type LibraryFilters = { q: string; category: string; stage: string };

const planKey = (plan: string | null) => plan ?? 'own';

export const libraryListKey = (plan: string | null, filters: LibraryFilters) =>
  [...libraryQueryKey, planKey(plan), 'list', filters.q, filters.category, filters.stage] as const;

export const libraryEntryKey = (plan: string | null, key: string) =>
  [...libraryQueryKey, planKey(plan), 'entry', key] as const;

function inPlan(path: string, plan: string | null): string {
  if (!plan) return path;
  return `${path}${path.includes('?') ? '&' : '?'}plan=${encodeURIComponent(plan)}`;
}

/** `/api/library` with the filters that narrow it (an empty one is left out). */
export function libraryListPath(plan: string | null, filters: LibraryFilters): string {
  const query = new URLSearchParams();
  const q = filters.q.trim();
  if (q) query.set('q', q);
  if (filters.category) query.set('category', filters.category);
  if (filters.stage) query.set('stage', filters.stage);
  const search = query.toString();
  return inPlan(`/api/library${search ? `?${search}` : ''}`, plan);
}

export function fetchLibraryList(plan: string | null, filters: LibraryFilters) {
  return apiFetch<LibraryList>(libraryListPath(plan, filters));
}

export function fetchLibraryEntry(plan: string | null, key: string) {
  return apiFetch<LibraryTaskDetail>(inPlan(`/api/library/${encodeURIComponent(key)}`, plan));
}

export function fetchSuggestions(plan: string | null, answers: PlanAnswers) {
  return apiFetch<LibrarySuggestions>(inPlan('/api/library/suggestions', plan), {
    method: 'POST',
    body: answers,
  });
}

export function addFromLibrary(plan: string | null, keys: readonly string[]) {
  return apiFetch<AddFromLibraryResult>(inPlan('/api/library/add', plan), {
    method: 'POST',
    body: { keys },
  });
}

/** The suggestions for one set of answers, kept so that what was added says so. */
export const librarySuggestionsKey = (plan: string | null, answers: PlanAnswers) =>
  [...libraryQueryKey, planKey(plan), 'suggestions', JSON.stringify(answers)] as const;
