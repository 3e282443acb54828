import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Eye, Siren } from 'lucide-react';
import { Link } from 'react-router';
import type { CareProfileAnswer } from '../../../shared/schemas/care';
import { AppHeader } from '../../components/app-header';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { describeApiError } from '../../lib/api-error-messages';
import { careProfileQuery } from '../../lib/care-requests';
import { cn } from '../../lib/cn';
import { formatDocumentDate } from '../../lib/document-format';
import { useLocale } from '../../lib/i18n';
import { useCurrentPlan, withPlan } from '../../lib/plan-context';
import { CareProfileForm } from './components/care-profile-form';
import { CareProfileView } from './components/care-profile-view';
import { DocumentsSection } from './components/documents-section';

/**
 * /care-profile (issue 35): the essentials of the person cared for, in the plan the tab shows
 * (`?plan=`, else the current user's own), and the plan's documents. Owners and caregivers
 * edit; a viewer reads. The server renders it with both answers (app/server-rendered-pages.ts).
 */
export function CareProfilePage() {
  const { t } = useLingui();
  const current = useCurrentPlan();
  const planId = current.planId ?? current.plan?.id;
  const profile = useQuery({ ...careProfileQuery(planId ?? ''), enabled: Boolean(planId) });
  const loadError = current.loadError ?? profile.error;

  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-6 sm:py-8">
        {loadError ? (
          <Card role="alert">
            <CardHeader>
              <CardTitle asChild>
                <h1>
                  <Trans>We could not load the care profile</Trans>
                </h1>
              </CardTitle>
              <CardDescription>{describeApiError(loadError)}</CardDescription>
            </CardHeader>
          </Card>
        ) : !planId || !profile.data ? (
          <Spinner label={t`Loading the care profile`} className="py-16" />
        ) : (
          <CareProfile planId={planId} planParam={current.planId} answer={profile.data} />
        )}
      </main>
    </div>
  );
}

function CareProfile({
  planId,
  planParam,
  answer,
}: {
  planId: string;
  /** The plan named in the address, kept on the link to the sheet. */
  planParam: string | null;
  answer: CareProfileAnswer;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const canEdit = answer.role !== 'viewer';
  const { planName } = answer;
  return (
    <>
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Care profile</Trans>
        </h1>
        <p className="text-muted-foreground">
          <span className="break-words">
            <Trans>For {planName}.</Trans>
          </span>{' '}
          {lastSaved(answer, i18n, locale)}
        </p>
        <Link
          to={withPlan('/emergency-sheet', planParam)}
          className={cn(buttonVariants({ variant: 'outline' }), 'w-fit')}
        >
          <Siren aria-hidden="true" />
          <Trans>Open the emergency sheet</Trans>
        </Link>
      </div>

      {canEdit ? (
        <CareProfileForm planId={planId} answer={answer} />
      ) : (
        <>
          <p className="flex items-center gap-2 rounded-md border bg-muted px-4 py-3 text-sm">
            <Eye aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <Trans>
                You can view this care profile. Ask an owner to make you a caregiver to edit it.
              </Trans>
            </span>
          </p>
          <CareProfileView profile={answer.profile} />
        </>
      )}

      <DocumentsSection planId={planId} canEdit={canEdit} timeZone={answer.timeZone} />
    </>
  );
}

/** 'Last saved May 3, 2026 by anna@example.com.', or that nothing is saved yet. */
function lastSaved(answer: CareProfileAnswer, i18n: I18n, locale: string): string {
  if (!answer.updatedAt) return i18n._(msg`Nothing has been saved yet.`);
  const day = formatDocumentDate(answer.updatedAt, answer.timeZone, locale);
  const by = answer.updatedBy;
  return i18n._(by ? msg`Last saved ${day} by ${by}.` : msg`Last saved ${day}.`);
}
