import { Trans, useLingui } from '@lingui/react/macro';
import {
  BookOpen,
  ChartNoAxesColumnIncreasing,
  FileLock2,
  LayoutTemplate,
  ListChecks,
  MessagesSquare,
} from 'lucide-react';
import { stageName, stageText } from '../../../../shared/content/stage-words';
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
  const { i18n, t } = useLingui();
  return (
    <LandingSection
      id="features"
      title={t`Everything You Need in One Place`}
      intro={t`All 7 eldercare categories, organized into tasks you can finish.`}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature, index) => {
          const Icon = featureIcons[index] ?? ListChecks;
          return (
            <li key={feature.title.id} className="rounded-lg border bg-card p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="mt-4 text-lg font-semibold">{i18n._(feature.title)}</h3>
              <p className="mt-2 text-muted-foreground">{i18n._(feature.text)}</p>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}

export function Stages() {
  const { t, i18n } = useLingui();
  return (
    <LandingSection
      id="stages"
      title={t`Support at Every Stage`}
      intro={t`Eldercare changes over time. Your plan changes with it.`}
      muted
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {stages.map((stage, index) => (
          <li key={stage} className="rounded-lg border bg-card p-6 shadow-sm">
            <p className="text-sm font-semibold text-primary">
              <Trans>Stage {index + 1}</Trans>
            </p>
            <h3 className="mt-1 text-xl font-semibold">{stageName(stage, i18n)}</h3>
            <p className="mt-2 text-muted-foreground">{stageText(stage, i18n)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

export function Reasons() {
  const { i18n, t } = useLingui();
  return (
    <LandingSection id="why" title={t`Why Families Choose ${brand.name}`}>
      <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.title.id} className="flex gap-3">
            <ListMark kind="yes" />
            <div>
              <h3 className="font-semibold">{i18n._(reason.title)}</h3>
              <p className="text-muted-foreground">{i18n._(reason.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

export function Testimonials() {
  const { i18n, t } = useLingui();
  const quoted = testimonials.map(({ quote, name, role }) => ({
    quote: i18n._(quote),
    name,
    role: i18n._(role),
  }));
  return (
    <LandingSection id="testimonials" title={t`What Families Say`} muted>
      <TestimonialList testimonials={quoted} />
    </LandingSection>
  );
}
