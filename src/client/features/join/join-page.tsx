import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, HeartHandshake } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import type { InvitationPreview } from '../../../shared/schemas/plans';
import { CardProblem } from '../../components/card-problem';
import { LanguageSwitch } from '../../components/language-switch';
import { Button, buttonVariants } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { brand } from '../../config/brand';
import { describeApiError } from '../../lib/api-error-messages';
import { clearPendingInvitation, describePendingInvitation } from '../../lib/pending-invitation';
import { plansQueryKey, withPlan } from '../../lib/plan-context';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { acceptInvitation, previewInvitation, previewQueryKey } from './api/join-requests';
import { type InvitationToken, useInvitationToken } from './use-invitation-token';

/**
 * /join#token: the emailed invitation to a care plan, accepted once signed in as its address.
 * Back here from signing in or creating an account, the plan is joined at once: that is what
 * the person set out to do.
 */
export function JoinPage() {
  const { t } = useLingui();
  const token = useInvitationToken();
  const preview = useQuery({
    queryKey: previewQueryKey(token?.token ?? ''),
    queryFn: () => previewInvitation(token?.token ?? ''),
    enabled: Boolean(token),
    retry: false,
  });
  useEffect(() => {
    // The sign-in and sign-up forms fill this address in.
    if (preview.data) {
      const { email, planName } = preview.data;
      describePendingInvitation({ email, planName });
    }
  }, [preview.data]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-muted p-4 sm:p-6">
      <Link to="/" className="mb-6 text-lg font-bold text-primary">
        {brand.name}
      </Link>
      <Card className="w-full max-w-lg">
        {token === undefined || preview.isLoading ? (
          <CardContent className="py-10">
            <Spinner label={t`Reading your invitation`} />
          </CardContent>
        ) : !token ? (
          <CardProblem
            title={t`We could not open this invitation`}
            text={t`This link has no invitation in it. Open the link from the email again, or ask for a new invitation.`}
          />
        ) : !preview.data ? (
          <CardProblem
            title={t`We could not open this invitation`}
            text={describeApiError(preview.error)}
          />
        ) : (
          <Invitation token={token} invitation={preview.data} />
        )}
      </Card>
      {/* No footer here: the switch keeps the invitation's token, so the page opens it again. */}
      <div className="mt-6 text-sm">
        <LanguageSwitch hash={token ? `#${token.token}` : ''} />
      </div>
    </main>
  );
}

function Invitation({
  token,
  invitation,
}: {
  token: InvitationToken;
  invitation: InvitationPreview;
}) {
  const { t } = useLingui();
  const { data: session, isPending } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token.token),
    onSuccess: ({ planId }) => {
      clearPendingInvitation();
      void queryClient.invalidateQueries({ queryKey: plansQueryKey });
      toast.success(t`You joined ${invitation.planName}`);
      navigate(withPlan('/app', planId), { replace: true });
    },
  });
  const inviter = invitation.invitedBy ?? t`A member of the plan`;
  const { email, planName } = invitation;
  const signedIn = session?.session.status === 'active';
  // Once: a refusal (another address, say) stays on the card with its reason.
  const joinedOnReturn = useRef(false);
  useEffect(() => {
    if (!token.returning || !signedIn || joinedOnReturn.current) return;
    joinedOnReturn.current = true;
    accept.mutate();
  }, [token.returning, signedIn, accept]);

  return (
    <>
      <CardHeader>
        <HeartHandshake aria-hidden="true" className="size-8 text-primary" />
        <CardTitle asChild>
          <h1 className="text-2xl">
            <Trans>You're invited to join {planName}</Trans>
          </h1>
        </CardTitle>
        <CardDescription>
          {invitation.role === 'viewer'
            ? t`${inviter} invited ${email} as a viewer.`
            : t`${inviter} invited ${email} as a caregiver.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p>
          {invitation.role === 'viewer'
            ? t`As a viewer you can follow the plan: every task, its notes and who does what.`
            : t`As a caregiver you can tick off tasks, edit notes and subtasks, and take tasks on.`}
        </p>
        {accept.isError && (
          <p role="alert" className="flex items-start gap-1.5 font-medium text-destructive">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{describeApiError(accept.error)}</span>
          </p>
        )}
      </CardContent>
      <CardFooter className="flex flex-col gap-2 sm:flex-row">
        {isPending ? (
          <Spinner label={t`Checking whether you are signed in`} />
        ) : signedIn ? (
          <Button type="button" onClick={() => accept.mutate()} disabled={accept.isPending}>
            {accept.isPending ? t`Joining...` : t`Join this plan`}
          </Button>
        ) : (
          // The token waits in this tab's storage; signing in or up comes back here.
          <>
            <Link to="/login" className={buttonVariants()}>
              <Trans>Sign in to join</Trans>
            </Link>
            <Link to="/signup" className={buttonVariants({ variant: 'outline' })}>
              <Trans>Create an account</Trans>
            </Link>
          </>
        )}
      </CardFooter>
    </>
  );
}
