import { Mail } from 'lucide-react';
import { AppHeader } from '../../components/app-header';
import { PremiumGate } from '../../components/premium-gate';
import { buttonVariants } from '../../components/ui/button';
import { brand } from '../../config/brand';

const subject = 'Premium Subscription Upgrade Request';
const body = `Hello,\n\nI have purchased Premium Access. Please upgrade my ${brand.name} account to premium so I can join the premium community.\n\nThank you.`;
const requestLink = `mailto:${brand.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** /community-access: premium members only; support enables premium community access by hand. */
export function CommunityAccessPage() {
  return (
    <PremiumGate>
      <div className="flex min-h-screen flex-col">
        <AppHeader />
        <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-5 px-4 py-8">
          <h1 className="text-3xl font-bold tracking-tight">
            Thank you for purchasing Premium Access!
          </h1>
          <p>
            To join the premium community, email our support team from the address you use here. We
            will enable your premium community access by hand, usually within one working day.
          </p>
          <a href={requestLink} className={buttonVariants({ className: 'self-start' })}>
            <Mail aria-hidden="true" />
            Request Premium Community Access
          </a>
        </main>
      </div>
    </PremiumGate>
  );
}
