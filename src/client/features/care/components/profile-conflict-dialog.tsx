import { Trans, useLingui } from '@lingui/react/macro';
import type { CareProfile, CareProfileAnswer } from '../../../../shared/schemas/care';
import { ConflictChoices } from '../../../components/conflict-choices';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { differingFields } from '../care-profile-labels';

/** What this person tried to save, and the profile as someone else saved it meanwhile. */
export type ProfileConflict = { mine: CareProfile; theirs: CareProfileAnswer };

/**
 * Someone saved the care profile while this person was editing it: it says who and which parts
 * differ, and the choice is theirs. Never a silent overwrite; what was typed stays in the form
 * until they choose, and Escape leaves it there to decide later.
 */
export function ProfileConflictDialog({
  conflict,
  onKeepMine,
  onUseTheirs,
  onDismiss,
}: {
  conflict: ProfileConflict | null;
  onKeepMine: () => void;
  onUseTheirs: () => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useLingui();
  const differing = conflict
    ? differingFields(conflict.mine, conflict.theirs.profile).map((label) => i18n._(label))
    : [];
  const who = conflict?.theirs.updatedBy ?? t`Someone else`;
  return (
    <AlertDialog open={conflict !== null} onOpenChange={(open) => !open && onDismiss()}>
      <AlertDialogContent className="max-w-xl">
        <AlertDialogTitle>
          <Trans>This care profile changed while you were editing</Trans>
        </AlertDialogTitle>
        <AlertDialogDescription>
          <Trans>{who} saved it after you started. What you typed is still here.</Trans>
        </AlertDialogDescription>
        {differing.length > 0 && (
          <div className="flex flex-col gap-1.5 text-sm">
            <p className="font-medium">
              <Trans>Parts that differ from what you typed:</Trans>
            </p>
            <ul className="list-disc pl-5">
              {differing.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </div>
        )}
        <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
          <li>
            <Trans>
              <strong className="text-foreground">Keep mine</strong> saves what you typed, in place
              of their changes.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong className="text-foreground">Use theirs</strong> shows their version and lets
              go of what you typed.
            </Trans>
          </li>
        </ul>
        <ConflictChoices onKeepMine={onKeepMine} onUseTheirs={onUseTheirs} />
      </AlertDialogContent>
    </AlertDialog>
  );
}
