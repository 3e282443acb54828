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
        Pricing
      </Link>
      <Link to="/login" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Log in
      </Link>
      <ExternalLink href={brand.links.checkout} className={buttonVariants({ size: 'sm' })}>
        Get Started
      </ExternalLink>
    </MarketingHeader>
  );
}
