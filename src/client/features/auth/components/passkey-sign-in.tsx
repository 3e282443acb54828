import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { flashAfterReload } from '../../../lib/flash';
import {
  passkeyFailureMessage,
  passkeyRequestStopped,
  passkeysSupported,
  rememberPasskeyHere,
} from '../../../lib/passkey-device';
import { afterSignIn } from '../../../lib/pending-invitation';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';

// 'Sign in with a passkey' on /login and /admin-login (issue 57, record 095), and the browser's
// own passkey suggestion on the email box (conditional mediation: `autocomplete="username
// webauthn"`). The passkey code (SimpleWebAuthn's browser half) is loaded only when this is
// used, or when the browser says it can offer the suggestion. A passkey with user verification
// is both factors: no password, no emailed code.

const loadCeremony = () => import('../../../lib/passkey-ceremony');

type Props = {
  /** From /admin-login: an administrator's sign-in, to /admin. */
  adminLogin?: boolean;
  /** A passkey was used in this browser before: offered first, as the main way. */
  prominent?: boolean;
};

/** Signed in: a full page load, so the app starts from the new session (the demo's way too). */
function arrive(adminLogin: boolean, title: string) {
  rememberPasskeyHere();
  flashAfterReload({ kind: 'success', title });
  window.location.assign(adminLogin ? '/admin' : afterSignIn('/app'));
}

export function PasskeySignIn({ adminLogin = false, prominent = false }: Props) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  // A new round starts the browser's suggestion again after a press of the button ended it.
  const [round, setRound] = useState(0);

  useEffect(() => {
    void round;
    if (!passkeysSupported()) return;
    let left = false;
    let stop: (() => void) | undefined;
    (async () => {
      const available = await window.PublicKeyCredential.isConditionalMediationAvailable?.();
      if (!available || left) return;
      const ceremony = await loadCeremony();
      if (left) return;
      stop = ceremony.stopPasskeyRequest;
      try {
        await ceremony.signInWithPasskey({ adminLogin, autofill: true });
        arrive(adminLogin, t`Login successful`);
      } catch (error) {
        // The browser's own refusals stay quiet here: the person did not press anything.
        if (error instanceof Error && error.name === 'PasskeyDeviceError') return;
        toast.error(t`Passkey sign-in failed`, { description: passkeyFailureMessage(error) });
      }
    })().catch(() => undefined);
    return () => {
      left = true;
      stop?.();
    };
  }, [adminLogin, round, t]);

  if (hydrated && !passkeysSupported()) return null;

  const signIn = async () => {
    setBusy(true);
    try {
      const ceremony = await loadCeremony();
      await ceremony.signInWithPasskey({ adminLogin });
      arrive(adminLogin, t`Login successful`);
    } catch (error) {
      setBusy(false);
      setRound((value) => value + 1);
      if (passkeyRequestStopped(error)) return;
      toast.error(t`Passkey sign-in failed`, { description: passkeyFailureMessage(error) });
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        size="lg"
        variant={prominent ? 'default' : 'outline'}
        // Wraps rather than overflows a phone: 'Iniciar sesión con una llave de acceso' is long.
        className="w-full whitespace-normal text-center"
        disabled={busy}
        onClick={() => void signIn()}
      >
        {busy ? <Trans>Waiting for your passkey...</Trans> : <Trans>Sign in with a passkey</Trans>}
      </Button>
      {prominent && (
        <p className="text-center text-sm text-muted-foreground">
          <Trans>
            Use your fingerprint, face or phone screen lock: no password or emailed code.
          </Trans>
        </p>
      )}
      <noscript>
        <p className="text-sm">
          <Trans>
            Signing in with a passkey needs JavaScript, which is turned off in this browser. Please
            sign in with your email and password.
          </Trans>
        </p>
      </noscript>
    </div>
  );
}

/** The line between the two ways to sign in. */
export function OrDivider({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-3 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
      {children}
    </p>
  );
}
