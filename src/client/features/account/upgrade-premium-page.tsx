import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Crown, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  LIBRARY_TASK_COUNT,
  LIBRARY_VIDEO_TASK_COUNT,
} from '../../../shared/content/library-counts';
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
import { sessionQuery, sessionQueryKey } from '../../lib/session';
import { toast } from '../../lib/toast';
import { upgradeToPremium } from './api/account-requests';
import { AccountPageLayout } from './components/account-page-layout';

const { prices } = brand;

/**
 * What premium adds, as the server grants it (decision D2): the videos, in every plan the member
 * owns (auth/plan-access.ts), Premium Topics, and the premium forum. Not the spec's 'HIPAA-compliant
 * data encryption' and 'advanced security features': every account has the same protection, and a
 * list of them here would say a free account had less (issue 56, decision record 093).
 */
const benefits = [
  `Instructional videos for ${LIBRARY_VIDEO_TASK_COUNT} of the ${LIBRARY_TASK_COUNT} library tasks`,
  'Your family sees them too: everyone in the care plans you own',
  'Premium Topics in the community discussions, to read and to start',
  'The premium community forum, opened for you by our support team',
];

/** How often a page waiting for a purchase reads the account again. */
const PURCHASE_POLL_MS = 3_000;

export function UpgradePremiumPage() {
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
    toast.success('Account upgraded to Premium!', {
      description: 'You now have access to all premium features.',
    });
  }, [queryClient]);
  const upgrade = useMutation({
    mutationFn: upgradeToPremium,
    onSuccess: (result) => {
      queryClient.setQueryData(sessionQueryKey, result);
      announceUpgrade();
      navigate('/app');
    },
    onError: (error) => {
      toast.error('Upgrade failed', { description: describeApiError(error) });
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
            <h1>Upgrade to Premium</h1>
          </CardTitle>
          <CardDescription className="text-base">
            Step-by-step videos for your whole family, and the premium community.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <h2 className="mb-3 text-lg font-semibold">Premium includes</h2>
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
              Every account has the same protection, free or premium: the same sign-in code by
              email, the same encryption of your family's documents, the same privacy.
            </span>
          </p>
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-4 sm:items-start">
          {/* What it costs, said before the button that asks for it. */}
          <p id="premium-price">
            <span className="text-2xl font-bold">{prices.lifetime}</span> once for lifetime access,
            or <span className="font-semibold">{prices.monthly} a month</span>.{' '}
            <span className="text-muted-foreground">
              Both come with a {prices.guaranteeDays}-day money-back guarantee.
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
                Upgrade Now
              </ExternalLink>
              <p role="status" className="text-sm text-muted-foreground">
                {waiting
                  ? 'Waiting for your purchase… This page moves on by itself once it is confirmed.'
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
              {upgrade.isPending ? 'Upgrading...' : 'Upgrade Now'}
            </Button>
          )}
        </CardFooter>
      </Card>
    </AccountPageLayout>
  );
}
