import { plural, t } from '@lingui/core/macro';
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AddFromLibraryResult,
  LibraryListItem,
  LibrarySuggestions,
} from '../../shared/schemas/library';
import { addFromLibrary, libraryQueryKey } from './library-requests';
import { notifyRefused } from './notify-refused';
import { usePlanParam } from './plan-context';
import { toast } from './toast';

// Adding library tasks to the plan (POST /api/library/add): every cached library answer of the
// plan says 'In your plan' for them at once (an optimistic update), put back as it was if the
// server refuses; once added, the dashboard's cached tasks are read again.

type Snapshot = [QueryKey, unknown][];

const markItem = (item: LibraryListItem, keys: ReadonlySet<string>): LibraryListItem =>
  keys.has(item.key) && !item.inPlan ? { ...item, inPlan: true } : item;

/** One cached library answer with the entries of `keys` marked in the plan. */
export function markedInPlan(data: unknown, keys: ReadonlySet<string>): unknown {
  if (!data || typeof data !== 'object') return data;
  if ('items' in data && Array.isArray(data.items)) {
    return { ...data, items: data.items.map((item: LibraryListItem) => markItem(item, keys)) };
  }
  if ('groups' in data && Array.isArray(data.groups)) {
    const groups = (data as LibrarySuggestions).groups.map((group) => ({
      ...group,
      items: group.items.map((item) => markItem(item, keys)),
    }));
    return { ...data, groups };
  }
  if ('key' in data && 'inPlan' in data) return markItem(data as LibraryListItem, keys);
  return data;
}

function markAll(queryClient: QueryClient, plan: string | null, keys: ReadonlySet<string>) {
  const filter = { queryKey: [...libraryQueryKey, plan ?? 'own'] };
  const snapshot: Snapshot = queryClient.getQueriesData(filter);
  for (const [queryKey, data] of snapshot) {
    queryClient.setQueryData(queryKey, markedInPlan(data, keys));
  }
  return snapshot;
}

/** What the toast says once the server has added them (in the browser, in the page's language). */
export function addedMessage({ added, skipped }: AddFromLibraryResult, title?: string): string {
  if (added === 0) return t`Already in your plan`;
  const what =
    added === 1 && title
      ? t`“${title}” is in your plan now`
      : plural(added, { one: '# task is in your plan now', other: '# tasks are in your plan now' });
  if (skipped === 0) return what;
  const already = plural(skipped, { one: '# already were', other: '# already were' });
  return t`${what} (${already})`;
}

export type AddVariables = {
  keys: readonly string[];
  /** The one task's title, for the toast. */
  title?: string;
};

export function useAddFromLibrary() {
  const queryClient = useQueryClient();
  const plan = usePlanParam();
  return useMutation<AddFromLibraryResult, unknown, AddVariables, Snapshot>({
    mutationFn: ({ keys }) => addFromLibrary(plan, keys),
    onMutate: async ({ keys }) => {
      // A library read on its way would put 'Add to plan' back over the optimistic update.
      await queryClient.cancelQueries({ queryKey: libraryQueryKey });
      return markAll(queryClient, plan, new Set(keys));
    },
    onError: (error, _variables, snapshot) => {
      for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
      notifyRefused(error, t`Could not add to your plan`);
    },
    onSuccess: (answer, { title }) => {
      toast.success(addedMessage(answer, title));
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['task-search'] });
    },
  });
}
