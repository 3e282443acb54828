import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageLink } from '../../../lib/page-navigation';

/** How the auth pages mark a link inside text. */
export const linkClass = 'font-medium text-primary underline underline-offset-4';

/** Opens in a new tab so that reading the terms or policy does not lose what was typed in the form. */
export function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}{' '}
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/** The sign-up pages' way to the sign-in page, for a visitor who already has an account. */
export function SignInInstead() {
  return (
    <p className="text-center text-muted-foreground">
      <Trans>
        Already have an account?{' '}
        <PageLink to="/login" className={linkClass}>
          Sign in
        </PageLink>
      </Trans>
    </p>
  );
}

/** The way back to the sign-in page from the pages of a forgotten password. */
export function BackToSignIn() {
  return (
    <p className="text-center text-muted-foreground">
      <PageLink to="/login" className={linkClass}>
        <Trans>Back to sign in</Trans>
      </PageLink>
    </p>
  );
}
