import { useQuery } from '@tanstack/react-query';
import { Check, Plus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { stageNames } from '../../../../shared/content/library/stage-names';
import type { LibraryListItem, PlanAnswers } from '../../../../shared/schemas/library';
import { LibraryEntryItem } from '../../../components/library/library-entry-item';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-messages';
import { cn } from '../../../lib/cn';
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
        <h2 className="text-xl font-semibold sm:text-2xl">Tasks that fit</h2>
        <p className="max-w-prose text-muted-foreground">
          From our library, by stage. Add the ones you want now: each comes with its steps and
          guidance. You can add more from the library at any time.
        </p>
        {!canEdit && (
          <p className="rounded-md border bg-muted px-4 py-3 text-sm">
            You can view this plan, so you can read these but not add them: its owner or caregivers
            add tasks.
          </p>
        )}
      </div>
      {suggestions.isError ? (
        <p role="alert" className="text-destructive">
          {describeApiError(suggestions.error)}
        </p>
      ) : !groups ? (
        <Spinner label="Finding the tasks that fit" className="py-12" />
      ) : groups.length === 0 ? (
        <p>Your plan already has every task we would suggest for these answers.</p>
      ) : (
        groups.map((group) => (
          <StageGroup
            key={group.stage}
            title={stageNames[group.stage]}
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
          Go to your checklist
        </Link>
        <Link to={changeAnswers} className={cn(buttonVariants({ variant: 'outline', size: 'lg' }))}>
          Change my answers
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
  const headingId = useId();
  const waiting = items.filter((item) => !item.inPlan);
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
            ({items.length === 1 ? '1 task' : `${items.length} tasks`})
          </span>
        </h2>
        {onAddAll &&
          (waiting.length > 0 ? (
            <Button
              type="button"
              size="lg"
              aria-label={`Add all ${waiting.length} ${title} tasks`}
              onClick={() => {
                addedAll.current = true;
                onAddAll(waiting);
              }}
            >
              <Plus aria-hidden="true" />
              Add all
            </Button>
          ) : (
            <p ref={status} tabIndex={-1} className="flex items-center gap-2 text-sm font-medium">
              <Check aria-hidden="true" className="size-5 text-primary" />
              All in your plan
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
