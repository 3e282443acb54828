import { Trans } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { Button } from './ui/button';

/**
 * Said above a form whose typing came back from the device (lib/use-form-draft.ts): it is not
 * saved yet, and the person may throw it away for the saved values.
 */
export function KeptDraftNote({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border bg-muted px-4 py-3 text-sm"
    >
      <History aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <Trans>We kept what you typed on this device. It is not saved yet.</Trans>
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onDiscard}>
        <Trans>Discard changes</Trans>
      </Button>
    </div>
  );
}
