import { GraduationCap, ListChecks, ShieldCheck, Users } from 'lucide-react';
import { brand } from '../../../config/brand';
import { howItWorks, problems, solutions, statistics } from '../landing-content';
import { ContentLinks } from './content-links';
import { LandingSection } from './landing-section';
import { ListMark } from './list-mark';

// What the product does, in numbers, and the problem it solves.

const stepIcons = [ListChecks, Users, GraduationCap, ShieldCheck];

export function HowItWorks() {
  return (
    <LandingSection
      id="how-it-works"
      title="How It Works"
      intro="Four ways we carry the load with you."
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {howItWorks.map((step, index) => {
          const Icon = stepIcons[index] ?? ListChecks;
          return (
            <li key={step.title} className="rounded-lg border bg-card p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.text}</p>
              <ContentLinks links={step.links} />
            </li>
          );
        })}
      </ol>
    </LandingSection>
  );
}

export function Statistics() {
  return (
    <section
      aria-labelledby="statistics-heading"
      className="content-visibility-auto bg-primary text-primary-foreground"
    >
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="statistics-heading" className="sr-only">
          {brand.name} in numbers
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {statistics.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-medium uppercase tracking-wide">{stat.label}</dt>
              <dd className="text-4xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function ProblemSolution() {
  return (
    <LandingSection
      id="problem-solution"
      title="Eldercare Is Overwhelming. It Doesn't Have to Be."
      muted
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-lg border bg-card p-6 shadow-sm">
          <h3 className="text-xl font-semibold">The problem</h3>
          <ul className="mt-4 space-y-3">
            {problems.map((problem) => (
              <li key={problem} className="flex gap-3">
                <ListMark kind="no" />
                <span>{problem}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-lg border border-primary bg-card p-6 shadow-sm">
          <h3 className="text-xl font-semibold">The {brand.name} solution</h3>
          <ul className="mt-4 space-y-3">
            {solutions.map((solution) => (
              <li key={solution} className="flex gap-3">
                <ListMark kind="yes" />
                <span>{solution}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </LandingSection>
  );
}
