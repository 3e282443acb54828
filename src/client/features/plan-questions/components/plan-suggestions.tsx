import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, Plus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { stageName } from '../../../../shared/content/stage-words';
import { formatCount } from '../../../../shared/format';
import type { LibraryListItem, PlanAnswers } from '../../../../shared/schemas/library';
import { LibraryEntryItem } from '../../../components/library/library-entry-item';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-messages';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../lib/i18n';
import { fetchSuggestions, librarySuggestionsKey } from '../../../lib/library-requests';
import { useCurrentPlan, withPlan } from '../../../lib/plan-context';
import { useAddFromLibrary } from '../../../lib/use-add-from-library';

/**
 * The answer to the questions: the library's tasks that fit, grouped by stage (POST
 * /api/library/suggestions), each added in one tap or a whole stage at once. What is added says
 * so, and stays listed.
 */
export function PlanSuggestions({
  answers,
  changeAnswers,
}: {
  answers: PlanAnswers;
  /** The address of the first question with these answers kept. */
  changeAnswers: string;
}) {
  const { t, i18n } = useLingui();
  const { planId, canEdit } = useCurrentPlan();
  const suggestions = useQuery({
    queryKey: librarySuggestionsKey(planId, answers),
    queryFn: () => fetchSuggestions(planId, answers),
    // Kept while the page is open: a task added stays listed, saying so, rather than vanishing.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const add = useAddFromLibrary();
  const onAdd = canEdit
    ? (item: LibraryListItem) => add.mutate({ keys: [item.key], title: item.title })
    : undefined;
  const groups = suggestions.data?.groups.filter((group) => group.items.length > 0);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold sm:text-2xl">
          <Trans>Tasks that fit</Trans>
        </h2>
        <p className="max-w-prose text-muted-foreground">
          <Trans>
            From our library, by stage. Add the ones you want now: each comes with its steps and
            guidance. You can add more from the library at any time.
          </Trans>
        </p>
        {!canEdit && (
          <p className="rounded-md border bg-muted px-4 py-3 text-sm">
            <Trans>
              You can view this plan, so you can read these but not add them: its owner or
              caregivers add tasks.
            </Trans>
          </p>
        )}
      </div>
      {suggestions.isError ? (
        <p role="alert" className="text-destructive">
          {describeApiError(suggestions.error)}
        </p>
      ) : !groups ? (
        <Spinner label={t`Finding the tasks that fit`} className="py-12" />
      ) : groups.length === 0 ? (
        <p>
          <Trans>Your plan already has every task we would suggest for these answers.</Trans>
        </p>
      ) : (
        groups.map((group) => (
          <StageGroup
            key={group.stage}
            title={stageName(group.stage, i18n)}
            items={group.items}
            onAdd={onAdd}
            onAddAll={
              canEdit ? (items) => add.mutate({ keys: items.map((item) => item.key) }) : undefined
            }
          />
        ))
      )}
      <div className="flex flex-wrap gap-3">
        <Link to={withPlan('/app', planId)} className={cn(buttonVariants({ size: 'lg' }))}>
          <Trans>Go to your checklist</Trans>
        </Link>
        <Link to={changeAnswers} className={cn(buttonVariants({ variant: 'outline', size: 'lg' }))}>
          <Trans>Change my answers</Trans>
        </Link>
      </div>
    </div>
  );
}

function StageGroup({
  title,
  items,
  onAdd,
  onAddAll,
}: {
  title: string;
  items: LibraryListItem[];
  onAdd?: (item: LibraryListItem) => void;
  onAddAll?: (items: LibraryListItem[]) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const waiting = items.filter((item) => !item.inPlan);
  const listed = items.length;
  const listedCount = formatCount(listed, { locale });
  const left = waiting.length;
  const leftCount = formatCount(left, { locale });
  // 'Add all' goes once pressed: focus moves to the words that replace it.
  const addedAll = useRef(false);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (waiting.length === 0 && addedAll.current) {
      addedAll.current = false;
      status.current?.focus();
    }
  }, [waiting.length]);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}{' '}
          <span className="font-normal text-muted-foreground">
            {t`${plural(listed, { one: `(${listedCount} task)`, other: `(${listedCount} tasks)` })}`}
          </span>
        </h2>
        {onAddAll &&
          (waiting.length > 0 ? (
            <Button
              type="button"
              size="lg"
              aria-label={t`${plural(left, {
                one: `Add all ${leftCount} ${title} tasks`,
                other: `Add all ${leftCount} ${title} tasks`,
              })}`}
              onClick={() => {
                addedAll.current = true;
                onAddAll(waiting);
              }}
            >
              <Plus aria-hidden="true" />
              <Trans>Add all</Trans>
            </Button>
          ) : (
            <p ref={status} tabIndex={-1} className="flex items-center gap-2 text-sm font-medium">
              <Check aria-hidden="true" className="size-5 text-primary" />
              <Trans>All in your plan</Trans>
            </p>
          ))}
      </div>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <LibraryEntryItem key={item.key} item={item} showStage={false} onAdd={onAdd} />
        ))}
      </ul>
    </section>
  );
}
