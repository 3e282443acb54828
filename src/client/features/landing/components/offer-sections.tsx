import {
  BookOpen,
  ChartNoAxesColumnIncreasing,
  FileLock2,
  LayoutTemplate,
  ListChecks,
  MessagesSquare,
} from 'lucide-react';
import { TestimonialList } from '../../../components/testimonial-list';
import { brand } from '../../../config/brand';
import { features, reasons, stages, testimonials } from '../landing-content';
import { LandingSection } from './landing-section';
import { ListMark } from './list-mark';

// What families get: the features, the stages of care it covers, why choose it, their words.

const featureIcons = [
  ListChecks,
  ChartNoAxesColumnIncreasing,
  LayoutTemplate,
  MessagesSquare,
  BookOpen,
  FileLock2,
];

export function FeatureGrid() {
  return (
    <LandingSection
      id="features"
      title="Everything You Need in One Place"
      intro="All 7 eldercare categories, organized into tasks you can finish."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature, index) => {
          const Icon = featureIcons[index] ?? ListChecks;
          return (
            <li key={feature.title} className="rounded-lg border bg-card p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-muted-foreground">{feature.text}</p>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}

export function Stages() {
  return (
    <LandingSection
      id="stages"
      title="Support at Every Stage"
      intro="Eldercare changes over time. Your plan changes with it."
      muted
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {stages.map((stage, index) => (
          <li key={stage.title} className="rounded-lg border bg-card p-6 shadow-sm">
            <p className="text-sm font-semibold text-primary">Stage {index + 1}</p>
            <h3 className="mt-1 text-xl font-semibold">{stage.title}</h3>
            <p className="mt-2 text-muted-foreground">{stage.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

export function Reasons() {
  return (
    <LandingSection id="why" title={`Why Families Choose ${brand.name}`}>
      <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.title} className="flex gap-3">
            <ListMark kind="yes" />
            <div>
              <h3 className="font-semibold">{reason.title}</h3>
              <p className="text-muted-foreground">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

export function Testimonials() {
  return (
    <LandingSection id="testimonials" title="What Families Say" muted>
      <TestimonialList testimonials={testimonials} />
    </LandingSection>
  );
}
