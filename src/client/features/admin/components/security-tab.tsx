import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eraser } from 'lucide-react';
import { SECURITY_EVENTS_SHOWN } from '../../../../shared/constants';
import { formatCount } from '../../../../shared/format';
import type { SecurityEventView } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../lib/i18n';
import { notifyRefused } from '../../../lib/notify-refused';
import { toast } from '../../../lib/toast';
import { adminKeys, cleanupExpiredSessions, securityQuery } from '../api/admin-requests';
import { BackupsCard } from './backups-card';
import { eventRepeats } from './event-repeats';
import { formatAdminDate } from './format-admin-date';
import { LoadError } from './load-error';
import { SessionsCard } from './sessions-card';

const severityNames: Record<SecurityEventView['severity'], MessageDescriptor> = {
  info: msg`Info`,
  warning: msg`Warning`,
  critical: msg`Critical`,
};

/** The Security tab: the dashboard, the database's backups, the admin's own sessions, and the cleanup. */
export function SecurityTab() {
  return (
    <>
      <SecurityDashboardCard />
      <BackupsCard />
      <SessionsCard />
      <CleanupCard />
    </>
  );
}

function SecurityDashboardCard() {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const dashboard = useQuery(securityQuery);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Security Dashboard</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Sign-in refusals, admin actions and session cleanups, most recent first. An event
            repeated soon after is counted on its line.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {dashboard.isPending ? (
          <Spinner label={t`Loading security data`} className="py-8" />
        ) : dashboard.isError ? (
          <LoadError
            title={t`Failed to load security data`}
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Stat
                label={t`Events in the last 24 hours`}
                value={formatCount(dashboard.data.eventsLast24Hours, { locale })}
              />
              <Stat
                label={t`Critical events`}
                value={formatCount(dashboard.data.criticalEvents, { locale })}
              />
            </dl>
            <h3 className="text-lg font-semibold">
              <Trans>Recent events</Trans>
            </h3>
            {dashboard.data.events.length === 0 ? (
              <p className="text-muted-foreground">
                <Trans>No security events yet</Trans>
              </p>
            ) : (
              <ul className="flex flex-col divide-y rounded-lg border">
                {dashboard.data.events.slice(0, SECURITY_EVENTS_SHOWN).map((event) => {
                  const repeats = eventRepeats(event, i18n);
                  const { ipAddress } = event;
                  return (
                    <li key={event.id} className="flex flex-col gap-1 p-3">
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge variant={event.severity === 'critical' ? 'default' : 'outline'}>
                          {i18n._(severityNames[event.severity])}
                        </Badge>
                        <span className="text-sm font-medium">{event.eventType}</span>
                        <span className="text-sm text-muted-foreground">
                          {formatAdminDate(event.lastAt, i18n)}
                        </span>
                      </div>
                      <p className="text-sm break-words">{event.description}</p>
                      {repeats && <p className="text-sm font-medium">{repeats}</p>}
                      {ipAddress && (
                        <p className="text-xs text-muted-foreground">
                          <Trans>From {ipAddress}</Trans>
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-3xl font-bold">{value}</dd>
    </div>
  );
}

function CleanupCard() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const cleanup = useMutation({
    mutationFn: cleanupExpiredSessions,
    onSuccess: ({ cleaned }) => {
      toast.success(t`Expired sessions cleaned up`, {
        description: plural(cleaned, { one: '# session ended.', other: '# sessions ended.' }),
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.security });
      void queryClient.invalidateQueries({ queryKey: adminKeys.sessions });
    },
    onError: (error) => notifyRefused(error, t`Failed to clean up sessions`),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Session Cleanup</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Ends every session that is past its 8-hour limit or has been idle too long. They can no
            longer be used anyway; this tidies the list.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={cleanup.isPending} onClick={() => cleanup.mutate()}>
          <Eraser aria-hidden="true" />
          {cleanup.isPending ? (
            <Trans>Cleaning up...</Trans>
          ) : (
            <Trans>Clean Up Expired Sessions</Trans>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}
