import { useLingui } from '@lingui/react/macro';
import { SiteFooter } from '../../components/site-footer';
import { HowItWorks, ProblemSolution, Statistics } from './components/about-sections';
import { ClosingCallToAction, DemoCallToAction } from './components/calls-to-action';
import { Faq } from './components/faq';
import { Hero } from './components/hero';
import { LandingHeader } from './components/landing-header';
import { FeatureGrid, Reasons, Stages, Testimonials } from './components/offer-sections';
import { Pricing } from './components/pricing';
import type { LandingVersion } from './landing-version';
import { useScrollToPricing } from './use-scroll-to-pricing';

function Landing({ version }: { version: LandingVersion }) {
  useScrollToPricing();
  const { t } = useLingui();
  const demoLabel = version === 'current' ? t`Try Demo Free` : t`Try Demo Now`;
  return (
    <div className="flex min-h-screen flex-col">
      <LandingHeader />
      <main className="flex-1">
        <Hero version={version} />
        <HowItWorks />
        <Statistics />
        <ProblemSolution />
        <FeatureGrid />
        <Stages />
        <Reasons />
        <Testimonials />
        <DemoCallToAction label={demoLabel} />
        <Pricing />
        <Faq />
        <ClosingCallToAction demoLabel={demoLabel} />
      </main>
      <SiteFooter withLogIn />
    </div>
  );
}

/** `/`: the current landing page. */
export function LandingPage() {
  return <Landing version="current" />;
}

/** `/original-homepage`: the earlier landing page, kept with the same sections (decision D5). */
export function OriginalLandingPage() {
  return <Landing version="original" />;
}
