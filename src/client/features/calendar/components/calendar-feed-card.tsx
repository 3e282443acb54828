import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatDay } from '../../../../shared/format';
import type { CalendarFeedLink } from '../../../../shared/schemas/calendar';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-messages';
import { notifyRefused } from '../../../lib/notify-refused';
import { toast } from '../../../lib/toast';
import {
  createFeedLink,
  feedStateQuery,
  feedStateQueryKey,
  revokeFeedLink,
} from '../api/feed-requests';

// 'Subscribe in your calendar app' (decision record 047): the current user's own private feed link to
// the plan. Its address is shown once, right after it is made; later the card only says it is on.

const PRIVATE_WARNING = "Keep this link private: anyone with it can see this plan's dates.";

export function CalendarFeedCard({ planId }: { planId: string }) {
  const queryClient = useQueryClient();
  const state = useQuery(feedStateQuery(planId));
  // The new link's address: held only while the card is on screen, never fetched again.
  const [fresh, setFresh] = useState<CalendarFeedLink | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: feedStateQueryKey(planId) });

  const create = useMutation({
    mutationFn: () => createFeedLink(planId),
    onSuccess: (link) => {
      setFresh(link);
      void refresh();
    },
    onError: (error) => notifyRefused(error, 'Could not make your calendar link'),
  });
  const revoke = useMutation({
    mutationFn: () => revokeFeedLink(planId),
    onSuccess: () => {
      setFresh(null);
      void refresh();
      toast.success('Your calendar link is turned off');
    },
    onError: (error) => notifyRefused(error, 'Could not turn off your calendar link'),
  });
  const busy = create.isPending || revoke.isPending;
  const active = Boolean(fresh) || Boolean(state.data?.active);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscribe in your calendar app</CardTitle>
        <CardDescription>
          Your calendar app can show this plan's due dates and keep them up to date. Make your
          private link, copy it, then add it in your app: in Google Calendar, 'Other calendars',
          then 'From URL'; in Apple Calendar, File, then 'New Calendar Subscription'; in Outlook,
          'Add calendar', then 'Subscribe from web'.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {state.isPending ? (
          <Spinner label="Loading your calendar link" />
        ) : state.error ? (
          <p role="alert" className="text-sm text-destructive">
            {describeApiError(state.error)}
          </p>
        ) : (
          <>
            {fresh ? (
              <NewLink key={fresh.url} url={fresh.url} />
            ) : (
              state.data?.active &&
              state.data.createdAt && (
                <p className="text-sm">
                  Your private link is on (made {formatDay(state.data.createdAt)}). We show a link
                  only once: to copy it again, make a new link.
                </p>
              )
            )}
            <div className="flex flex-wrap gap-3">
              {active ? (
                <>
                  <ConfirmDelete
                    trigger={
                      <Button type="button" variant="outline" disabled={busy}>
                        Make a new link
                      </Button>
                    }
                    title="Make a new calendar link?"
                    description="Your old link stops working: calendars subscribed to it stop updating until you add the new one."
                    confirmLabel="Make a new link"
                    onConfirm={() => create.mutate()}
                  />
                  <ConfirmDelete
                    trigger={
                      <Button type="button" variant="outline" disabled={busy}>
                        Turn off my link
                      </Button>
                    }
                    title="Turn off your calendar link?"
                    description="Calendars subscribed to it stop updating. You can make a new link later."
                    confirmLabel="Turn off"
                    onConfirm={() => revoke.mutate()}
                  />
                </>
              ) : (
                <Button type="button" disabled={busy} onClick={() => create.mutate()}>
                  {create.isPending ? 'Making your link...' : 'Create my private link'}
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The new link, read-only, with 'Copy link' and the warning read with it. */
function NewLink({ url }: { url: string }) {
  // The button that made the link is gone: focus goes to the link, which is read out with its
  // label and the warning.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link', { description: 'Select the link and copy it.' });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <FormField
        id="calendar-feed-url"
        label="Your private calendar link"
        description={`${PRIVATE_WARNING} It is shown only now.`}
      >
        {(control) => (
          <Input
            {...control}
            ref={field}
            readOnly
            value={url}
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
      </FormField>
      <Button type="button" variant="secondary" className="w-fit" onClick={copy}>
        <Copy aria-hidden="true" />
        Copy link
      </Button>
    </div>
  );
}
