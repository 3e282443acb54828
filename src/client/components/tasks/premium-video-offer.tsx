import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Button, buttonVariants } from '../ui/button';

/** In place of a task's instructional video for those without premium: a lock and an Upgrade link. */
export function PremiumVideoOffer({ upgradeTo }: { upgradeTo: string }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-3">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        // Wraps, so a task card fits a 320 px wide screen (WCAG 1.4.10).
        className="whitespace-normal text-left"
        onClick={() =>
          toast(t`Premium feature`, {
            description: t`Upgrade to premium to access instructional videos for each task`,
          })
        }
      >
        <Lock aria-hidden="true" />
        <Trans>Instructional video (Premium)</Trans>
      </Button>
      <Link
        to={upgradeTo}
        className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'px-1 underline')}
      >
        <Trans>Upgrade</Trans>
      </Link>
    </div>
  );
}
