import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { Button } from '../../../components/ui/button';

/** Deleting a discussion asks first: it takes every reply with it. */
export function DeleteTopicButton({
  onConfirm,
  busy,
  children,
}: {
  onConfirm: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDelete
      trigger={
        <Button variant="outline" disabled={busy}>
          {children}
        </Button>
      }
      title={t`Delete this discussion?`}
      description={t`The discussion and all its replies will be removed for everyone. This cannot be undone.`}
      onConfirm={onConfirm}
    />
  );
}
