import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { brand } from '../config/brand';
import { cn } from '../lib/cn';
import { buttonVariants } from './ui/button';

/**
 * The access page's content, at /community-access (signed in, premium) and at
 * /premium-subscription-access (public, reached from the checkout): support enables premium
 * community access by hand, after an email prefilled here.
 */
export function PremiumAccessRequest() {
  const { t } = useLingui();
  // The email support reads, in the reader's language (support reads both).
  const subject = t`Premium Subscription Upgrade Request`;
  const name = brand.name;
  const body = t`Hello,

I have purchased Premium Access. Please upgrade my ${name} account to premium so I can join the premium community.

Thank you.`;
  const requestLink = `mailto:${brand.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-5 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Thank you for purchasing Premium Access!</Trans>
      </h1>
      <p>
        <Trans>
          To join the premium community, email our support team from the address you use here. We
          will enable your premium community access by hand, usually within one working day.
        </Trans>
      </p>
      <a
        href={requestLink}
        className={cn(buttonVariants(), 'self-start whitespace-normal text-center')}
      >
        <Mail aria-hidden="true" />
        <Trans>Request Premium Community Access</Trans>
      </a>
    </main>
  );
}
