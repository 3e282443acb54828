import type { ComponentProps } from 'react';

/**
 * A link to another site (checkouts, the forum, mail): it opens in a new tab without handing that
 * site a handle on ours, and says so to screen readers.
 */
export function ExternalLink({
  children,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
