import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { LIBRARY_TASK_COUNT, PRINTABLE_TASK_COUNT } from '../../../shared/content/library-counts';
import { ExternalLink } from '../../components/external-link';
import { MarketingHeader } from '../../components/marketing-header';
import { SiteFooter } from '../../components/site-footer';
import { buttonVariants } from '../../components/ui/button';
import { brand } from '../../config/brand';
import { cn } from '../../lib/cn';

const { prices, links } = brand;

const nextSteps = [
  {
    title: msg`Print your checklist`,
    text: msg`Open it with View & Print Checklist, then print it or save it as a PDF.`,
  },
  {
    title: msg`Start with one category`,
    text: msg`Pick the category that feels most urgent and work through its 5 essential tasks.`,
  },
  {
    title: msg`Get the full system when you are ready`,
    text: msg`${brand.name} has ${LIBRARY_TASK_COUNT} tasks with subtasks, notes and progress tracking in all 7 categories.`,
  },
] as const;

export function ChecklistThankYouPage() {
  const { i18n } = useLingui();
  return (
    <div className="flex min-h-screen flex-col">
      <MarketingHeader />
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-10 px-4 py-12">
        <div className="flex flex-col items-start gap-4">
          <h1 className="text-4xl font-bold tracking-tight">
            <Trans>Your Checklist Is Ready!</Trans>
          </h1>
          <p className="text-lg text-muted-foreground">
            <Trans>
              {PRINTABLE_TASK_COUNT} essential eldercare tasks, 5 in each of the 7 categories, on
              one printable page.
            </Trans>
          </p>
          {/* The printable page opens beside this one, ready to print or save as a PDF. */}
          <a
            href="/checklist/print"
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ size: 'lg' }), 'py-2 whitespace-normal')}
          >
            <Printer aria-hidden="true" />
            <Trans>
              View & Print Checklist<span className="sr-only"> (opens in a new tab)</span>
            </Trans>
          </a>
        </div>

        <section aria-labelledby="next-heading">
          <h2 id="next-heading" className="text-2xl font-bold">
            <Trans>What Happens Next</Trans>
          </h2>
          <ol className="mt-4 flex flex-col gap-4">
            {nextSteps.map((step, index) => (
              <li key={step.title.id} className="flex gap-4 rounded-lg border bg-card p-5">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{i18n._(step.title)}</h3>
                  <p className="text-muted-foreground">{i18n._(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="full-system-heading"
          className="flex flex-col items-center gap-4 rounded-lg border-2 border-primary bg-card p-6 text-center"
        >
          <h2 id="full-system-heading" className="text-2xl font-bold">
            <Trans>Ready for the Full System?</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>
              Every task, subtask and note, with progress tracking and a community of caregivers.
            </Trans>
          </p>
          <ExternalLink
            href={links.checkoutLifetime}
            className={cn(buttonVariants({ size: 'lg' }), 'py-2 whitespace-normal text-center')}
          >
            <Trans>
              Get {brand.name} - {prices.lifetime} Lifetime
            </Trans>
          </ExternalLink>
          <ExternalLink
            href={links.checkoutMonthly}
            className="text-primary underline underline-offset-4"
          >
            <Trans>
              Or {prices.monthly}/month, {prices.guaranteeDays}-day money-back guarantee
            </Trans>
          </ExternalLink>
          <Link
            // The address, not navigation state: on the page sent as HTML (record 053) this is a
            // plain link, and the browser alone opens / at its pricing.
            to="/#pricing"
            className={buttonVariants({ variant: 'outline' })}
          >
            <Trans>Compare plans</Trans>
          </Link>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
