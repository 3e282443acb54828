import { Trans } from '@lingui/react/macro';
import { MonitorPlay } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { brand } from '../../../config/brand';
import { cn } from '../../../lib/cn';
import { pricingHash } from '../scroll-to-pricing';

export function DemoCallToAction({ label }: { label: string }) {
  return (
    <section aria-labelledby="demo-heading" className="content-visibility-auto bg-secondary/40">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center">
        <MonitorPlay aria-hidden="true" className="size-10 text-primary" />
        <h2 id="demo-heading" className="text-3xl font-bold tracking-tight">
          <Trans>See It for Yourself</Trans>
        </h2>
        <p className="text-lg text-muted-foreground">
          <Trans>Explore sample tasks in every category of the live demo.</Trans>
        </p>
        <Link
          to="/demo"
          className={cn(buttonVariants({ size: 'lg' }), 'py-2 whitespace-normal text-center')}
        >
          {label}
        </Link>
        <p className="text-sm font-medium">
          <Trans>No signup required • Instant access</Trans>
        </p>
      </div>
    </section>
  );
}

export function ClosingCallToAction({ demoLabel }: { demoLabel: string }) {
  const { pathname } = useLocation();
  return (
    <section
      aria-labelledby="closing-heading"
      className="content-visibility-auto bg-primary text-primary-foreground"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-16 text-center">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight">
          <Trans>You Don't Have to Figure This Out Alone</Trans>
        </h2>
        <p className="text-lg">
          <Trans>
            Join 2,500+ families who organize eldercare with {brand.name}, and get back 20+ hours.
          </Trans>
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            to={{ pathname, hash: pricingHash }}
            data-pricing-link
            className={buttonVariants({ size: 'lg', variant: 'secondary' })}
          >
            <Trans>See Pricing</Trans>
          </Link>
          <Link
            to="/demo"
            className={cn(
              buttonVariants({
                size: 'lg',
                variant: 'outline',
                className:
                  'border-primary-foreground bg-transparent hover:bg-primary-foreground/10',
              }),
              'py-2 whitespace-normal text-center',
            )}
          >
            {demoLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
