import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export function DemoBanner() {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Demo account`}
      className="flex flex-col gap-3 rounded-lg border border-primary bg-secondary p-4 text-secondary-foreground sm:flex-row sm:items-center"
    >
      <Info aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1 text-sm">
        <Trans>
          <strong className="font-semibold">You are using the demo account.</strong> Look around and
          tick off tasks as you like; subtasks can be added and ticked in Housing &amp; Living
          Arrangements. Deleting and editing notes are turned off. This demo is yours alone and is
          removed when you leave: create your own account to keep your checklist.
        </Trans>
      </p>
      <Link to="/signup" className={cn(buttonVariants({ size: 'sm' }), 'w-fit')}>
        <Trans>Sign up</Trans>
      </Link>
    </section>
  );
}
