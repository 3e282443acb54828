import { useRef } from 'react';
import { matchesSearch } from '../../shared/rules/tasks';
import type { Task } from '../../shared/schemas/tasks';

type Searchable = Pick<Task, 'id' | 'title' | 'description' | 'notes' | 'subtasks'>;

/**
 * The tasks matching the search. A task stays listed while the search is unchanged even if an
 * edit (its notes, say) stops it matching, so a card never vanishes while someone types in it.
 */
export function useStableSearch<T extends Searchable>(tasks: T[], query: string): T[] {
  const shown = useRef({ query, ids: new Set<string>() });
  if (shown.current.query !== query) shown.current = { query, ids: new Set() };
  const ids = shown.current.ids;
  return tasks.filter((task) => {
    const keep = ids.has(task.id) || matchesSearch(task, query);
    if (keep) ids.add(task.id);
    return keep;
  });
}
