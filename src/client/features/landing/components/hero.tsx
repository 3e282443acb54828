import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { LIBRARY_TASK_COUNT } from '../../../../shared/content/library-counts';
import { ExternalLink } from '../../../components/external-link';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { brand } from '../../../config/brand';
import { cn } from '../../../lib/cn';
import type { LandingVersion } from '../landing-version';

const { prices, links } = brand;

/** A button's words wrap on a phone rather than run off it (Spanish is a quarter longer). */
const WRAPS = 'py-2 whitespace-normal text-center';

/** The two versions differ in the badge and the buttons only (decision D5). */
const versions = {
  current: {
    badge: msg`Trusted by 2,500+ families`,
    demo: msg`Try Demo Free`,
    buy: { label: msg`Get Started - ${prices.monthly}/month`, href: links.checkoutMonthly },
  },
  original: {
    badge: msg`One-time payment • No subscriptions`,
    demo: msg`Try Demo Now`,
    buy: { label: msg`Purchase Now`, href: links.checkout },
  },
} as const;

export function Hero({ version }: { version: LandingVersion }) {
  const { i18n } = useLingui();
  const { badge, demo, buy } = versions[version];
  const demoLink = (
    <Link to="/demo" className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), WRAPS)}>
      {i18n._(demo)}
    </Link>
  );
  const buyLink = (
    <ExternalLink href={buy.href} className={cn(buttonVariants({ size: 'lg' }), WRAPS)}>
      {i18n._(buy.label)}
    </ExternalLink>
  );
  return (
    <section className="bg-secondary/40">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <Badge variant="outline" className="bg-background text-sm">
          {i18n._(badge)}
        </Badge>
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
          <Trans>Don't Face Eldercare Alone</Trans>
        </h1>
        <p className="max-w-2xl text-lg leading-8 text-muted-foreground">
          <Trans>
            {brand.name} turns caring for an aging parent into one clear plan, from a library of{' '}
            {LIBRARY_TASK_COUNT} tasks across all 7 eldercare categories, so you always know what to
            do next.
          </Trans>
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {version === 'current' ? (
            <>
              {demoLink}
              {buyLink}
            </>
          ) : (
            <>
              {buyLink}
              {demoLink}
            </>
          )}
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
          <Trans>
            Built by a former caregiver, for families caring for an elderly parent or relative.
          </Trans>
        </p>
      </div>
    </section>
  );
}
