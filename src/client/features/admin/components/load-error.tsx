import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { describeApiError } from '../../../lib/api-error-messages';

/** A panel that could not load: the spec's words for it, why, and a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border p-4">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{describeApiError(error)}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
