import { useLingui } from '@lingui/react/macro';
import { faqs } from '../landing-content';
import { ContentLinks } from './content-links';
import { LandingSection } from './landing-section';

/**
 * The questions as native disclosures sharing one name: the browser keeps one open at a time and
 * each closes again when its question is pressed (spec section 2), with no script at all, before
 * and after hydration, by keyboard and screen reader alike.
 */
export function Faq() {
  const { i18n, t } = useLingui();
  return (
    <LandingSection id="faq" title={t`Frequently Asked Questions`}>
      <div className="mx-auto max-w-3xl divide-y rounded-lg border bg-card">
        {faqs.map((faq) => (
          <details key={faq.question.id} name="landing-faq" className="group">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              {i18n._(faq.question)}
              {/* A chevron drawn by two borders: no icon repeated six times in the page. */}
              <span
                aria-hidden="true"
                className="mr-1 size-2.5 shrink-0 -translate-y-0.5 rotate-45 border-r-2 border-b-2 border-current transition-transform group-open:translate-y-0.5 group-open:-rotate-135"
              />
            </summary>
            <div className="px-5 pb-5">
              <p className="leading-7 text-muted-foreground">{i18n._(faq.answer)}</p>
              <ContentLinks links={faq.links} />
            </div>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
