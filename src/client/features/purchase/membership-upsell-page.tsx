import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Check, Gift, MessagesSquare, PartyPopper, Tag, Video } from 'lucide-react';
import { ExternalLink } from '../../components/external-link';
import { MarketingHeader } from '../../components/marketing-header';
import { SiteFooter } from '../../components/site-footer';
import { type Testimonial, TestimonialList } from '../../components/testimonial-list';
import { buttonVariants } from '../../components/ui/button';
import { brand } from '../../config/brand';
import { cn } from '../../lib/cn';
import { EmbeddedOffer } from './components/embedded-offer';
import { useAffiliateTracking } from './use-affiliate-tracking';

const { prices, links } = brand;

// The page's words are descriptors, written in the reader's language when the page renders.
const benefits = [
  { Icon: Video, text: msg`The complete eldercare video course, task by task` },
  { Icon: MessagesSquare, text: msg`Expert Q&A sessions with eldercare professionals` },
  { Icon: Tag, text: msg`Member discounts on care products and services` },
  { Icon: Gift, text: msg`Bonus materials: templates, scripts and worksheets` },
  { Icon: BookOpen, text: msg`Premium resources and premium community topics` },
] as const;

const premiumMember = msg`Premium member`;
const memberTestimonials: readonly { quote: MessageDescriptor; name: string }[] = [
  {
    quote: msg`The video course walked me through setting up Power of Attorney step by step, in plain words.`,
    name: 'Denise R.',
  },
  {
    quote: msg`In an expert Q&A session I finally got a straight answer about paying for in-home care.`,
    name: 'Michael S.',
  },
  {
    quote: msg`The premium community is where I found people who understood. I do not feel alone in this anymore.`,
    name: 'Priya N.',
  },
];

/** /membership-upsell: reached from the checkout after a purchase (record 041 on its scripts). */
export function MembershipUpsellPage() {
  const { i18n } = useLingui();
  useAffiliateTracking();
  const product = brand.name;
  const offer = prices.membershipOffer;
  const regular = prices.membershipRegular;
  const testimonials: Testimonial[] = memberTestimonials.map(({ quote, name }) => ({
    quote: i18n._(quote),
    name,
    role: i18n._(premiumMember),
  }));
  return (
    <div className="flex min-h-screen flex-col">
      <MarketingHeader />
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-12 px-4 py-12">
        <div className="flex flex-col items-center gap-4 text-center">
          <PartyPopper aria-hidden="true" className="size-12 text-primary" />
          <h1 className="text-4xl font-bold tracking-tight">
            <Trans>Congratulations on Your Purchase!</Trans>
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            <Trans>Welcome to {product}. Before you start, one offer for new families only.</Trans>
          </p>
        </div>

        <section
          aria-labelledby="offer-heading"
          className="flex flex-col gap-6 rounded-lg border-2 border-primary bg-card p-6 shadow-sm sm:p-8"
        >
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            <Trans>One-time offer</Trans>
          </p>
          <h2 id="offer-heading" className="text-3xl font-bold tracking-tight">
            <Trans>Join the Premium Membership Community</Trans>
          </h2>
          <ul className="flex flex-col gap-3">
            {benefits.map(({ Icon, text }) => (
              <li key={text.id} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {i18n._(text)}
              </li>
            ))}
          </ul>
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-sm font-semibold uppercase text-primary">
              <Trans>Today only</Trans>
            </span>
            <span className="text-4xl font-bold">
              <Trans>{offer}/month</Trans>
            </span>
            <span className="text-muted-foreground">
              <Trans>
                instead of the regular <s>{regular}/month</s>
              </Trans>
            </span>
          </p>
          <ExternalLink
            href={links.membershipOffer}
            className={cn(
              buttonVariants({ size: 'lg' }),
              'self-start whitespace-normal text-center',
            )}
          >
            <Check aria-hidden="true" />
            <Trans>Yes, Add Premium Membership</Trans>
          </ExternalLink>
        </section>

        <section aria-labelledby="members-heading">
          <h2 id="members-heading" className="mb-6 text-center text-2xl font-bold">
            <Trans>What Members Say</Trans>
          </h2>
          <TestimonialList testimonials={testimonials} />
        </section>

        <section aria-labelledby="embedded-heading">
          <h2 id="embedded-heading" className="mb-4 text-center text-2xl font-bold">
            <Trans>Your Membership Offer</Trans>
          </h2>
          <EmbeddedOffer />
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
