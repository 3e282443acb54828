import type { ReactNode } from 'react';

/** The islands a page sent without the app may have (their code: app/islands.ts). */
export type IslandName =
  | 'checklist'
  | 'login'
  | 'signup'
  | 'signup-premium'
  | 'admin-login'
  | 'forgot-password';

/**
 * A part of a page that is hydrated on its own when the page is sent without the app (a form
 * page's form, record 061): content-page.ts finds it by `data-island` and hydrates its one
 * child with the island's component. In the app, it is a plain wrapper of the page it is in.
 */
export function Island({
  name,
  className,
  children,
}: {
  name: IslandName;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div data-island={name} className={className}>
      {children}
    </div>
  );
}
