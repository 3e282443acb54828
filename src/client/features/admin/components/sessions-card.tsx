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
  const sessions = useQuery(sessionsQuery);
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const terminate = useMutation({
    mutationFn: terminateSession,
    onSuccess: () => {
      toast.success('Session terminated');
      // Its row, and the button that had focus, are gone: focus goes to the list's heading.
      heading.current?.focus();
      void queryClient.invalidateQueries({ queryKey: adminKeys.sessions });
    },
    onError: (error) => notifyRefused(error, 'Failed to terminate session'),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1}>
          Your Active Sessions
        </CardTitle>
        <CardDescription>
          Where you are signed in now. End a session you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Spinner label="Loading sessions" className="py-8" />
        ) : sessions.isError ? (
          <LoadError
            title="Failed to load security data"
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
          />
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {sessions.data.map((session) => {
              const shortId = session.id.slice(0, SESSION_ID_SHOWN_CHARACTERS);
              return (
                <li
                  key={session.id}
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex flex-col gap-1 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-mono font-medium">{shortId}</span>
                      <Badge variant="outline">{session.sessionType}</Badge>
                      {session.current && <Badge>This session</Badge>}
                    </p>
                    <p className="text-muted-foreground">
                      From {session.ipAddress}, last active {formatAdminDate(session.lastActivity)}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={terminate.isPending}
                    onClick={() => terminate.mutate(session.id)}
                  >
                    Terminate<span className="sr-only"> session {shortId}</span>
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
