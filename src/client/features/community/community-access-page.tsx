import { AppHeader } from '../../components/app-header';
import { PremiumAccessRequest } from '../../components/premium-access-request';
import { PremiumGate } from '../../components/premium-gate';

/** /community-access: premium members only; support enables premium community access by hand. */
export function CommunityAccessPage() {
  return (
    <PremiumGate>
      <div className="flex min-h-screen flex-col">
        <AppHeader />
        <PremiumAccessRequest />
      </div>
    </PremiumGate>
  );
}
