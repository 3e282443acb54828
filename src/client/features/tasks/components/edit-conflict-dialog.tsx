import { Trans, useLingui } from '@lingui/react/macro';
import { ConflictChoices } from '../../../components/conflict-choices';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';

/** Two texts of one field: what this person typed, and what someone else saved meanwhile. */
export type EditConflict = { mine: string; theirs: string; version: number };

/**
 * Someone saved the task while this person was editing it: both texts side by side, and the
 * choice is theirs. Never a silent overwrite; what was typed stays in the box until they choose.
 */
export function EditConflictDialog({
  conflict,
  field,
  onKeepMine,
  onUseTheirs,
  onDismiss,
}: {
  conflict: EditConflict | null;
  /** The field, as the sentence names it ('notes'), in the reader's language. */
  field: string;
  onKeepMine: () => void;
  onUseTheirs: () => void;
  /** Escape: decide later. The typed text stays, with its 'Not saved — retry' button. */
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  return (
    <AlertDialog open={conflict !== null} onOpenChange={(open) => !open && onDismiss()}>
      <AlertDialogContent className="max-w-2xl">
        <AlertDialogTitle>
          <Trans>This task changed while you were editing</Trans>
        </AlertDialogTitle>
        <AlertDialogDescription>
          <Trans>
            Someone else saved the {field} after you started. Choose which text to keep.
          </Trans>
        </AlertDialogDescription>
        {conflict && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Version heading={t`Your version`} text={conflict.mine} />
            <Version heading={t`Their version`} text={conflict.theirs} />
          </div>
        )}
        <ConflictChoices onKeepMine={onKeepMine} onUseTheirs={onUseTheirs} />
      </AlertDialogContent>
    </AlertDialog>
  );
}

function Version({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="flex min-w-0 flex-col gap-1.5">
      <h3 className="text-sm font-semibold">{heading}</h3>
      <p className="max-h-60 overflow-y-auto rounded-md border bg-muted p-3 text-sm break-words whitespace-pre-wrap">
        {text || (
          <span className="text-muted-foreground">
            <Trans>(empty)</Trans>
          </span>
        )}
      </p>
    </section>
  );
}
