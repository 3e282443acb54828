import { Trans } from '@lingui/react/macro';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/** Shown when a page fails to load or render: a friendly message and a way back. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="max-w-md text-muted-foreground">
        <Trans>
          We're sorry, this page ran into a problem. Nothing you saved has been lost. Please try
          again, or go back to the home page.
        </Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button type="button" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </Button>
        <Button asChild variant="outline">
          {/* A full page load, so a broken client state does not follow the user home. */}
          <a href="/">
            <Trans>Return to Home</Trans>
          </a>
        </Button>
      </div>
    </main>
  );
}
