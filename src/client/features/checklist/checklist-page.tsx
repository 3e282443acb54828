import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Users } from 'lucide-react';
import { PRINTABLE_TASK_COUNT } from '../../../shared/content/library-counts';
import { categoryName } from '../../../shared/content/task-library';
import { Island } from '../../components/island';
import { MarketingHeader } from '../../components/marketing-header';
import { SiteFooter } from '../../components/site-footer';
import { checklist } from './checklist-content';
import { LeadCard } from './components/lead-card';

export function ChecklistPage() {
  const { i18n } = useLingui();
  return (
    <div className="flex min-h-screen flex-col">
      <MarketingHeader />
      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-10 px-4 py-12 lg:grid-cols-[1fr_26rem]">
        <div className="flex flex-col gap-6">
          <h1 className="text-4xl font-bold tracking-tight">
            <Trans>Free Eldercare Planning Checklist</Trans>
          </h1>
          <p className="text-lg text-muted-foreground">
            <Trans>
              {PRINTABLE_TASK_COUNT} essential tasks: 5 in each of the 7 categories every family
              caregiver faces. Know what to do first, and what can wait.
            </Trans>
          </p>
          <ul className="flex flex-wrap gap-3 text-sm font-medium">
            <li className="flex items-center gap-2 rounded-full bg-secondary px-3 py-1.5 text-secondary-foreground">
              <Users aria-hidden="true" className="size-4" />
              <Trans>Join 2,500+ Families</Trans>
            </li>
            <li className="flex items-center gap-2 rounded-full bg-secondary px-3 py-1.5 text-secondary-foreground">
              <Clock aria-hidden="true" className="size-4" />
              <Trans>Save 20+ Hours</Trans>
            </li>
          </ul>
          <section aria-labelledby="inside-heading">
            <h2 id="inside-heading" className="text-xl font-semibold">
              <Trans>What's inside</Trans>
            </h2>
            <ul className="mt-4 divide-y rounded-lg border bg-card">
              {checklist.map((category) => (
                <li
                  key={category.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
                >
                  <span className="font-medium">{categoryName(category.id, i18n)}</span>
                  <span className="text-sm text-muted-foreground">
                    <Trans>
                      5 essential tasks • the full system has {category.fullSystemCount}
                    </Trans>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <Island name="checklist" className="h-fit">
          <LeadCard />
        </Island>
      </main>
      <SiteFooter />
    </div>
  );
}
