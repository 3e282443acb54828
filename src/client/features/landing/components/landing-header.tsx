import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { MarketingHeader } from '../../../components/marketing-header';
import { buttonVariants } from '../../../components/ui/button';
import { brand } from '../../../config/brand';
import { pricingHash } from '../scroll-to-pricing';

export function LandingHeader() {
  const { pathname } = useLocation();
  return (
    <MarketingHeader>
      <Link
        to={{ pathname, hash: pricingHash }}
        data-pricing-link
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
      >
        <Trans>Pricing</Trans>
      </Link>
      <Link to="/login" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <Trans>Log in</Trans>
      </Link>
      <ExternalLink href={brand.links.checkout} className={buttonVariants({ size: 'sm' })}>
        <Trans>Get Started</Trans>
      </ExternalLink>
    </MarketingHeader>
  );
}
