import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eraser } from 'lucide-react';
import { SECURITY_EVENTS_SHOWN } from '../../../../shared/constants';
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
import { notifyRefused } from '../../../lib/notify-refused';
import { toast } from '../../../lib/toast';
import { adminKeys, cleanupExpiredSessions, securityQuery } from '../api/admin-requests';
import { BackupsCard } from './backups-card';
import { eventRepeats } from './event-repeats';
import { formatAdminDate } from './format-admin-date';
import { LoadError } from './load-error';
import { SessionsCard } from './sessions-card';

const severityNames: Record<SecurityEventView['severity'], string> = {
  info: 'Info',
  warning: 'Warning',
  critical: 'Critical',
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
  const dashboard = useQuery(securityQuery);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security Dashboard</CardTitle>
        <CardDescription>
          Sign-in refusals, admin actions and session cleanups, most recent first. An event repeated
          soon after is counted on its line.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {dashboard.isPending ? (
          <Spinner label="Loading security data" className="py-8" />
        ) : dashboard.isError ? (
          <LoadError
            title="Failed to load security data"
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Stat label="Events in the last 24 hours" value={dashboard.data.eventsLast24Hours} />
              <Stat label="Critical events" value={dashboard.data.criticalEvents} />
            </dl>
            <h3 className="text-lg font-semibold">Recent events</h3>
            {dashboard.data.events.length === 0 ? (
              <p className="text-muted-foreground">No security events yet</p>
            ) : (
              <ul className="flex flex-col divide-y rounded-lg border">
                {dashboard.data.events.slice(0, SECURITY_EVENTS_SHOWN).map((event) => {
                  const repeats = eventRepeats(event);
                  return (
                    <li key={event.id} className="flex flex-col gap-1 p-3">
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge variant={event.severity === 'critical' ? 'default' : 'outline'}>
                          {severityNames[event.severity]}
                        </Badge>
                        <span className="text-sm font-medium">{event.eventType}</span>
                        <span className="text-sm text-muted-foreground">
                          {formatAdminDate(event.lastAt)}
                        </span>
                      </div>
                      <p className="text-sm break-words">{event.description}</p>
                      {repeats && <p className="text-sm font-medium">{repeats}</p>}
                      {event.ipAddress && (
                        <p className="text-xs text-muted-foreground">From {event.ipAddress}</p>
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

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-3xl font-bold">{value}</dd>
    </div>
  );
}

function CleanupCard() {
  const queryClient = useQueryClient();
  const cleanup = useMutation({
    mutationFn: cleanupExpiredSessions,
    onSuccess: ({ cleaned }) => {
      toast.success('Expired sessions cleaned up', {
        description: `${cleaned} ${cleaned === 1 ? 'session' : 'sessions'} ended.`,
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.security });
      void queryClient.invalidateQueries({ queryKey: adminKeys.sessions });
    },
    onError: (error) => notifyRefused(error, 'Failed to clean up sessions'),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Session Cleanup</CardTitle>
        <CardDescription>
          Ends every session that is past its 8-hour limit or has been idle too long. They can no
          longer be used anyway; this tidies the list.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={cleanup.isPending} onClick={() => cleanup.mutate()}>
          <Eraser aria-hidden="true" />
          {cleanup.isPending ? 'Cleaning up...' : 'Clean Up Expired Sessions'}
        </Button>
      </CardContent>
    </Card>
  );
}
