import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';

/**
 * A link to another site (checkouts, the forum, mail): it opens in a new tab without handing that
 * site a handle on ours, and says so to screen readers.
 */
export function ExternalLink({
  children,
  saysNewTab = false,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  /** Shows the words '(opens in a new tab)' too, where a reader may not expect a new tab. */
  saysNewTab?: boolean;
}) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={saysNewTab ? undefined : 'sr-only'}>
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
