import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { canEditTasks } from '../../../shared/rules/plan-roles';
import type { CareProfileAnswer } from '../../../shared/schemas/care';
import { AppHeader } from '../../components/app-header';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { describeApiError } from '../../lib/api-error-messages';
import { careProfileQuery } from '../../lib/care-requests';
import { useLocale } from '../../lib/i18n';
import { showsKeptSheet } from '../../lib/kept-sheet';
import { useCurrentPlan, withPlan } from '../../lib/plan-context';
import { GONE_STATUSES } from '../../lib/sheet-cache';
import { forgetShownSheet, keepShownSheet } from '../../lib/shown-sheet';
import { EmergencySheet } from './emergency-sheet';
import { formatAsOf } from './sheet-format';

/**
 * /emergency-sheet: the plan in the address (`?plan=`), else the current user's default one,
 * its care profile's essentials on one page, to show a paramedic, print, or open offline
 * (decision record 082). The server renders it whole with its data (record 054), so it reads
 * the same with no script; the service worker keeps that rendering for use offline.
 */
export function EmergencySheetPage() {
  const { t } = useLingui();
  const current = useCurrentPlan();
  const planParam = current.planId;
  const planId = planParam ?? current.plan?.id;
  const { pathname } = useLocation();
  // A kept copy shows the sheet as it was kept: read again, it would only fail offline, or be
  // refused, its session long over (the guards leave a kept sheet on screen either way).
  const keptCopy = showsKeptSheet(pathname);
  const sheet = useQuery({
    ...careProfileQuery(planId ?? ''),
    enabled: Boolean(planId),
    ...(keptCopy ? { staleTime: Number.POSITIVE_INFINITY } : {}),
  });
  const answer = sheet.data;
  const gone = sheet.error instanceof ApiError && GONE_STATUSES.includes(sheet.error.status);

  // Once the page is in use, online: kept for offline use, or its copy dropped when the plan is
  // no longer the current user's. Each plan's sheet once it is shown (the address may name another).
  const shownPlan = answer?.planId;
  useEffect(() => {
    if (shownPlan) void keepShownSheet();
  }, [shownPlan]);
  useEffect(() => {
    if (gone) void forgetShownSheet();
  }, [gone]);

  return (
    // On paper: nothing as tall as the screen (a full-height page would spill onto a second),
    // and the sheet's own narrower page margins (styles.css).
    <div className="flex min-h-screen flex-col print:min-h-0 print:[page:emergency-sheet]">
      <div className="print:hidden">
        <AppHeader />
      </div>
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-5 px-4 py-6 sm:py-8 print:max-w-none print:gap-[6pt] print:p-0">
        {/* A failed read again (no connection) leaves the sheet as it was read: data first. */}
        {answer ? (
          <SheetWithControls answer={answer} planParam={planParam} />
        ) : sheet.error || current.loadError ? (
          <Problem
            title={t`We could not load this emergency sheet`}
            error={sheet.error ?? current.loadError}
            planParam={planParam}
          />
        ) : !current.loading && !planId ? (
          <Problem title={t`There is no care plan to show`} planParam={planParam} />
        ) : (
          <>
            <h1 className="text-3xl font-bold tracking-tight">
              <Trans>Emergency sheet</Trans>
            </h1>
            <Spinner label={t`Loading the emergency sheet`} className="py-16" />
          </>
        )}
      </main>
    </div>
  );
}

const linkButton = buttonVariants({ variant: 'outline' });

function SheetWithControls({
  answer,
  planParam,
}: {
  answer: CareProfileAnswer;
  planParam: string | null;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const canEdit = canEditTasks(answer.role);
  const saved = answer.version > 0;
  const { fullName } = answer.profile;
  // In the plan's zone, which it names: a paramedic may read it far from the family.
  const asOf = formatAsOf(answer.readAt, answer.timeZone, locale);
  const { timeZone } = answer;
  return (
    <>
      <div className="flex flex-col gap-1 print:gap-0">
        <h1 className="text-3xl font-bold tracking-tight print:text-[16pt]">
          <Trans>Emergency sheet</Trans>
        </h1>
        {saved && (
          <p className="text-xl font-semibold wrap-anywhere print:text-[13pt]">
            {fullName || t`Name not recorded`}
          </p>
        )}
        <p className="text-muted-foreground print:text-[9pt]">
          {/* One text, as the kept copy is searched for it (e2e/emergency-sheet.spec.ts). */}
          {t`as of ${asOf} (${timeZone})`}
        </p>
      </div>

      {/* Screen only: on paper the sheet is the page. */}
      <div className="flex flex-wrap gap-3 print:hidden">
        {saved && (
          <Button type="button" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        )}
        {saved && canEdit && (
          <Link className={linkButton} to={withPlan('/care-profile', planParam)}>
            <Trans>Edit care profile</Trans>
          </Link>
        )}
        <Link className={linkButton} to={withPlan('/app', planParam)}>
          <Trans>Back to dashboard</Trans>
        </Link>
      </div>

      {saved ? (
        <EmergencySheet answer={answer} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>No care profile yet</Trans>
            </CardTitle>
            <CardDescription>
              {canEdit ? (
                <Trans>
                  Fill in the care profile, and this sheet shows its essentials: resuscitation
                  status, allergies, medications, doctors and papers.
                </Trans>
              ) : (
                <Trans>
                  Once an owner or a caregiver of this plan fills in its care profile, this sheet
                  shows its essentials.
                </Trans>
              )}
            </CardDescription>
            {canEdit && (
              <Link
                className={`${buttonVariants()} self-start`}
                to={withPlan('/care-profile', planParam)}
              >
                <Trans>Fill in the care profile</Trans>
              </Link>
            )}
          </CardHeader>
        </Card>
      )}
    </>
  );
}

function Problem({
  title,
  error,
  planParam,
}: {
  title: string;
  error?: unknown;
  planParam: string | null;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Emergency sheet</Trans>
      </h1>
      <Card role="alert">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          {error !== undefined && <CardDescription>{describeApiError(error)}</CardDescription>}
          <Link className={`${linkButton} self-start`} to={withPlan('/app', planParam)}>
            <Trans>Back to dashboard</Trans>
          </Link>
        </CardHeader>
      </Card>
    </>
  );
}
