import { MarketingHeader } from '../../components/marketing-header';
import { PremiumAccessRequest } from '../../components/premium-access-request';
import { SiteFooter } from '../../components/site-footer';

/** /premium-subscription-access: the access page for a buyer reaching it from the checkout. */
export function PremiumSubscriptionAccessPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <MarketingHeader />
      <PremiumAccessRequest />
      <SiteFooter />
    </div>
  );
}
