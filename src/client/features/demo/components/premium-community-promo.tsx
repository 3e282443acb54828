import { Trans } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** The premium community, offered beside a category's tasks. */
export function PremiumCommunityPromo() {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
      <MessagesSquare aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 className="font-semibold">
          <Trans>Premium Community</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Talk with other family caregivers, join expert Q&amp;A sessions and read the premium
            discussion topics.
          </Trans>
        </p>
      </div>
      <Link
        to="/signup-premium"
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'w-fit')}
      >
        <Trans>Join the Premium Community</Trans>
      </Link>
    </Card>
  );
}
