import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One band of a landing page: its h2, a line under it, and its content. */
export function LandingSection({
  id,
  title,
  intro,
  muted = false,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('content-visibility-auto scroll-mt-4', muted && 'bg-muted/50')}
    >
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={`${id}-heading`} tabIndex={-1} className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          {intro && <p className="mt-3 text-lg text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
