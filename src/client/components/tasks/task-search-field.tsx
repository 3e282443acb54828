import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { formatCount } from '../../../shared/format';
import { useLocale } from '../../lib/i18n';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

/** The search box of a category's task list, with a live count of what it shows. */
export function TaskSearchField({
  query,
  onQueryChange,
  shown,
  total,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  shown: number;
  total: number;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const shownCount = formatCount(shown, { locale });
  const totalCount = formatCount(total, { locale });
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-md">
      <Label htmlFor="task-search">
        <Trans>Search tasks</Trans>
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="task-search"
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={t`Search tasks...`}
          className="pl-9"
          aria-describedby="task-search-count"
        />
      </div>
      <p id="task-search-count" aria-live="polite" className="text-sm text-muted-foreground">
        {query.trim() !== '' ? t`${shownCount} of ${totalCount} tasks shown` : ''}
      </p>
    </div>
  );
}
