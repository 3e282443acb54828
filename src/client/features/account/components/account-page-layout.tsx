import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppHeader } from '../../../components/app-header';
import { Button } from '../../../components/ui/button';

type AccountPageLayoutProps = {
  /** The column's width: the profile's table needs more room than the upgrade offer. */
  maxWidth: 'max-w-2xl' | 'max-w-3xl';
  children: ReactNode;
};

/** The frame of the account pages: the app header, then a column led by the way back to /app. */
export function AccountPageLayout({ maxWidth, children }: AccountPageLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className={`mx-auto flex w-full ${maxWidth} flex-1 flex-col gap-6 px-4 py-6 sm:py-8`}>
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-3">
            <Link to="/app">
              <ArrowLeft aria-hidden="true" />
              <Trans>Back to Dashboard</Trans>
            </Link>
          </Button>
        </div>
        {children}
      </main>
    </div>
  );
}
