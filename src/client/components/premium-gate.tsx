import { Trans } from '@lingui/react/macro';
import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { AppHeader } from './app-header';
import { buttonVariants } from './ui/button';
import { PageSpinner } from './ui/spinner';

/** Premium-only content: everyone else sees the spec's Premium Feature screen instead. */
export function PremiumGate({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (data?.user.subscriptionTier === 'premium') return children;

  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-lg border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-8">
          <LockKeyhole aria-hidden="true" className="size-12 text-primary" />
          <h1 className="text-2xl font-bold tracking-tight">
            <Trans>Premium Feature</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>
              This feature requires a premium subscription. Upgrade now to access all premium
              features.
            </Trans>
          </p>
          <div className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <Link to="/" className={buttonVariants({ variant: 'outline' })}>
              <Trans>Return Home</Trans>
            </Link>
            <Link to="/upgrade-premium" className={buttonVariants()}>
              <Trans>Upgrade to Premium</Trans>
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
