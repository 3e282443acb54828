import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongCalendarDay } from '../../../shared/format';
import type { Release } from '../../../shared/schemas/admin';
import { AppHeader } from '../../components/app-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useLocale } from '../../lib/i18n';
import { releaseNotesQuery } from './api/admin-requests';
import { LoadError } from './components/load-error';

/** /admin/release-notes: the product's releases as a timeline, from CHANGELOG.md. */
export function ReleaseNotesPage() {
  const { t } = useLingui();
  const notes = useQuery(releaseNotesQuery);
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-6 sm:py-8">
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-3">
            <Link to="/admin">
              <ArrowLeft aria-hidden="true" />
              <Trans>Back to Admin Panel</Trans>
            </Link>
          </Button>
        </div>
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Release Notes</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>What changed in each release, newest first.</Trans>
          </p>
        </div>
        {notes.isPending ? (
          <Spinner label={t`Loading release notes`} className="py-8" />
        ) : notes.isError ? (
          <LoadError
            title={t`Failed to load release notes`}
            error={notes.error}
            onRetry={() => void notes.refetch()}
          />
        ) : (
          <Timeline releases={notes.data} />
        )}
      </main>
    </div>
  );
}

function Timeline({ releases }: { releases: Release[] }) {
  const locale = useLocale();
  return (
    <ol className="relative flex flex-col gap-8 border-l-2 border-border pl-6">
      {releases.map((release) => (
        <li key={`${release.date}-${release.title}`} className="relative flex flex-col gap-2">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[33px] size-4 rounded-full border-2 border-background bg-primary"
          />
          {release.date ? (
            <time dateTime={release.date} className="text-sm text-muted-foreground">
              {formatLongCalendarDay(release.date, { locale })}
            </time>
          ) : (
            <Badge variant="outline">
              <Trans>Not released yet</Trans>
            </Badge>
          )}
          <h2 className="text-xl font-semibold">{release.title}</h2>
          <ul className="flex list-disc flex-col gap-1.5 pl-5">
            {release.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
