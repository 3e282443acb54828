import { Plural, Trans } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { LIBRARY_TASK_COUNT } from '../../../../shared/content/library-counts';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { toPricing } from '../pricing-link';

/** Outside housing: what the full version has in this category that the demo does not show. */
export function DemoLimitationNotice({ fullTaskCount }: { fullTaskCount: number }) {
  return (
    <section
      aria-labelledby="demo-limitation-title"
      className="flex flex-col gap-3 rounded-lg border border-dashed border-primary p-4 sm:flex-row sm:items-center"
    >
      <Info aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="demo-limitation-title" className="font-semibold">
          <Trans>Demo Version Limitation</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Plural
            value={fullTaskCount}
            one={`The full version has the same # task in this category, each with all of its default sub-tasks, and lets you add more from its library of ${LIBRARY_TASK_COUNT} tasks, add your own tasks, keep notes and save your progress.`}
            other={`The full version has the same # tasks in this category, each with all of its default sub-tasks, and lets you add more from its library of ${LIBRARY_TASK_COUNT} tasks, add your own tasks, keep notes and save your progress.`}
          />
        </p>
      </div>
      <Link
        to={toPricing.to}
        state={toPricing.state}
        className={cn(buttonVariants({ size: 'sm' }), 'w-fit')}
      >
        <Trans>Upgrade for Full Access</Trans>
      </Link>
    </section>
  );
}
