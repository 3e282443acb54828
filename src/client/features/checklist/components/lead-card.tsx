import { Trans } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CHECKLIST_REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { usePageNavigation } from '../../../lib/page-navigation';
import { LeadForm } from './lead-form';

/** The 'Thank You!' state; the thank-you page opens 1.5 s later (spec section 4). */
function ThankYou() {
  const { navigate } = usePageNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => navigate('/checklist/thank-you'), CHECKLIST_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-primary" />
      <h2 id="get-checklist-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        <Trans>Thank You!</Trans>
      </h2>
      <p role="status">
        <Trans>Redirecting you to download your checklist...</Trans>
      </p>
    </div>
  );
}

/**
 * The checklist page's card: the lead form, then its 'Thank You!'. It is the page's island
 * (record 061): sent without the app, the page hydrates this card alone.
 */
export function LeadCard() {
  const [sent, setSent] = useState(false);
  return (
    <section
      aria-labelledby="get-checklist-heading"
      className="rounded-lg border bg-card p-6 shadow-sm"
    >
      {sent ? (
        <ThankYou />
      ) : (
        <>
          <h2 id="get-checklist-heading" className="mb-4 text-2xl font-bold">
            <Trans>Get Your Free Checklist</Trans>
          </h2>
          <LeadForm onSent={() => setSent(true)} />
        </>
      )}
    </section>
  );
}
