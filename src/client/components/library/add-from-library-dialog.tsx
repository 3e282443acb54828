import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { stageIds } from '../../../shared/content/library/library-entry';
import { stageName } from '../../../shared/content/stage-words';
import { type CategoryId, categoryName } from '../../../shared/content/task-library';
import { formatCount } from '../../../shared/format';
import type { LibraryListItem } from '../../../shared/schemas/library';
import { describeApiError } from '../../lib/api-error-messages';
import { useLocale } from '../../lib/i18n';
import { fetchLibraryList, type LibraryFilters, libraryListKey } from '../../lib/library-requests';
import { useCurrentPlan } from '../../lib/plan-context';
import { useAddFromLibrary } from '../../lib/use-add-from-library';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { LibraryEntryItem } from './library-entry-item';

/** How long typing pauses before the library is searched. */
const SEARCH_PAUSE_MS = 300;

/** A category the plan has, named in the reader's language by its id. */
export type CategoryName = { id: CategoryId };

/**
 * 'Add from library' (issue 58): the whole library, searched and narrowed by category and stage
 * on the server (GET /api/library), each task added in one tap. A viewer reads it and is told
 * why they cannot add. Loaded on first use (lazy-add-from-library.ts).
 */
export function AddFromLibraryDialog({
  open,
  onOpenChange,
  categories,
  defaultCategoryId = '',
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly CategoryName[];
  /** Opened from a category: the list starts narrowed to it. */
  defaultCategoryId?: string;
  /** The button that opens it (components/load-on-first-open.tsx): focus goes back to it. */
  trigger: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { planId, canEdit } = useCurrentPlan();
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<LibraryFilters>({
    q: '',
    category: defaultCategoryId,
    stage: '',
  });
  useEffect(() => {
    const timer = setTimeout(
      () => setFilters((now) => ({ ...now, q: typed.trim() })),
      SEARCH_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed]);

  const list = useQuery({
    queryKey: libraryListKey(planId, filters),
    queryFn: () => fetchLibraryList(planId, filters),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const add = useAddFromLibrary();
  const nameOf = new Map(
    categories.map((category) => [category.id as string, categoryName(category.id, i18n)]),
  );
  const onAdd = canEdit
    ? (item: LibraryListItem) => add.mutate({ keys: [item.key], title: item.title })
    : undefined;
  const items = list.data?.items;
  const narrowed = filters.q !== '' || filters.category !== '' || filters.stage !== '';
  const found = items?.length ?? 0;
  const foundCount = formatCount(found, { locale });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        className="max-w-2xl content-start"
        aria-describedby="library-dialog-description"
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>Add from library</Trans>
          </DialogTitle>
          <DialogDescription id="library-dialog-description">
            <Trans>
              Tasks written for families caring for someone older, each with its steps and guidance.
              Add the ones you need.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {!canEdit && (
          <p className="rounded-md border bg-muted px-4 py-3 text-sm">
            <Trans>
              You can view this plan, so you can read the library but not add to the plan: its owner
              or caregivers add tasks.
            </Trans>
          </p>
        )}
        {/* The landmark on a div: phones a few years old do not know <search> (search-all-form.tsx). */}
        {/* biome-ignore lint/a11y/useSemanticElements: see above. */}
        <div role="search" aria-label={t`Library`} className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="library-search">
              <Trans>Search the library</Trans>
            </Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id="library-search"
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                placeholder={t`For example: power of attorney`}
                className="pl-9"
                maxLength={100}
              />
            </div>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="library-category">
                <Trans>Category</Trans>
              </Label>
              <NativeSelect
                id="library-category"
                value={filters.category}
                onChange={(event) =>
                  setFilters((now) => ({ ...now, category: event.target.value }))
                }
              >
                <option value="">{t`All categories`}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {categoryName(category.id, i18n)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="library-stage">
                <Trans>Stage</Trans>
              </Label>
              <NativeSelect
                id="library-stage"
                value={filters.stage}
                onChange={(event) => setFilters((now) => ({ ...now, stage: event.target.value }))}
              >
                <option value="">{t`All stages`}</option>
                {stageIds.map((stage) => (
                  <option key={stage} value={stage}>
                    {stageName(stage, i18n)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        </div>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {items
            ? t`${plural(found, { one: `${foundCount} task`, other: `${foundCount} tasks` })}`
            : ''}
        </p>
        {list.isError && !items ? (
          <p role="alert" className="text-sm text-destructive">
            {describeApiError(list.error)}
          </p>
        ) : !items ? (
          <Spinner label={t`Loading the library`} className="py-8" />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-start gap-2">
            <h3 className="font-semibold">
              <Trans>No tasks found</Trans>
            </h3>
            <p className="text-muted-foreground">
              <Trans>Try a different search term</Trans>
            </p>
            {narrowed && (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setTyped('');
                  setFilters({ q: '', category: '', stage: '' });
                }}
              >
                <Trans>Clear search</Trans>
              </Button>
            )}
          </div>
        ) : (
          <ul aria-label={t`Library tasks`} className="flex flex-col gap-3">
            {items.map((item) => (
              <LibraryEntryItem
                key={item.key}
                item={item}
                categoryName={nameOf.get(item.categoryId)}
                onAdd={onAdd}
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
