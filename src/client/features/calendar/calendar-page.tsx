import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatCalendarMonth,
  formatFullCalendarDay,
  localTimeZone,
  todayIn,
} from '../../../shared/format';
import { AppHeader } from '../../components/app-header';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { describeApiError } from '../../lib/api-error-messages';
import { useLocale } from '../../lib/i18n';
import { useCurrentPlan, withPlan } from '../../lib/plan-context';
import { calendarRangeQuery } from './api/calendar-requests';
import { useFirstTimeZone } from './api/use-first-time-zone';
import { inMonth, monthOf, shiftMonth, visibleWeeks } from './calendar-dates';
import { AgendaList, EntryList } from './components/agenda-list';
import { CalendarFeedCard } from './components/calendar-feed-card';
import { MonthCalendar } from './components/month-calendar';

/** The month shown, as a heading with arrows either side: the phone's way through the months. */
function MonthBar({
  month,
  onMonthChange,
}: {
  month: string;
  onMonthChange: (month: string) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <div className="flex items-center justify-between gap-3 md:hidden">
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={t`Show the previous month`}
        onClick={() => onMonthChange(shiftMonth(month, -1))}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <h2 className="text-xl font-semibold">{formatCalendarMonth(month, { locale })}</h2>
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={t`Show the next month`}
        onClick={() => onMonthChange(shiftMonth(month, 1))}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * /calendar: the plan's dated tasks and steps, a month at a time: on a desktop the month with
 * titles in its days, and the month's agenda; on a phone the agenda, month by month.
 */
export function CalendarPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { planId, plan, loading } = useCurrentPlan();
  // A plan with no zone yet takes this browser's before the calendar is read (record 093).
  const zoneSettled = useFirstTimeZone(plan, loading);
  // The feed card names the plan itself: the one in the address, else the current user's own.
  const shownPlanId = planId ?? plan?.id;
  // Until the server names the plan's zone, the month is the browser's.
  const [month, setMonth] = useState(() => monthOf(todayIn(localTimeZone(), new Date())));
  const [selectedDay, setSelectedDay] = useState<string | null>(null);
  const { from, to } = visibleWeeks(month);
  const range = useQuery({ ...calendarRangeQuery(planId, from, to), enabled: zoneSettled });
  const entries = range.data?.entries ?? [];
  const timeZone = range.data?.timeZone ?? plan?.timeZone;

  const dayEntries = selectedDay ? entries.filter((entry) => entry.date === selectedDay) : [];

  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-6 sm:py-8">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Calendar</Trans>
          </h1>
          {timeZone && (
            <p className="text-muted-foreground">
              <Trans>Times are in {timeZone}</Trans>
            </p>
          )}
          {/* An owner whose plan has no zone yet, or another than this browser's: a pointer, no more. */}
          {plan?.role === 'owner' && plan.timeZone !== localTimeZone() && (
            <p className="text-sm text-muted-foreground">
              <Trans>
                The plan’s time zone is chosen on the{' '}
                <Link
                  to={withPlan('/family', planId)}
                  className="text-primary underline underline-offset-4"
                >
                  Family page
                </Link>
                .
              </Trans>
            </p>
          )}
        </div>
        {range.isError && !range.data ? (
          <Card role="alert">
            <CardHeader>
              <CardTitle asChild>
                <h2>
                  <Trans>We could not load the calendar</Trans>
                </h2>
              </CardTitle>
              <CardDescription>{describeApiError(range.error)}</CardDescription>
            </CardHeader>
          </Card>
        ) : (
          <div className="flex flex-col gap-6">
            {/* A phone: the month's name and its arrows; its days are the agenda below. */}
            <MonthBar
              month={month}
              onMonthChange={(next) => {
                setMonth(next);
                setSelectedDay(null);
              }}
            />
            {/* A desktop: the month, with the titles in its days (issue 33, item 9). */}
            <Card className="p-3 max-md:hidden">
              <MonthCalendar
                month={month}
                onMonthChange={(next) => {
                  setMonth(next);
                  setSelectedDay(null);
                }}
                selectedDay={selectedDay}
                onSelectDay={setSelectedDay}
                entries={entries}
              />
            </Card>
            <div className="flex min-w-0 flex-col gap-6">
              {selectedDay && (
                <Card>
                  <CardHeader>
                    <CardTitle asChild>
                      <h2>{formatFullCalendarDay(selectedDay, null, { locale })}</h2>
                    </CardTitle>
                  </CardHeader>
                  <CardContent aria-live="polite">
                    {dayEntries.length > 0 ? (
                      <EntryList entries={dayEntries} />
                    ) : (
                      <p className="text-muted-foreground">
                        <Trans>Nothing is due on this day.</Trans>
                      </p>
                    )}
                  </CardContent>
                </Card>
              )}
              <Card>
                <CardHeader>
                  <CardTitle asChild>
                    <h2>
                      <Trans>Agenda</Trans>
                    </h2>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  {range.isPending ? (
                    <Spinner label={t`Loading the calendar`} className="py-8" />
                  ) : (
                    <AgendaList entries={entries.filter((entry) => inMonth(entry.date, month))} />
                  )}
                </CardContent>
              </Card>
            </div>
          </div>
        )}
        {shownPlanId && <CalendarFeedCard planId={shownPlanId} />}
      </main>
    </div>
  );
}
