import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { TASK_SEARCH_LIMITS } from '../../../../shared/rules/limits';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { usePlanParam } from '../../../lib/plan-context';
import { SEARCH_PARAM } from '../api/dashboard-view';
import { LazySearchResults } from './lazy-search-results';

// The dashboard's search of every task (issue 56, item 4; record 090): a plain GET form on /app,
// so before the page's scripts run it asks the server for /app?q=..., rendered with the results.
// Once they run, it changes the address the same way without a page load.

/** Starts loading the results' code while the person is about to search. */
const preloadResults = () => void LazySearchResults.load();

export function SearchAllForm({ query = '' }: { query?: string }) {
  const { t } = useLingui();
  const id = useId();
  const plan = usePlanParam();
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get(SEARCH_PARAM) ?? '').trim();
    const params = new URLSearchParams(plan ? { plan } : {});
    if (typed) params.set(SEARCH_PARAM, typed);
    navigate(params.size > 0 ? `/app?${params}` : '/app');
  };

  return (
    // The landmark on the form: the <search> element is unknown to phones a few years old
    // (Safari before 17), which would lose it.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <form
      role="search"
      method="get"
      action="/app"
      onSubmit={submit}
      className="flex flex-col gap-1.5 sm:max-w-xl"
    >
      {plan && <input type="hidden" name="plan" value={plan} />}
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Search all tasks</Trans>
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            // A new search in the address starts the box from it (Clear search empties it).
            key={query}
            id={id}
            type="search"
            name={SEARCH_PARAM}
            defaultValue={query}
            maxLength={TASK_SEARCH_LIMITS.queryLength}
            placeholder={t`Search tasks...`}
            enterKeyHint="search"
            className="pl-9"
            onFocus={preloadResults}
            onPointerEnter={preloadResults}
          />
        </div>
        {/* A GET the server answers with the results page: it works before the scripts run. */}
        <Button type="submit" variant="outline" className="h-11 shrink-0" worksBeforeHydration>
          <Trans>Search</Trans>
        </Button>
      </div>
    </form>
  );
}
