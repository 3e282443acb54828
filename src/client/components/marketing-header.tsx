import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brand } from '../config/brand';
import { BrandMark } from './brand-mark';

/** The header of the public marketing pages: the logo home, and the page's own links. */
export function MarketingHeader({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-primary">
          <BrandMark />
          {brand.name}
        </Link>
        {children && (
          <nav aria-label={t`Main`} className="flex flex-wrap items-center gap-2">
            {children}
          </nav>
        )}
      </div>
    </header>
  );
}
