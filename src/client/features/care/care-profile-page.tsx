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
                <h1>We could not load the care profile</h1>
              </CardTitle>
              <CardDescription>{describeApiError(loadError)}</CardDescription>
            </CardHeader>
          </Card>
        ) : !planId || !profile.data ? (
          <Spinner label="Loading the care profile" className="py-16" />
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
  const canEdit = answer.role !== 'viewer';
  return (
    <>
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Care profile</h1>
        <p className="text-muted-foreground">
          <span className="break-words">For {answer.planName}.</span> {lastSaved(answer)}
        </p>
        <Link
          to={withPlan('/emergency-sheet', planParam)}
          className={cn(buttonVariants({ variant: 'outline' }), 'w-fit')}
        >
          <Siren aria-hidden="true" />
          Open the emergency sheet
        </Link>
      </div>

      {canEdit ? (
        <CareProfileForm planId={planId} answer={answer} />
      ) : (
        <>
          <p className="flex items-center gap-2 rounded-md border bg-muted px-4 py-3 text-sm">
            <Eye aria-hidden="true" className="size-4 shrink-0" />
            <span>
              You can view this care profile. Ask an owner to make you a caregiver to edit it.
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
function lastSaved(answer: CareProfileAnswer): string {
  if (!answer.updatedAt) return 'Nothing has been saved yet.';
  const day = formatDocumentDate(answer.updatedAt, answer.timeZone);
  return `Last saved ${day}${answer.updatedBy ? ` by ${answer.updatedBy}` : ''}.`;
}
