import { Trans, useLingui } from '@lingui/react/macro';
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
import { useLocale } from '../../../lib/i18n';
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

export function CalendarFeedCard({ planId }: { planId: string }) {
  const { t } = useLingui();
  const locale = useLocale();
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
    onError: (error) => notifyRefused(error, t`Could not make your calendar link`),
  });
  const revoke = useMutation({
    mutationFn: () => revokeFeedLink(planId),
    onSuccess: () => {
      setFresh(null);
      void refresh();
      toast.success(t`Your calendar link is turned off`);
    },
    onError: (error) => notifyRefused(error, t`Could not turn off your calendar link`),
  });
  const busy = create.isPending || revoke.isPending;
  const active = Boolean(fresh) || Boolean(state.data?.active);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Subscribe in your calendar app</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Your calendar app can show this plan's due dates and keep them up to date. Make your
            private link, copy it, then add it in your app: in Google Calendar, 'Other calendars',
            then 'From URL'; in Apple Calendar, File, then 'New Calendar Subscription'; in Outlook,
            'Add calendar', then 'Subscribe from web'.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {state.isPending ? (
          <Spinner label={t`Loading your calendar link`} />
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
                  <MadeOn day={formatDay(state.data.createdAt, { locale })} />
                </p>
              )
            )}
            <div className="flex flex-wrap gap-3">
              {active ? (
                <>
                  <ConfirmDelete
                    trigger={
                      <Button type="button" variant="outline" disabled={busy}>
                        <Trans>Make a new link</Trans>
                      </Button>
                    }
                    title={t`Make a new calendar link?`}
                    description={t`Your old link stops working: calendars subscribed to it stop updating until you add the new one.`}
                    confirmLabel={t`Make a new link`}
                    onConfirm={() => create.mutate()}
                  />
                  <ConfirmDelete
                    trigger={
                      <Button type="button" variant="outline" disabled={busy}>
                        <Trans>Turn off my link</Trans>
                      </Button>
                    }
                    title={t`Turn off your calendar link?`}
                    description={t`Calendars subscribed to it stop updating. You can make a new link later.`}
                    confirmLabel={t`Turn off`}
                    onConfirm={() => revoke.mutate()}
                  />
                </>
              ) : (
                <Button type="button" disabled={busy} onClick={() => create.mutate()}>
                  {create.isPending ? (
                    <Trans>Making your link...</Trans>
                  ) : (
                    <Trans>Create my private link</Trans>
                  )}
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** That the link is on, and the day it was made, in the reader's conventions. */
function MadeOn({ day }: { day: string }) {
  return (
    <Trans>
      Your private link is on (made {day}). We show a link only once: to copy it again, make a new
      link.
    </Trans>
  );
}

/** The new link, read-only, with 'Copy link' and the warning read with it. */
function NewLink({ url }: { url: string }) {
  const { t } = useLingui();
  // The button that made the link is gone: focus goes to the link, which is read out with its
  // label and the warning.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied`);
    } catch {
      toast.error(t`Could not copy the link`, { description: t`Select the link and copy it.` });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <FormField
        id="calendar-feed-url"
        label={t`Your private calendar link`}
        description={t`Keep this link private: anyone with it can see this plan's dates. It is shown only now.`}
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
        <Trans>Copy link</Trans>
      </Button>
    </div>
  );
}
