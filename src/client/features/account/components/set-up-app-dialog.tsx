import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AppSetup } from '../../../../shared/schemas/sign-in-factors';
import type { FirstOpenDialogProps } from '../../../components/load-on-first-open';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { notifyRefused } from '../../../lib/notify-refused';
import { toast } from '../../../lib/toast';
import { confirmApp, signInWaysQueryKey, startAppSetup } from '../api/sign-in-factor-requests';
import { AppCodeForm } from './app-code-form';
import { useRecentProof } from './confirm-its-you';
import { RecoveryCodesShown } from './recovery-codes-shown';

// 'Set up an authenticator app' on /profile (record 096), loaded when first opened: a new
// secret as a QR code and as a key to type, then the app's first code confirms it. A first way
// to sign in besides the emailed code comes with recovery codes, shown here once.

type Props = FirstOpenDialogProps;

export function SetUpAppDialog({ trigger, open, onOpenChange }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { run, dialog } = useRecentProof();
  const [setup, setSetup] = useState<AppSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const [starting, setStarting] = useState(false);

  // The secret is made when the person is ready (their app at hand), not as the dialog opens.
  const begin = async () => {
    setStarting(true);
    try {
      await run(async () => setSetup(await startAppSetup()));
    } catch (error) {
      notifyRefused(error, t`Could not set up the app`);
    } finally {
      setStarting(false);
    }
  };

  // Each opening starts afresh: a new secret, nothing typed.
  useEffect(() => {
    if (!open) return;
    setSetup(null);
    setCodes(null);
  }, [open]);

  // The page's 'Ways to sign in' is read again once the dialog closes: read now, it would swap
  // this dialog's button for 'Remove', and the recovery codes would go before they were kept.
  const openChange = (next: boolean) => {
    onOpenChange(next);
    if (!next) queryClient.invalidateQueries({ queryKey: signInWaysQueryKey });
  };

  const confirm = async (code: string) => {
    const { recoveryCodes } = await confirmApp(code);
    toast.success(t`Authenticator app set up`, {
      description: t`Next time you sign in, you can use its code instead of an emailed one.`,
    });
    if (recoveryCodes) setCodes(recoveryCodes);
    else openChange(false);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={openChange}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
        <DialogContent className="max-h-[95dvh] max-w-lg overflow-y-auto">
          <DialogHeader>
            <DialogTitle className="text-lg">
              {codes ? (
                <Trans>Keep your recovery codes</Trans>
              ) : (
                <Trans>Set up an authenticator app</Trans>
              )}
            </DialogTitle>
            <DialogDescription>
              {codes ? (
                <Trans>
                  Your authenticator app is set up. If you ever lose your phone, one of these codes
                  lets you in.
                </Trans>
              ) : (
                <Trans>
                  An authenticator app is an app on your phone, like Google Authenticator or
                  Microsoft Authenticator, that shows a new 6-digit code every 30 seconds. Once it
                  is set up, you can sign in with its code instead of waiting for an email.
                </Trans>
              )}
            </DialogDescription>
          </DialogHeader>
          {codes ? (
            <>
              <RecoveryCodesShown codes={codes} />
              <DialogFooter>
                <Button type="button" onClick={() => openChange(false)}>
                  <Trans>I have kept my codes</Trans>
                </Button>
              </DialogFooter>
            </>
          ) : setup ? (
            <SetupSteps setup={setup} onCode={confirm} />
          ) : (
            <div className="flex flex-col gap-3">
              <p>
                <Trans>
                  You need the app on your phone first. If you have none, install one from your
                  phone's app store, then come back here.
                </Trans>
              </p>
              <Button type="button" className="self-start" onClick={begin} disabled={starting}>
                {starting ? (
                  <Trans>Getting your code ready...</Trans>
                ) : (
                  <Trans>I have the app: continue</Trans>
                )}
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
      {dialog}
    </>
  );
}

function SetupSteps({
  setup,
  onCode,
}: {
  setup: AppSetup;
  onCode: (code: string) => Promise<void>;
}) {
  const { t } = useLingui();
  return (
    <ol className="flex list-decimal flex-col gap-4 pl-5">
      <li>
        <Trans>Open the app on your phone and choose to add an account.</Trans>
      </li>
      <li className="flex flex-col gap-2">
        <span>
          <Trans>Point your phone's camera at this square code.</Trans>
        </span>
        <div
          role="img"
          aria-label={t`QR code for your authenticator app`}
          className="size-48 rounded-md border bg-white p-1"
          // Drawn on the server from the app's own address; it holds no text anyone typed.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own SVG
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
        <span className="text-sm">
          <Trans>Can't scan it? Type this key into the app instead:</Trans>
        </span>
        <code
          data-testid="app-secret"
          className="w-fit rounded-md border bg-muted px-3 py-2 font-mono text-base tracking-wide break-all"
        >
          {setup.secret}
        </code>
      </li>
      <li className="flex flex-col gap-2">
        <span>
          <Trans>Type the 6-digit code the app now shows for PlanMyEldercare.</Trans>
        </span>
        <AppCodeForm
          id="set-up-app-code"
          label={t`Code from the app`}
          submitLabel={t`Turn on the app`}
          onCode={onCode}
        />
      </li>
    </ol>
  );
}
