import { ChevronDown } from 'lucide-react';
import { faqs } from '../landing-content';
import { LandingSection } from './landing-section';

/**
 * The questions as native disclosures sharing one name: the browser keeps one open at a time and
 * each closes again when its question is pressed (spec section 2), with no script at all, before
 * and after hydration, by keyboard and screen reader alike.
 */
export function Faq() {
  return (
    <LandingSection id="faq" title="Frequently Asked Questions">
      <div className="mx-auto max-w-3xl divide-y rounded-lg border bg-card">
        {faqs.map((faq) => (
          <details key={faq.question} name="landing-faq" className="group">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 leading-7 text-muted-foreground">{faq.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
