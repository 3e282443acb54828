import { ShieldCheck } from 'lucide-react';
import { LIBRARY_TASK_COUNT } from '../../../../shared/content/library-counts';
import { ExternalLink } from '../../../components/external-link';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { brand } from '../../../config/brand';
import { cn } from '../../../lib/cn';
import { PRICING_ID } from '../scroll-to-pricing';
import { LandingSection } from './landing-section';
import { ListMark } from './list-mark';

const { prices, links } = brand;

const included = [
  'All 7 eldercare categories',
  `${LIBRARY_TASK_COUNT} critical tasks with subtasks and notes`,
  'Progress tracking',
  'Caregiver community',
] as const;

const plans = [
  {
    name: 'Lifetime Access',
    price: prices.lifetime,
    period: 'one-time',
    note: `Save ${prices.lifetimeSaving} vs ${prices.savingBasis}`,
    cta: 'Get Lifetime Access',
    href: links.checkoutLifetime,
    highlight: true,
  },
  {
    name: 'Monthly',
    price: prices.monthly,
    period: 'per month',
    note: 'Cancel anytime',
    cta: 'Start Monthly Plan',
    href: links.checkoutMonthly,
    highlight: false,
  },
] as const;

export function Pricing() {
  return (
    <LandingSection
      id={PRICING_ID}
      title="Simple, Honest Pricing"
      intro="Try the demo first: no credit card needed."
      muted
    >
      <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {plans.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              'flex flex-col gap-5 rounded-lg border bg-card p-6 shadow-sm',
              plan.highlight && 'border-2 border-primary',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-xl font-semibold">{plan.name}</h3>
              {plan.highlight && <Badge variant="default">Best Value</Badge>}
            </div>
            <p>
              <span className="text-4xl font-bold">{plan.price}</span>{' '}
              <span className="text-muted-foreground">{plan.period}</span>
            </p>
            <p className="font-medium text-primary">{plan.note}</p>
            <ul className="flex-1 space-y-2">
              {included.map((item) => (
                <li key={item} className="flex gap-2">
                  <ListMark kind="yes" />
                  {item}
                </li>
              ))}
            </ul>
            <ExternalLink
              href={plan.href}
              className={buttonVariants({
                size: 'lg',
                variant: plan.highlight ? 'default' : 'outline',
              })}
            >
              {plan.cta}
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="mt-8 flex items-center justify-center gap-2 text-center font-medium">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {prices.guaranteeDays}-day money-back guarantee on both plans
      </p>
    </LandingSection>
  );
}
