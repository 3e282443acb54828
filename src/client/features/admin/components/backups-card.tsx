import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import type { BackupSummary } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { securityQuery } from '../api/admin-requests';
import { formatAdminDate } from './format-admin-date';
import { formatBytes } from './format-bytes';

/**
 * The database's automatic backups (issue #31, records 051 and 084), from the Security tab's own
 * request: when the last good one was taken, whether it is overdue or the last attempt failed,
 * and the schedule, in words for an admin who runs the app for a family.
 */
export function BackupsCard() {
  const dashboard = useQuery(securityQuery);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Backups</CardTitle>
        <CardDescription>
          An encrypted copy of the database, taken automatically by the server. It opens only with
          the documents' key, which is kept outside it: keep a copy of that key apart from the
          backups.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {dashboard.isPending ? (
          <Spinner label="Loading backups" className="py-8" />
        ) : dashboard.isError ? (
          // The dashboard card above says why and offers to try again; one alert is enough.
          <p className="text-muted-foreground">
            The backups could not be loaded. Try again from the Security Dashboard above.
          </p>
        ) : (
          <BackupDetails backups={dashboard.data.backups} />
        )}
        <p className="text-muted-foreground">
          To restore a backup, follow "Backups" in the README.
        </p>
      </CardContent>
    </Card>
  );
}

function BackupDetails({ backups }: { backups: BackupSummary }) {
  const { lastGood, overdue, lastFailure, schedule } = backups;
  return (
    <>
      {overdue && (
        <div className="flex gap-3 rounded-lg border-2 border-destructive p-4">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="flex flex-col items-start gap-2">
            <Badge variant="default">Overdue</Badge>
            <p className="font-semibold">
              The last good backup is more than a day old. Check the server's log and the backup
              folder.
            </p>
          </div>
        </div>
      )}
      {lastGood ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium">
            Last backup: {formatAdminDate(lastGood.finishedAt)} · {formatBytes(lastGood.bytes)}
          </p>
          <p className="text-xs break-all text-muted-foreground">{lastGood.file}</p>
        </div>
      ) : (
        <p className="font-medium">
          {schedule
            ? 'No backup yet. The server takes the first one soon after it starts.'
            : 'No backup yet.'}
        </p>
      )}
      {lastFailure && (
        <p className="flex gap-2 break-words">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>
            The last attempt failed on {formatAdminDate(lastFailure.at)}: {lastFailure.reason}
          </span>
        </p>
      )}
      <p>
        {schedule
          ? `Every day at ${schedule.time} (${schedule.timeZone}), keeping the last ${schedule.keep}, in ${schedule.folder}`
          : 'Automatic backups are turned off (BACKUP_TIME=off).'}
      </p>
    </>
  );
}
