import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const dashboard = useQuery(securityQuery);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Backups</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            An encrypted copy of the database, taken automatically by the server. It opens only with
            the documents' key, which is kept outside it: keep a copy of that key apart from the
            backups.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {dashboard.isPending ? (
          <Spinner label={t`Loading backups`} className="py-8" />
        ) : dashboard.isError ? (
          // The dashboard card above says why and offers to try again; one alert is enough.
          <p className="text-muted-foreground">
            <Trans>
              The backups could not be loaded. Try again from the Security Dashboard above.
            </Trans>
          </p>
        ) : (
          <BackupDetails backups={dashboard.data.backups} />
        )}
        <p className="text-muted-foreground">
          <Trans>To restore a backup, follow "Backups" in the README.</Trans>
        </p>
      </CardContent>
    </Card>
  );
}

function BackupDetails({ backups }: { backups: BackupSummary }) {
  const { i18n } = useLingui();
  const { lastGood, overdue, lastFailure, schedule } = backups;
  return (
    <>
      {overdue && (
        <div className="flex gap-3 rounded-lg border-2 border-destructive p-4">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="flex flex-col items-start gap-2">
            <Badge variant="default">
              <Trans>Overdue</Trans>
            </Badge>
            <p className="font-semibold">
              <Trans>
                The last good backup is more than a day old. Check the server's log and the backup
                folder.
              </Trans>
            </p>
          </div>
        </div>
      )}
      {lastGood ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium">
            <LastBackup
              when={formatAdminDate(lastGood.finishedAt, i18n)}
              size={formatBytes(lastGood.bytes, i18n)}
            />
          </p>
          <p className="text-xs break-all text-muted-foreground">{lastGood.file}</p>
        </div>
      ) : (
        <p className="font-medium">
          {schedule ? (
            <Trans>No backup yet. The server takes the first one soon after it starts.</Trans>
          ) : (
            <Trans>No backup yet.</Trans>
          )}
        </p>
      )}
      {lastFailure && (
        <p className="flex gap-2 break-words">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <LastFailure when={formatAdminDate(lastFailure.at, i18n)} reason={lastFailure.reason} />
        </p>
      )}
      <p>
        {schedule ? (
          <Schedule {...schedule} />
        ) : (
          <Trans>Automatic backups are turned off (BACKUP_TIME=off).</Trans>
        )}
      </p>
    </>
  );
}

function LastBackup({ when, size }: { when: string; size: string }) {
  return (
    <Trans>
      Last backup: {when} · {size}
    </Trans>
  );
}

/**
 * Why it failed is the server's log line, shown as written (an operator reads it): outside the
 * message, as <Trans> would read a tag in its values ('<b>') as its own markup.
 */
function LastFailure({ when, reason }: { when: string; reason: string }) {
  return (
    <span>
      <Trans>The last attempt failed on {when}:</Trans> {reason}
    </span>
  );
}

/** The operator's setting as configured: its time ('03:00') and zone as written (record 099). */
function Schedule({ time, timeZone, keep, folder }: NonNullable<BackupSummary['schedule']>) {
  return (
    <Trans>
      Every day at {time} ({timeZone}), keeping the last {keep}, in {folder}
    </Trans>
  );
}
