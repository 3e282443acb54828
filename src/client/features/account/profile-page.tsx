import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CirclePlay, ClipboardList, Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../shared/schemas/auth';
import { InviteMemberDialog } from '../../components/invite-member-dialog';
import { buttonVariants } from '../../components/ui/button';
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
import { cn } from '../../lib/cn';
import { useLocale } from '../../lib/i18n';
import { plansQuery } from '../../lib/plan-context';
import { recordView } from '../../lib/record-view';
import { useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { AccountPageLayout } from './components/account-page-layout';
import { AppearanceCard } from './components/appearance-card';
import { DisplayNameCard } from './components/display-name-card';
import { EmailRemindersCard } from './components/email-reminders-card';
import { LanguageCard } from './components/language-card';
import { PasskeysCard } from './components/passkeys-card';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import { SignInWays } from './components/sign-in-ways';
import { YourDataCard } from './components/your-data-card';
import { formatAccountDate, formatDayMonth } from './format-account-date';

function PlanBadge({ premium }: { premium: boolean }) {
  // The plan is named in words; the colour only repeats it.
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
        premium ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
      )}
    >
      {premium && <Crown aria-hidden="true" className="size-4" />}
      {premium ? 'Premium' : <Trans>Basic</Trans>}
    </span>
  );
}

const linkClass = 'font-medium text-primary underline underline-offset-4';

const premiumSources: Record<NonNullable<SessionUser['premiumSource']>, MessageDescriptor> = {
  one_time: msg`one-time purchase`,
  monthly: msg`monthly subscription`,
  manual: msg`granted by support`,
  upgrade: msg`upgraded`,
};

/** 'Premium since Nov 26, one-time purchase' (decision D11), in the reader's conventions. */
function PremiumSince({
  since,
  source,
  inUtc,
}: {
  since: string;
  source: SessionUser['premiumSource'];
  inUtc: boolean;
}) {
  const { t, i18n } = useLingui();
  const day = formatDayMonth(since, { locale: useLocale(), inUtc });
  const how = source ? i18n._(premiumSources[source]) : undefined;
  return (
    <span className="text-sm text-muted-foreground">
      {how ? t`Premium since ${day}, ${how}` : t`Premium since ${day}`}
    </span>
  );
}

export function ProfilePage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { data } = useSession();
  const user = data?.user;
  const recorded = useRef(false);
  // Rendered on the server (record 054), which does not know the current user's time zone.
  const hydrated = useHydrated();
  // 'Invite Family Member' invites to the plan the current user owns (the demo has no circle).
  const plans = useQuery({ ...plansQuery, enabled: Boolean(user && !user.isDemo) });
  const ownPlan = plans.data?.find((plan) => plan.role === 'owner');

  // The ref keeps StrictMode's second effect run from writing a second audit entry.
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    recordView({ action: 'view_profile' });
  }, []);

  // The auth guard only renders this page with a session; this covers the moment it is re-read.
  if (!user) return <PageSpinner />;
  const premium = user.subscriptionTier === 'premium';

  return (
    <AccountPageLayout maxWidth="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Profile Settings</Trans>
      </h1>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Account</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Your account details and plan.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[auto_1fr]">
            <dt className="text-sm font-medium text-muted-foreground">
              <Trans>Email</Trans>
            </dt>
            <dd className="-mt-3 wrap-anywhere sm:mt-0">{user.email}</dd>
            <dt className="text-sm font-medium text-muted-foreground">
              <Trans>Account created</Trans>
            </dt>
            <dd className="-mt-3 sm:mt-0">
              {formatAccountDate(i18n, user.createdAt, { locale, inUtc: !hydrated })}
            </dd>
            <dt className="text-sm font-medium text-muted-foreground">
              <Trans>Plan</Trans>
            </dt>
            <dd className="-mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 sm:mt-0">
              <PlanBadge premium={premium} />
              {premium && user.premiumSince && (
                <PremiumSince
                  since={user.premiumSince}
                  source={user.premiumSource}
                  inUtc={!hydrated}
                />
              )}
            </dd>
          </dl>
        </CardContent>
        <CardFooter className="sm:flex-row sm:flex-wrap">
          {!premium && (
            <a
              href={brand.links.videoCourse}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants()}
            >
              <CirclePlay aria-hidden="true" />
              <Trans>
                Unlock The Video Course <span className="sr-only">(opens in a new tab)</span>
              </Trans>
            </a>
          )}
          {!user.isDemo && ownPlan && <InviteMemberDialog planId={ownPlan.id} variant="outline" />}
        </CardFooter>
      </Card>

      <DisplayNameCard displayName={user.displayName} demo={user.isDemo} />

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Security Settings</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Manage how you sign in, and see what was done in your account.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {user.isDemo ? (
            // The server refuses password changes in a demo sandbox.
            <p className="text-sm">
              <Trans>
                The demo account's password can't be changed.{' '}
                <Link to="/signup" className={linkClass}>
                  Create your own account
                </Link>{' '}
                to set a password.
              </Trans>
            </p>
          ) : (
            <ResetPasswordDialog />
          )}
          <SignInWays demo={user.isDemo} />
          <Link
            to="/audit-logs"
            className={buttonVariants({
              variant: 'outline',
              className: 'w-full sm:w-auto sm:self-start',
            })}
          >
            <ClipboardList aria-hidden="true" />
            <Trans>View Audit Logs</Trans>
          </Link>
        </CardContent>
      </Card>

      <PasskeysCard demo={user.isDemo} />

      <EmailRemindersCard />

      <AppearanceCard />

      <LanguageCard current={user.locale} />

      <YourDataCard demo={user.isDemo} />
    </AccountPageLayout>
  );
}
