import { Trans, useLingui } from '@lingui/react/macro';
import { planRoleLabel } from '../../../../shared/rules/plan-roles';
import type { PlanInvitation } from '../../../../shared/schemas/plans';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/i18n';
import { useRevokeInvitation } from '../api/use-family-changes';
import { formatFamilyDate } from '../format-family-date';

/** An owner's invitations still waiting for an answer, each revocable (its link stops working). */
export function PendingInvitations({
  planId,
  invitations,
}: {
  planId: string;
  invitations: PlanInvitation[];
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const revoke = useRevokeInvitation(planId);
  if (invitations.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No invitations waiting.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y">
      {invitations.map((invitation) => {
        const { email } = invitation;
        const role = planRoleLabel(invitation.role, i18n);
        const expires = formatFamilyDate(invitation.expiresAt, locale);
        return (
          <li
            key={invitation.id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium wrap-anywhere">{invitation.email}</p>
              <p className="text-muted-foreground">
                <Trans>
                  {role} · expires {expires}
                </Trans>
              </p>
            </div>
            <ConfirmDelete
              trigger={
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="w-fit"
                  // Starts with the visible word, so saying it presses the button (WCAG 2.5.3).
                  aria-label={t`Revoke the invitation to ${email}`}
                >
                  <Trans>Revoke</Trans>
                </Button>
              }
              title={t`Revoke the invitation to ${email}?`}
              description={t`The link we emailed stops working. You can invite them again later.`}
              confirmLabel={t`Revoke`}
              onConfirm={() =>
                revoke.mutate({ invitationId: invitation.id, email: invitation.email })
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
