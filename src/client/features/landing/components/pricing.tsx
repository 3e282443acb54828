import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  msg`All 7 eldercare categories`,
  msg`${LIBRARY_TASK_COUNT} critical tasks with subtasks and notes`,
  msg`Progress tracking`,
  msg`Caregiver community`,
] as const;

const plans = [
  {
    id: 'lifetime',
    name: msg`Lifetime Access`,
    price: prices.lifetime,
    period: msg`one-time`,
    note: msg`Save ${prices.lifetimeSaving} vs ${prices.savingMonths} months of the monthly plan (${prices.savingBasisTotal})`,
    cta: msg`Get Lifetime Access`,
    href: links.checkoutLifetime,
    highlight: true,
  },
  {
    id: 'monthly',
    name: msg`Monthly`,
    price: prices.monthly,
    period: msg`per month`,
    note: msg`Cancel anytime`,
    cta: msg`Start Monthly Plan`,
    href: links.checkoutMonthly,
    highlight: false,
  },
] as const;

export function Pricing() {
  const { i18n, t } = useLingui();
  return (
    <LandingSection
      id={PRICING_ID}
      title={t`Simple, Honest Pricing`}
      intro={t`Try the demo first: no credit card needed.`}
      muted
    >
      <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {plans.map((plan) => (
          <li
            key={plan.id}
            className={cn(
              'flex flex-col gap-5 rounded-lg border bg-card p-6 shadow-sm',
              plan.highlight && 'border-2 border-primary',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-xl font-semibold">{i18n._(plan.name)}</h3>
              {plan.highlight && (
                <Badge variant="default">
                  <Trans>Best Value</Trans>
                </Badge>
              )}
            </div>
            <p>
              <span className="text-4xl font-bold">{plan.price}</span>{' '}
              <span className="text-muted-foreground">{i18n._(plan.period)}</span>
            </p>
            <p className="font-medium text-primary">{i18n._(plan.note)}</p>
            <ul className="flex-1 space-y-2">
              {included.map((item) => (
                <li key={item.id} className="flex gap-2">
                  <ListMark kind="yes" />
                  {i18n._(item)}
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
              {i18n._(plan.cta)}
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="mt-8 flex items-center justify-center gap-2 text-center font-medium">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <Trans>{prices.guaranteeDays}-day money-back guarantee on both plans</Trans>
      </p>
    </LandingSection>
  );
}
