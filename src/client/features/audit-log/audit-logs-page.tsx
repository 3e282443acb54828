import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AUDIT_LOG_SCREEN_LIMIT } from '../../../shared/constants';
import { formatCount } from '../../../shared/format';
import { AppHeader } from '../../components/app-header';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useLocale } from '../../lib/i18n';
import { notifyRefused } from '../../lib/notify-refused';
import { recordView } from '../../lib/record-view';
import { useSession } from '../../lib/session';
import { auditLogsQuery, exportAuditLogs } from './api/audit-requests';
import { type AuditFilters, noFilters, toAuditQuery } from './audit-filters';
import { AuditFiltersForm } from './components/audit-filters-form';
import { AuditTable } from './components/audit-table';

const TYPING_DELAY_MS = 300;

/** /audit-logs: who did what and when; a user's own entries, an admin's everyone's (D3). */
export function AuditLogsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: session } = useSession();
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const [applied, setApplied] = useState<AuditFilters>(noFilters);
  const [exporting, setExporting] = useState(false);
  const logs = useQuery(auditLogsQuery(toAuditQuery(applied)));
  const recorded = useRef(false);

  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    recordView({ action: 'view_audit_logs' });
  }, []);

  // Typing in the user box waits for a pause; the other filters apply at once.
  useEffect(() => {
    const delay = filters.user === applied.user ? 0 : TYPING_DELAY_MS;
    const timer = setTimeout(() => setApplied(filters), delay);
    return () => clearTimeout(timer);
  }, [filters, applied.user]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportAuditLogs(toAuditQuery(filters));
    } catch (error) {
      notifyRefused(error, t`Failed to export audit logs`);
    } finally {
      setExporting(false);
    }
  };

  const count = logs.data?.entries.length ?? 0;
  const shownCount = formatCount(count, { locale });
  const screenLimit = formatCount(AUDIT_LOG_SCREEN_LIMIT, { locale });
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:py-8">
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-3">
            <Link to="/profile">
              <ArrowLeft aria-hidden="true" />
              <Trans>Back to Profile</Trans>
            </Link>
          </Button>
        </div>
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Audit Logs</Trans>
          </h1>
          <p className="text-muted-foreground">
            {session?.user.isAdmin ? (
              <Trans>What everyone did, and when. Times are in your time zone.</Trans>
            ) : (
              <Trans>What was done in your account, and when. Times are in your time zone.</Trans>
            )}
          </p>
        </div>
        <AuditFiltersForm
          isAdmin={session?.user.isAdmin ?? false}
          filters={filters}
          onChange={setFilters}
          onClear={() => {
            setFilters(noFilters);
            setApplied(noFilters);
          }}
          onExport={() => void exportCsv()}
          exporting={exporting}
        />
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {logs.data &&
            (logs.data.truncated ? (
              <Trans>
                Showing the newest {screenLimit} matching entries. Export as CSV to get them all.
              </Trans>
            ) : (
              <Plural value={count} one={`${shownCount} entry`} other={`${shownCount} entries`} />
            ))}
        </p>
        {logs.isPending ? (
          <Spinner label={t`Loading audit logs`} className="py-8" />
        ) : logs.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>
              <Trans>We couldn't load the audit logs.</Trans>
            </p>
            <Button variant="outline" onClick={() => void logs.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : count === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center font-medium">
            <Trans>No audit logs found matching your criteria</Trans>
          </p>
        ) : (
          <AuditTable entries={logs.data.entries} />
        )}
      </main>
    </div>
  );
}
