import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCount } from '../../../shared/format';
import { AppHeader } from '../../components/app-header';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useLocale } from '../../lib/i18n';
import { useCurrentPlan, withPlan } from '../../lib/plan-context';
import { PlanSuggestions } from './components/plan-suggestions';
import { QuestionStep } from './components/question-step';
import { answersOf, questions, RESULTS_STEP, stepAddress, stepOf } from './plan-questions';

/**
 * /shape-plan: a few questions about the person cared for, one a screen, each skippable, then the
 * library's tasks that fit, to add in one tap (issue 58, decision record 098). The answers live
 * in the address only: nothing is stored but the tasks a family adds.
 */
export function PlanQuestionsPage() {
  const [params] = useSearchParams();
  const locale = useLocale();
  const { planId, plan } = useCurrentPlan();
  const count = formatCount(questions.length, { locale });
  const planName = plan?.name;
  const step = stepOf(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new screen: keyboard and screen reader users start at its question (not on the first one
  // shown, which the page's own load announces).
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (step === RESULTS_STEP) document.getElementById('shape-plan-heading')?.focus();
    else headingRef.current?.focus();
  }, [step]);

  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 py-6 sm:py-8">
        <div className="flex flex-col gap-2">
          <h1
            id="shape-plan-heading"
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight focus-visible:outline-none sm:text-3xl"
          >
            <Trans>Shape your plan</Trans>
          </h1>
          {step === 0 && (
            <p className="max-w-prose text-lg text-muted-foreground">
              {planName ? (
                <Trans>
                  {count} short questions about the person you care for in {planName}. We suggest
                  the tasks that fit, and you choose what to add. Skip any question you like.
                </Trans>
              ) : (
                <Trans>
                  {count} short questions about the person you care for. We suggest the tasks that
                  fit, and you choose what to add. Skip any question you like.
                </Trans>
              )}
            </p>
          )}
        </div>
        {step === RESULTS_STEP ? (
          <PlanSuggestions answers={answersOf(params)} changeAnswers={stepAddress(params, 0)} />
        ) : (
          <QuestionStep key={step} index={step} params={params} headingRef={headingRef} />
        )}
        {step !== RESULTS_STEP && (
          <Link
            to={withPlan('/app', planId)}
            className={cn(buttonVariants({ variant: 'link' }), 'w-fit px-0')}
          >
            <Trans>Not now, back to my checklist</Trans>
          </Link>
        )}
      </main>
    </div>
  );
}
