import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { categoryName as nameOfCategory } from '../../../shared/content/task-library';
import type { DeletedItem, RecentlyDeleted } from '../../../shared/schemas/recently-deleted';
import { AppHeader } from '../../components/app-header';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { describeApiError } from '../../lib/api-error-messages';
import { notifyRefused } from '../../lib/notify-refused';
import { useCurrentPlan, withPlan } from '../../lib/plan-context';
import { documentsQueryKey } from '../../lib/plan-requests';
import { toast } from '../../lib/toast';
import {
  recentlyDeletedQuery,
  recentlyDeletedQueryKey,
  restoreItem,
} from './api/recently-deleted-requests';
import { DeletedItemRow } from './components/deleted-item-row';

/** Every cached answer that holds tasks (the dashboard's, task-requests.ts): read again. */
const DASHBOARD_KEY = ['dashboard'] as const;

/**
 * /recently-deleted (issue 56, decision record 087): the plan's deleted tasks, steps and
 * documents of the last 30 days, who deleted each and when, each with Restore. No timed toast to
 * catch: the list stays for 30 days. Owners and caregivers only; the server says so to others.
 */
export function RecentlyDeletedPage() {
  const { t } = useLingui();
  const current = useCurrentPlan();
  const planId = current.planId ?? current.plan?.id;
  const list = useQuery({ ...recentlyDeletedQuery(planId ?? ''), enabled: Boolean(planId) });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loadError = current.loadError ?? list.error;
  const days = list.data?.days ?? 30;

  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-6 sm:py-8">
        <Link
          to={withPlan('/app', current.planId)}
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'w-fit px-2' })}
        >
          <ArrowLeft aria-hidden="true" />
          <Trans>Back to the checklist</Trans>
        </Link>
        <div className="flex flex-col gap-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight">
            <Trans>Recently deleted</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>
              Tasks, steps and documents deleted in the last {days} days. Restore brings one back as
              it was; after that it is removed for good.
            </Trans>
          </p>
        </div>
        {loadError ? (
          <Card role="alert">
            <CardHeader>
              <CardTitle asChild>
                <h2>
                  <Trans>We could not load what was deleted</Trans>
                </h2>
              </CardTitle>
              <CardDescription>{describeApiError(loadError)}</CardDescription>
            </CardHeader>
          </Card>
        ) : !list.data || !planId ? (
          <Spinner label={t`Loading what was deleted`} className="py-16" />
        ) : (
          <DeletedList
            planId={planId}
            answer={list.data}
            timeZone={current.plan?.timeZone ?? undefined}
            onRestored={() => headingRef.current?.focus()}
          />
        )}
      </main>
    </div>
  );
}

function DeletedList({
  planId,
  answer,
  timeZone,
  onRestored,
}: {
  planId: string;
  answer: RecentlyDeleted;
  timeZone: string | undefined;
  /** The restored row is gone: focus goes to the page's heading. */
  onRestored: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: (item: DeletedItem) => restoreItem(planId, item),
    onSuccess: (_answer, item) => {
      queryClient.setQueryData<RecentlyDeleted>(recentlyDeletedQueryKey(planId), (before) =>
        before ? { ...before, items: before.items.filter((each) => each.id !== item.id) } : before,
      );
      // A task's step and its documents come back too: the lists holding them are read again.
      void queryClient.invalidateQueries({ queryKey: recentlyDeletedQueryKey(planId) });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey(planId) });
      onRestored();
      const { name, categoryId } = item;
      const categoryName = categoryId ? nameOfCategory(categoryId, i18n) : null;
      toast.success(t`“${name}” is back`, {
        description: categoryName ? t`It is in ${categoryName} again.` : undefined,
      });
    },
    onError: (error) => notifyRefused(error, t`Could not restore it`),
  });

  const { days } = answer;
  if (answer.items.length === 0) {
    return (
      <p className="rounded-md border border-border p-4 text-muted-foreground">
        <Trans>Nothing was deleted in the last {days} days.</Trans>
      </p>
    );
  }
  return (
    <ul
      aria-label={t`Deleted tasks, steps and documents`}
      className="flex flex-col divide-y divide-border rounded-md border border-border bg-card"
    >
      {answer.items.map((item) => (
        <DeletedItemRow
          key={`${item.kind}-${item.id}`}
          item={item}
          timeZone={timeZone}
          restoring={restore.isPending && restore.variables?.id === item.id}
          onRestore={() => restore.mutate(item)}
        />
      ))}
    </ul>
  );
}
