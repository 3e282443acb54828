import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Crown, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  LIBRARY_TASK_COUNT,
  LIBRARY_VIDEO_TASK_COUNT,
} from '../../../shared/content/library-counts';
import { formatCount } from '../../../shared/format';
import { ExternalLink } from '../../components/external-link';
import { Button, buttonVariants } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { brand } from '../../config/brand';
import { describeApiError } from '../../lib/api-error-messages';
import { cn } from '../../lib/cn';
import { useLocale } from '../../lib/i18n';
import { sessionQuery, sessionQueryKey } from '../../lib/session';
import { toast } from '../../lib/toast';
import { upgradeToPremium } from './api/account-requests';
import { AccountPageLayout } from './components/account-page-layout';

const { lifetime, monthly, guaranteeDays } = brand.prices;

/**
 * What premium adds, as the server grants it (decision D2): the videos, in every plan the member
 * owns (auth/plan-access.ts), Premium Topics, and the premium forum. Not the spec's 'HIPAA-compliant
 * data encryption' and 'advanced security features': every account has the same protection, and a
 * list of them here would say a free account had less (issue 56, decision record 093).
 */
function useBenefits(): string[] {
  const { t } = useLingui();
  const locale = useLocale();
  const videos = formatCount(LIBRARY_VIDEO_TASK_COUNT, { locale });
  const tasks = formatCount(LIBRARY_TASK_COUNT, { locale });
  return [
    t`Instructional videos for ${videos} of the ${tasks} library tasks`,
    t`Your family sees them too: everyone in the care plans you own`,
    t`Premium Topics in the community discussions, to read and to start`,
    t`The premium community forum, opened for you by our support team`,
  ];
}

/** How often a page waiting for a purchase reads the account again. */
const PURCHASE_POLL_MS = 3_000;

export function UpgradePremiumPage() {
  const { t } = useLingui();
  const benefits = useBenefits();
  const [waiting, setWaiting] = useState(false);
  const { data } = useQuery({
    ...sessionQuery,
    refetchInterval: (query) =>
      waiting && query.state.data?.user.subscriptionTier !== 'premium' ? PURCHASE_POLL_MS : false,
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  /** Said once premium has come, by Upgrade Now or by the purchase this page waited for. */
  const announceUpgrade = useCallback(() => {
    // Premium shows in the dashboard's data too (instructional videos).
    queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    toast.success(t`Account upgraded to Premium!`, {
      description: t`You now have access to all premium features.`,
    });
  }, [queryClient, t]);
  const upgrade = useMutation({
    mutationFn: upgradeToPremium,
    onSuccess: (result) => {
      queryClient.setQueryData(sessionQueryKey, result);
      announceUpgrade();
      navigate('/app');
    },
    onError: (error) => {
      toast.error(t`Upgrade failed`, { description: describeApiError(error) });
    },
  });

  const premium = data?.user.subscriptionTier === 'premium';
  // The purchase went through while this page waited: said, then on to the dashboard.
  useEffect(() => {
    if (!waiting || !premium) return;
    announceUpgrade();
    navigate('/app', { replace: true });
  }, [waiting, premium, announceUpgrade, navigate]);

  // The auth guard only renders this page with a session; this covers the moment it is re-read.
  if (!data || (waiting && premium)) return <PageSpinner />;
  // Premium already: not while the upgrade settles, whose navigate('/app') moves on itself.
  if (premium && !upgrade.isPending) return <Navigate to="/app" replace />;

  return (
    <AccountPageLayout maxWidth="max-w-2xl">
      <Card>
        <CardHeader>
          <Crown aria-hidden="true" className="size-10 text-primary" />
          <CardTitle asChild>
            <h1>
              <Trans>Upgrade to Premium</Trans>
            </h1>
          </CardTitle>
          <CardDescription className="text-base">
            <Trans>Step-by-step videos for your whole family, and the premium community.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <h2 className="mb-3 text-lg font-semibold">
            <Trans>Premium includes</Trans>
          </h2>
          <ul className="flex flex-col gap-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <p className="mt-5 flex items-start gap-3">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              <Trans>
                Every account has the same protection, free or premium: the same sign-in code by
                email, the same encryption of your family's documents, the same privacy.
              </Trans>
            </span>
          </p>
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-4 sm:items-start">
          {/* What it costs, said before the button that asks for it. */}
          <p id="premium-price">
            <Trans>
              <span className="text-2xl font-bold">{lifetime}</span> once for lifetime access, or{' '}
              <span className="font-semibold">{monthly} a month</span>.
            </Trans>{' '}
            <span className="text-muted-foreground">
              <Trans>Both come with a {guaranteeDays}-day money-back guarantee.</Trans>
            </span>
          </p>
          {data.payments ? (
            // Premium is bought (decision D11): the checkout opens in a new tab, and this page
            // reads the account until the purchase has made it premium, then goes on to /app.
            <>
              <ExternalLink
                href={brand.links.checkout}
                aria-describedby="premium-price"
                className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}
                onClick={() => setWaiting(true)}
              >
                <Trans>Upgrade Now</Trans>
              </ExternalLink>
              <p role="status" className="text-sm text-muted-foreground">
                {waiting
                  ? t`Waiting for your purchase… This page moves on by itself once it is confirmed.`
                  : ''}
              </p>
            </>
          ) : (
            <Button
              aria-describedby="premium-price"
              size="lg"
              className="w-full sm:w-auto"
              disabled={upgrade.isPending}
              onClick={() => upgrade.mutate()}
            >
              {upgrade.isPending ? <Trans>Upgrading...</Trans> : <Trans>Upgrade Now</Trans>}
            </Button>
          )}
        </CardFooter>
      </Card>
    </AccountPageLayout>
  );
}
