import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap, ListChecks, ShieldCheck, Users } from 'lucide-react';
import { brand } from '../../../config/brand';
import { howItWorks, problems, solutions, statistics } from '../landing-content';
import { ContentLinks } from './content-links';
import { LandingSection } from './landing-section';
import { ListMark } from './list-mark';

// What the product does, in numbers, and the problem it solves.

const stepIcons = [ListChecks, Users, GraduationCap, ShieldCheck];

export function HowItWorks() {
  const { i18n, t } = useLingui();
  return (
    <LandingSection
      id="how-it-works"
      title={t`How It Works`}
      intro={t`Four ways we carry the load with you.`}
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {howItWorks.map((step, index) => {
          const Icon = stepIcons[index] ?? ListChecks;
          return (
            <li key={step.title.id} className="rounded-lg border bg-card p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="mt-4 text-lg font-semibold">{i18n._(step.title)}</h3>
              <p className="mt-2 text-muted-foreground">{i18n._(step.text)}</p>
              <ContentLinks links={step.links} />
            </li>
          );
        })}
      </ol>
    </LandingSection>
  );
}

export function Statistics() {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="statistics-heading"
      className="content-visibility-auto bg-primary text-primary-foreground"
    >
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="statistics-heading" className="sr-only">
          <Trans>{brand.name} in numbers</Trans>
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {statistics.map((stat) => (
            <div key={stat.label.id} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-medium uppercase tracking-wide">{i18n._(stat.label)}</dt>
              <dd className="text-4xl font-bold">
                {typeof stat.value === 'string' ? stat.value : i18n._(stat.value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function ProblemSolution() {
  const { i18n, t } = useLingui();
  return (
    <LandingSection
      id="problem-solution"
      title={t`Eldercare Is Overwhelming. It Doesn't Have to Be.`}
      muted
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-lg border bg-card p-6 shadow-sm">
          <h3 className="text-xl font-semibold">
            <Trans>The problem</Trans>
          </h3>
          <ul className="mt-4 space-y-3">
            {problems.map((problem) => (
              <li key={problem.id} className="flex gap-3">
                <ListMark kind="no" />
                <span>{i18n._(problem)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-lg border border-primary bg-card p-6 shadow-sm">
          <h3 className="text-xl font-semibold">
            <Trans>The {brand.name} solution</Trans>
          </h3>
          <ul className="mt-4 space-y-3">
            {solutions.map((solution) => (
              <li key={solution.id} className="flex gap-3">
                <ListMark kind="yes" />
                <span>{i18n._(solution)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </LandingSection>
  );
}
