import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { describeApiError } from '../../lib/api-error-messages';
import { fetchLibraryEntry, libraryEntryKey } from '../../lib/library-requests';
import { usePlanParam } from '../../lib/plan-context';
import { ExternalLink } from '../external-link';
import { Spinner } from '../ui/spinner';

/**
 * What a library task brings when added: its steps, its guidance and where the guidance comes
 * from (GET /api/library/:key), read when the entry is first opened.
 */
export function LibraryEntryPreview({ entryKey }: { entryKey: string }) {
  const { t } = useLingui();
  const plan = usePlanParam();
  const entry = useQuery({
    queryKey: libraryEntryKey(plan, entryKey),
    queryFn: () => fetchLibraryEntry(plan, entryKey),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (entry.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {describeApiError(entry.error)}
      </p>
    );
  }
  if (!entry.data) return <Spinner label={t`Loading the steps and guidance`} className="py-3" />;
  const { subtasks, guidance, references } = entry.data;
  return (
    <div className="flex flex-col gap-3 pt-2 text-sm">
      <div className="flex flex-col gap-1">
        <h4 className="font-medium">
          <Trans>Steps</Trans>
        </h4>
        <ul className="list-disc pl-5">
          {subtasks.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>
      {/* The words a task card shows beside a family's notes (tasks/task-guidance.tsx), written
          here rather than imported: that module would become a script of its own on every
          category, shared with this one (record 098). */}
      <div className="flex flex-col gap-1 rounded-md border-l-4 border-primary bg-muted px-3 py-2">
        <h4 className="font-medium">
          <Trans>Guidance</Trans>
        </h4>
        <p className="break-words whitespace-pre-wrap">{guidance}</p>
        <p className="text-muted-foreground">
          <Trans>Not legal, medical or financial advice.</Trans>
        </p>
      </div>
      {references.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="font-medium">
            <Trans>Where to read more</Trans>
          </h4>
          <ul className="flex flex-col gap-1">
            {references.map((reference) => (
              <li key={reference.url}>
                <ExternalLink
                  href={reference.url}
                  saysNewTab
                  className="break-words text-primary underline underline-offset-4"
                >
                  {reference.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
