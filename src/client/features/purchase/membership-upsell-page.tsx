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

const benefits = [
  { Icon: Video, text: 'The complete eldercare video course, task by task' },
  { Icon: MessagesSquare, text: 'Expert Q&A sessions with eldercare professionals' },
  { Icon: Tag, text: 'Member discounts on care products and services' },
  { Icon: Gift, text: 'Bonus materials: templates, scripts and worksheets' },
  { Icon: BookOpen, text: 'Premium resources and premium community topics' },
] as const;

const memberTestimonials: readonly Testimonial[] = [
  {
    quote:
      'The video course walked me through setting up Power of Attorney step by step, in plain words.',
    name: 'Denise R.',
    role: 'Premium member',
  },
  {
    quote:
      'In an expert Q&A session I finally got a straight answer about paying for in-home care.',
    name: 'Michael S.',
    role: 'Premium member',
  },
  {
    quote:
      'The premium community is where I found people who understood. I do not feel alone in this anymore.',
    name: 'Priya N.',
    role: 'Premium member',
  },
];

/** /membership-upsell: reached from the checkout after a purchase (record 041 on its scripts). */
export function MembershipUpsellPage() {
  useAffiliateTracking();
  return (
    <div className="flex min-h-screen flex-col">
      <MarketingHeader />
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-12 px-4 py-12">
        <div className="flex flex-col items-center gap-4 text-center">
          <PartyPopper aria-hidden="true" className="size-12 text-primary" />
          <h1 className="text-4xl font-bold tracking-tight">Congratulations on Your Purchase!</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Welcome to {brand.name}. Before you start, one offer for new families only.
          </p>
        </div>

        <section
          aria-labelledby="offer-heading"
          className="flex flex-col gap-6 rounded-lg border-2 border-primary bg-card p-6 shadow-sm sm:p-8"
        >
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            One-time offer
          </p>
          <h2 id="offer-heading" className="text-3xl font-bold tracking-tight">
            Join the Premium Membership Community
          </h2>
          <ul className="flex flex-col gap-3">
            {benefits.map(({ Icon, text }) => (
              <li key={text} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {text}
              </li>
            ))}
          </ul>
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-sm font-semibold uppercase text-primary">Today only</span>
            <span className="text-4xl font-bold">{prices.membershipOffer}/month</span>
            <span className="text-muted-foreground">
              instead of the regular <s>{prices.membershipRegular}/month</s>
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
            Yes, Add Premium Membership
          </ExternalLink>
        </section>

        <section aria-labelledby="members-heading">
          <h2 id="members-heading" className="mb-6 text-center text-2xl font-bold">
            What Members Say
          </h2>
          <TestimonialList testimonials={memberTestimonials} />
        </section>

        <section aria-labelledby="embedded-heading">
          <h2 id="embedded-heading" className="mb-4 text-center text-2xl font-bold">
            Your Membership Offer
          </h2>
          <EmbeddedOffer />
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
