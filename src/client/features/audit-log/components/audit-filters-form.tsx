import { Trans, useLingui } from '@lingui/react/macro';
import { Download, X } from 'lucide-react';
import { USER_SEARCH_MAX_LENGTH } from '../../../../shared/rules/limits';
import { auditActions, familyAuditActions } from '../../../../shared/schemas/audit';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import type { AuditFilters } from '../audit-filters';

/** The filters of /audit-logs, Clear Filters and Export as CSV (spec section 2). */
export function AuditFiltersForm({
  filters,
  onChange,
  onClear,
  onExport,
  exporting,
  isAdmin,
}: {
  /** An admin's filter offers every action; a family's, what its log can hold (issue 56). */
  isAdmin: boolean;
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
  onClear: () => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useLingui();
  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value });
  return (
    <search aria-label={t`Filter audit logs`} className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id="audit-user" label={t`User ID or email`}>
          {(control) => (
            <Input
              {...control}
              value={filters.user}
              maxLength={USER_SEARCH_MAX_LENGTH}
              onChange={set('user')}
            />
          )}
        </FormField>
        <FormField id="audit-action" label={t`Action`}>
          {(control) => (
            <NativeSelect {...control} value={filters.action} onChange={set('action')}>
              <option value="">{t`All actions`}</option>
              {(isAdmin ? auditActions : familyAuditActions).map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="audit-start" label={t`Start date`}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filters.startDate}
              max={filters.endDate || undefined}
              onChange={set('startDate')}
            />
          )}
        </FormField>
        <FormField id="audit-end" label={t`End date`}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filters.endDate}
              min={filters.startDate || undefined}
              onChange={set('endDate')}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onClear}>
          <X aria-hidden="true" />
          <Trans>Clear Filters</Trans>
        </Button>
        <Button type="button" onClick={onExport} disabled={exporting}>
          <Download aria-hidden="true" />
          {exporting ? <Trans>Exporting...</Trans> : <Trans>Export as CSV</Trans>}
        </Button>
      </div>
    </search>
  );
}
