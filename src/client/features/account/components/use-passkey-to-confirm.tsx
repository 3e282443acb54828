import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { passkeyFailureMessage, passkeyRequestStopped } from '../../../lib/passkey-device';
import { toast } from '../../../lib/toast';

// 'Use a passkey' in the 'Confirm it's you' dialog (useRecentProof's other ways): one touch
// instead of typing the password, for someone who has a passkey.

export function UsePasskeyToConfirm({ onConfirmed }: { onConfirmed: () => Promise<void> }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const ceremony = await import('../../../lib/passkey-ceremony');
      await ceremony.confirmWithPasskey();
    } catch (error) {
      setBusy(false);
      if (!passkeyRequestStopped(error)) {
        toast.error(t`Could not confirm it is you`, { description: passkeyFailureMessage(error) });
      }
      return;
    }
    await onConfirmed();
  };
  return (
    <div className="flex flex-col gap-3 border-t pt-4">
      <p className="text-sm text-muted-foreground">
        <Trans>Or confirm with one touch:</Trans>
      </p>
      <Button type="button" variant="outline" disabled={busy} onClick={() => void confirm()}>
        {busy ? <Trans>Waiting for your passkey...</Trans> : <Trans>Use a passkey</Trans>}
      </Button>
    </div>
  );
}
