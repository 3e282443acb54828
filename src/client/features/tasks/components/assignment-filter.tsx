import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { NativeSelect } from '../../../components/ui/select';
import type { AssignedFilter } from '../api/task-requests';

// The dashboard's 'Show' filter: all tasks (the categories), or the tasks assigned to the current user
// or to no one, listed together. Kept in the address (`?assigned=me|none`) like the category.

const ASSIGNED_PARAM = 'assigned';

/** The filter in these address parameters; null shows all tasks. */
export function assignedFilterOf(searchParams: URLSearchParams): AssignedFilter | null {
  const value = searchParams.get(ASSIGNED_PARAM);
  return value === 'me' || value === 'none' ? value : null;
}

/** The filter in the address; null shows all tasks. */
export function useAssignedFilter(): AssignedFilter | null {
  const [searchParams] = useSearchParams();
  return assignedFilterOf(searchParams);
}

export const assignedFilterLabels: Record<AssignedFilter, MessageDescriptor> = {
  me: msg`Assigned to me`,
  none: msg`Unassigned`,
};

export function AssignmentFilter() {
  const { i18n, t } = useLingui();
  const id = useId();
  const filter = useAssignedFilter();
  const [, setSearchParams] = useSearchParams();

  const choose = (value: string) =>
    setSearchParams((params) => {
      // The plan stays; a category opened before gives way to the filter's list.
      params.delete('category');
      if (value === 'me' || value === 'none') params.set(ASSIGNED_PARAM, value);
      else params.delete(ASSIGNED_PARAM);
      return params;
    });

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        <Trans>Show</Trans>
      </label>
      <NativeSelect
        id={id}
        value={filter ?? 'all'}
        onChange={(event) => choose(event.target.value)}
        className="h-10 min-w-44 text-sm"
      >
        <option value="all">{t`All tasks`}</option>
        <option value="me">{i18n._(assignedFilterLabels.me)}</option>
        <option value="none">{i18n._(assignedFilterLabels.none)}</option>
      </NativeSelect>
    </div>
  );
}
