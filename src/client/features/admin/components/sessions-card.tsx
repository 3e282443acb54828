import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { SESSION_ID_SHOWN_CHARACTERS } from '../../../../shared/constants';
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
import { adminKeys, sessionsQuery, terminateSession } from '../api/admin-requests';
import { formatAdminDate } from './format-admin-date';
import { LoadError } from './load-error';

/** The signed-in admin's own active sessions (spec section 6), each of which can be ended. */
export function SessionsCard() {
  const { i18n, t } = useLingui();
  const sessions = useQuery(sessionsQuery);
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const terminate = useMutation({
    mutationFn: terminateSession,
    onSuccess: () => {
      toast.success(t`Session terminated`);
      // Its row, and the button that had focus, are gone: focus goes to the list's heading.
      heading.current?.focus();
      void queryClient.invalidateQueries({ queryKey: adminKeys.sessions });
    },
    onError: (error) => notifyRefused(error, t`Failed to terminate session`),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1}>
          <Trans>Your Active Sessions</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Where you are signed in now. End a session you do not recognise.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Spinner label={t`Loading sessions`} className="py-8" />
        ) : sessions.isError ? (
          <LoadError
            title={t`Failed to load security data`}
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
          />
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {sessions.data.map((session) => {
              const shortId = session.id.slice(0, SESSION_ID_SHOWN_CHARACTERS);
              const { ipAddress } = session;
              const lastActive = formatAdminDate(session.lastActivity, i18n);
              return (
                <li
                  key={session.id}
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex flex-col gap-1 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-mono font-medium">{shortId}</span>
                      <Badge variant="outline">{session.sessionType}</Badge>
                      {session.current && (
                        <Badge>
                          <Trans>This session</Trans>
                        </Badge>
                      )}
                    </p>
                    <p className="text-muted-foreground">
                      <Trans>
                        From {ipAddress}, last active {lastActive}
                      </Trans>
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={terminate.isPending}
                    onClick={() => terminate.mutate(session.id)}
                  >
                    <Trans>
                      Terminate<span className="sr-only"> session {shortId}</span>
                    </Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
