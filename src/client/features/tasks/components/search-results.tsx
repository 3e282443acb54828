import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { categoryName } from '../../../../shared/content/task-library';
import { formatCount } from '../../../../shared/format';
import {
  markedParts,
  type TaskSearchPlace,
  taskSearchProblem,
} from '../../../../shared/rules/task-search';
import type { TaskSearchHit } from '../../../../shared/schemas/tasks';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-messages';
import { taskInCategory } from '../../../lib/category-location';
import { useLocale } from '../../../lib/i18n';
import { usePlanParam, withPlan } from '../../../lib/plan-context';
import { useTaskSearch } from '../api/use-task-search';

// The results of the search of every task (record 090): each task found, its category, and
// where in it the words are, marked; or the spec's 'No tasks found', with a way back. Loaded with
// the first search (lazy-search-results.ts).

const placeWords: Record<TaskSearchPlace, MessageDescriptor> = {
  title: msg`Found in the title`,
  description: msg`Found in the description`,
  step: msg`Found in a step`,
  notes: msg`Found in the notes`,
};

export function SearchResults({ query }: { query: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const plan = usePlanParam();
  const problem = taskSearchProblem(query);
  const search = useTaskSearch(query, problem === null);

  if (problem !== null) {
    return (
      <p role="alert" className="font-medium text-destructive">
        {problem}
      </p>
    );
  }
  if (!search.data) {
    return search.isError ? (
      <p role="alert" className="font-medium text-destructive">
        {describeApiError(search.error)}
      </p>
    ) : (
      <Spinner label={t`Searching your tasks`} className="py-12" />
    );
  }

  const { hits, total, words } = search.data;
  const shown = hits.length;
  const shownCount = formatCount(shown, { locale });
  const totalCount = formatCount(total, { locale });
  if (hits.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <h2 className="text-lg font-semibold">
          <Trans>No tasks found</Trans>
        </h2>
        <p className="text-muted-foreground">
          <Trans>Try a different search term</Trans>
        </p>
        <Link to={withPlan('/app', plan)} className={buttonVariants({ variant: 'outline' })}>
          <Trans>Clear search</Trans>
        </Link>
      </Card>
    );
  }

  return (
    <section aria-labelledby="search-results-count" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <p id="search-results-count" className="text-sm text-muted-foreground">
          {shown < total
            ? t`The first ${shownCount} of ${totalCount} tasks found. Add a word to find fewer.`
            : t`${plural(total, { one: `${totalCount} task found`, other: `${totalCount} tasks found` })}`}
        </p>
        <Link to={withPlan('/app', plan)} className="text-sm font-medium text-primary underline">
          <Trans>Clear search</Trans>
        </Link>
      </div>
      <ul className="flex flex-col gap-3">
        {hits.map((hit) => (
          <SearchHit key={hit.taskId} hit={hit} words={words} plan={plan} />
        ))}
      </ul>
    </section>
  );
}

function SearchHit({
  hit,
  words,
  plan,
}: {
  hit: TaskSearchHit;
  words: string[];
  plan: string | null;
}) {
  const { i18n } = useLingui();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm">
      <h2 className="text-lg leading-snug font-semibold break-words">
        <Link
          to={taskInCategory(hit.categoryId, hit.taskId, plan)}
          className="text-primary underline underline-offset-2"
        >
          {hit.title}
        </Link>
      </h2>
      <p className="text-sm text-muted-foreground">
        {categoryName(hit.categoryId, i18n)}
        {hit.completed && (
          <>
            {' · '}
            <Trans>Completed</Trans>
          </>
        )}
      </p>
      {hit.matches.map((match) => (
        <p key={`${match.place}:${match.text}`} className="text-sm break-words">
          <span className="font-medium">{i18n._(placeWords[match.place])}:</span>{' '}
          <Marked text={match.text} words={words} />
        </p>
      ))}
    </li>
  );
}

/** The text with the search's words marked; each part keyed by where it starts. */
function Marked({ text, words }: { text: string; words: string[] }) {
  let at = 0;
  return (
    <>
      {markedParts(text, words).map((part) => {
        const key = at;
        at += part.text.length;
        return part.marked ? (
          <mark key={key} className="rounded-sm bg-primary/15 px-0.5 font-semibold text-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={key}>{part.text}</span>
        );
      })}
    </>
  );
}
