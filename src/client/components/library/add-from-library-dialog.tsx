import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { stageIds } from '../../../shared/content/library/library-entry';
import { stageNames } from '../../../shared/content/library/stage-names';
import type { LibraryListItem } from '../../../shared/schemas/library';
import { describeApiError } from '../../lib/api-error-messages';
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

export type CategoryName = { id: string; name: string };

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
  const nameOf = new Map(categories.map((category) => [category.id, category.name]));
  const onAdd = canEdit
    ? (item: LibraryListItem) => add.mutate({ keys: [item.key], title: item.title })
    : undefined;
  const items = list.data?.items;
  const narrowed = filters.q !== '' || filters.category !== '' || filters.stage !== '';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        className="max-w-2xl content-start"
        aria-describedby="library-dialog-description"
      >
        <DialogHeader>
          <DialogTitle>Add from library</DialogTitle>
          <DialogDescription id="library-dialog-description">
            Tasks written for families caring for someone older, each with its steps and guidance.
            Add the ones you need.
          </DialogDescription>
        </DialogHeader>
        {!canEdit && (
          <p className="rounded-md border bg-muted px-4 py-3 text-sm">
            You can view this plan, so you can read the library but not add to the plan: its owner
            or caregivers add tasks.
          </p>
        )}
        {/* The landmark on a div: phones a few years old do not know <search> (search-all-form.tsx). */}
        {/* biome-ignore lint/a11y/useSemanticElements: see above. */}
        <div role="search" aria-label="Library" className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="library-search">Search the library</Label>
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
                placeholder="For example: power of attorney"
                className="pl-9"
                maxLength={100}
              />
            </div>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="library-category">Category</Label>
              <NativeSelect
                id="library-category"
                value={filters.category}
                onChange={(event) =>
                  setFilters((now) => ({ ...now, category: event.target.value }))
                }
              >
                <option value="">All categories</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="library-stage">Stage</Label>
              <NativeSelect
                id="library-stage"
                value={filters.stage}
                onChange={(event) => setFilters((now) => ({ ...now, stage: event.target.value }))}
              >
                <option value="">All stages</option>
                {stageIds.map((stage) => (
                  <option key={stage} value={stage}>
                    {stageNames[stage]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        </div>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {items ? countLabel(items.length) : ''}
        </p>
        {list.isError && !items ? (
          <p role="alert" className="text-sm text-destructive">
            {describeApiError(list.error)}
          </p>
        ) : !items ? (
          <Spinner label="Loading the library" className="py-8" />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-start gap-2">
            <h3 className="font-semibold">No tasks found</h3>
            <p className="text-muted-foreground">Try a different search term</p>
            {narrowed && (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setTyped('');
                  setFilters({ q: '', category: '', stage: '' });
                }}
              >
                Clear search
              </Button>
            )}
          </div>
        ) : (
          <ul aria-label="Library tasks" className="flex flex-col gap-3">
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

const countLabel = (count: number) => (count === 1 ? '1 task' : `${count} tasks`);
