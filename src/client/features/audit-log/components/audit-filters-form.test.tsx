import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noFilters } from '../audit-filters';
import { AuditFiltersForm } from './audit-filters-form';

// The action filter offers what the reader's log can hold (issue 56, item 9): a family's, its
// own and its plans' actions; an admin's, the admin area's too.

function offered(isAdmin: boolean) {
  render(
    <AuditFiltersForm
      isAdmin={isAdmin}
      filters={noFilters}
      onChange={() => {}}
      onClear={() => {}}
      onExport={() => {}}
      exporting={false}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Action' });
  return within(select)
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));
}

describe('the action filter', () => {
  it("offers a family the actions of its own log, none of the admin area's", () => {
    const actions = offered(false);
    expect(actions).toEqual(expect.arrayContaining(['login', 'toggle_task_completion']));
    expect(actions).toEqual(expect.arrayContaining(['transfer_plan', 'join_plan']));
    for (const admins of ['view_admin_panel', 'delete_user', 'update_custom_code', 'view_users']) {
      expect(actions).not.toContain(admins);
    }
  });

  it('offers an admin every action', () => {
    const actions = offered(true);
    expect(actions).toEqual(
      expect.arrayContaining(['login', 'transfer_plan', 'view_admin_panel', 'delete_user']),
    );
  });
});
