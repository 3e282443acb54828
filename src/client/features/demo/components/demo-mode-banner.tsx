import { Trans } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { STARTER_TASK_COUNT } from '../../../../shared/content/library-counts';
import { DEMO_SUBTASK_CATEGORY_NAME } from '../../../../shared/rules/demo';
import { buttonVariants } from '../../../components/ui/button';
import { brand } from '../../../config/brand';
import { cn } from '../../../lib/cn';

/** 'Demo Mode': what the visitor is trying, that nothing is kept, and the ways out. */
export function DemoModeBanner() {
  return (
    <section
      aria-labelledby="demo-mode-title"
      className="flex flex-col gap-4 rounded-lg border border-primary bg-secondary p-4 text-secondary-foreground md:flex-row md:items-center"
    >
      <div className="flex flex-1 items-start gap-3">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex flex-col gap-1">
          <p id="demo-mode-title" className="font-semibold">
            <Trans>Demo Mode</Trans>
          </p>
          <p className="text-sm">
            <Trans>
              Try {brand.name} with its {STARTER_TASK_COUNT} starter tasks, no account needed. Tick
              off tasks as you like; subtasks can be added and ticked in{' '}
              {DEMO_SUBTASK_CATEGORY_NAME}. Nothing is saved: your changes stay in this browser tab
              and are gone when you leave or reload the page.
            </Trans>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Trans>Return to Home</Trans>
        </Link>
        {/* To sign-up, as every 'Sign up' goes (issue 56, decision record 093), not the pricing. */}
        <Link
          to="/signup"
          className={cn(buttonVariants({ size: 'sm' }), 'py-1.5 whitespace-normal text-center')}
        >
          <Trans>Sign Up for Full Access</Trans>
        </Link>
      </div>
    </section>
  );
}
