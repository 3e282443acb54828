import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatCount } from '../../../../shared/format';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../lib/i18n';
import { PLAN_PARAM } from '../../../lib/plan-context';
import {
  keptAnswers,
  NOT_SURE,
  questions,
  RESULTS_STEP,
  STEP_PARAM,
  stepAddress,
} from '../plan-questions';

/**
 * One question on its own screen, its answers as big buttons. A plain GET form: before the
 * page's scripts run each button asks the server for the next screen with the answers so far in
 * its address; once they run, the address changes the same way without a page load.
 */
export function QuestionStep({
  index,
  params,
  headingRef,
}: {
  index: number;
  params: URLSearchParams;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const question = questions[index];
  if (!question) return null;
  const chosen = params.get(question.id);
  const kept = keptAnswers(params, question.id);
  const plan = params.get(PLAN_PARAM);
  const nextStep = index + 1 === questions.length ? RESULTS_STEP : String(index + 2);
  const headingId = `question-${question.id}`;
  const number = formatCount(index + 1, { locale });
  const count = formatCount(questions.length, { locale });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const next = new URLSearchParams(kept);
    if (plan) next.set(PLAN_PARAM, plan);
    if (submitter instanceof HTMLButtonElement && submitter.name === question.id) {
      next.set(question.id, submitter.value);
    }
    next.set(STEP_PARAM, nextStep);
    navigate(`/shape-plan?${next}`);
  };

  const answer = (value: string, label: string, variant: 'outline' | 'ghost' = 'outline') => (
    <Button
      key={value}
      type="submit"
      worksBeforeHydration
      name={question.id}
      value={value}
      variant={variant}
      size="lg"
      className="min-h-14 w-full justify-start text-left whitespace-normal"
    >
      {chosen === value && <Check aria-hidden="true" className="text-primary" />}
      {label}
      {chosen === value && (
        <span className="sr-only">
          <Trans>, your answer</Trans>
        </span>
      )}
    </Button>
  );

  return (
    <form method="get" action="/shape-plan" onSubmit={submit} className="flex flex-col gap-5">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {plan && <input type="hidden" name={PLAN_PARAM} value={plan} />}

      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-muted-foreground">
          <Trans>
            Question {number} of {count}
          </Trans>
        </p>
        {/* The words say it; the bar shows it (a plain one: the progress primitive would make a
            script of its own, shared with the dashboard's cards). */}
        <div aria-hidden="true" className="h-3 w-full overflow-hidden rounded-full bg-muted">
          <div
            className="h-full bg-primary"
            style={{ width: `${((index + 1) / questions.length) * 100}%` }}
          />
        </div>
      </div>

      <fieldset className="flex min-w-0 flex-col gap-3 border-0 p-0">
        <legend className="p-0">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold focus-visible:outline-none sm:text-2xl"
          >
            {i18n._(question.prompt)}
          </h2>
        </legend>
        {question.hint && <p className="text-muted-foreground">{i18n._(question.hint)}</p>}
        <div className="flex flex-col gap-3">
          {question.options.map((option) => answer(option.value, i18n._(option.label)))}
          {answer(NOT_SURE, t`Not sure`)}
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center justify-between gap-3">
        {index > 0 ? (
          <Link
            to={stepAddress(params, index - 1)}
            className={cn(buttonVariants({ variant: 'ghost', size: 'lg' }))}
          >
            <Trans>Back</Trans>
          </Link>
        ) : (
          <span />
        )}
        <Button type="submit" worksBeforeHydration variant="ghost" size="lg">
          <Trans>Skip this question</Trans>
        </Button>
      </div>
      {/* Last, so a plain post's address reads as the enhanced form's: answers, then the step. */}
      <input type="hidden" name={STEP_PARAM} value={nextStep} />
    </form>
  );
}
