import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { Button } from '../ui/button';

// What a card shows in place of a change the demo does not allow (the demo account on /app,
// and /demo): it can be pressed, and the screen's onClick explains why with a toast.

/** Looks disabled but can be pressed, to explain why the action is not available. */
export function DemoRestrictedButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="w-fit cursor-not-allowed border-dashed text-muted-foreground hover:bg-background"
      onClick={onClick}
      // Two of these can sit on one card; the name says which action each one is about.
      aria-label={t`Demo Restricted (${label})`}
    >
      <Lock aria-hidden="true" />
      <Trans>Demo Restricted</Trans>
    </Button>
  );
}

/**
 * The notes, to read only; the button (the demo's) explains that editing them is turned off. A
 * plan's viewer gets no button: the page already says they can only view the plan.
 */
export function ReadOnlyNotes({ notes, onEdit }: { notes: string; onEdit?: () => void }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-medium">
        <Trans>Notes</Trans>
      </h4>
      {notes ? (
        <p className="text-sm whitespace-pre-wrap">{notes}</p>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>No notes yet.</Trans>
        </p>
      )}
      {onEdit && <DemoRestrictedButton label={t`edit notes`} onClick={onEdit} />}
    </div>
  );
}
