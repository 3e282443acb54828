import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted p-6 text-center">
      <p className="text-5xl font-bold" aria-hidden="true">
        404
      </p>
      <h1 className="text-xl text-muted-foreground">
        <Trans>Oops! Page not found</Trans>
      </h1>
      <Link to="/" className={buttonVariants({ variant: 'link' })}>
        <Trans>Return to Home</Trans>
      </Link>
    </main>
  );
}
