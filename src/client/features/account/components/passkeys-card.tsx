import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import type { PasskeySummary } from '../../../../shared/schemas/sign-in-factors';
import { LoadOnFirstOpen } from '../../../components/load-on-first-open';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useLocale } from '../../../lib/i18n';
import { lazyNamed } from '../../../lib/lazy-named';
import { useHydrated } from '../../../lib/use-hydrated';
import { passkeysQuery } from '../api/passkey-requests';
import { formatAccountDate } from '../format-account-date';

// The Passkeys card in /profile's security settings (issue 57, record 095): what a passkey is in
// one sentence, the person's passkeys with when each was last used, and Add, Rename and Remove.
// Only the list is part of the page; each dialog, the 'Confirm it's you' step and the passkey
// code itself load when first used.

const AddPasskeyDialog = lazyNamed(() => import('./add-passkey-dialog'), 'AddPasskeyDialog');
const RenamePasskeyDialog = lazyNamed(
  () => import('./rename-passkey-dialog'),
  'RenamePasskeyDialog',
);
const RemovePasskeyDialog = lazyNamed(
  () => import('./remove-passkey-dialog'),
  'RemovePasskeyDialog',
);

export function PasskeysCard({ demo }: { demo: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Passkeys</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Sign in with your fingerprint, face or phone screen lock instead of a password and
            emailed code.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {demo ? (
          <p className="text-sm">
            <Trans>The demo cannot add passkeys. Create your own account to use one.</Trans>
          </p>
        ) : (
          <PasskeyList />
        )}
      </CardContent>
    </Card>
  );
}

/** Where focus goes when a removed passkey's buttons vanish with it. */
const ADD_PASSKEY_ID = 'add-passkey';

const addTrigger = (
  <Button id={ADD_PASSKEY_ID} variant="outline" className="w-full sm:w-auto sm:self-start">
    <KeyRound aria-hidden="true" />
    <Trans>Add a passkey</Trans>
  </Button>
);

function PasskeyList() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const passkeys = useQuery({ ...passkeysQuery, enabled: hydrated });
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
  const list = passkeys.data ?? [];
  return (
    <>
      {passkeys.isError ? (
        <p className="text-sm">
          <Trans>Your passkeys could not be loaded. Please reload the page.</Trans>
        </p>
      ) : !passkeys.data ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Loading your passkeys...</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm">
          <Trans>You have no passkeys yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label={t`Your passkeys`}>
          {list.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              hasOthers={list.length > 1}
              refresh={refresh}
            />
          ))}
        </ul>
      )}
      {/* Read here, not from lib/passkey-device: /profile loads no passkey code before use. */}
      {hydrated && typeof window.PublicKeyCredential !== 'function' ? (
        <p className="text-sm">
          <Trans>This browser cannot make passkeys. Try a recent phone or computer.</Trans>
        </p>
      ) : (
        <LoadOnFirstOpen load={AddPasskeyDialog.load} trigger={addTrigger}>
          {(state) => (
            <AddPasskeyDialog
              {...state}
              trigger={addTrigger}
              hasPasskeys={list.length > 0}
              refresh={refresh}
            />
          )}
        </LoadOnFirstOpen>
      )}
    </>
  );
}

function PasskeyItem({
  passkey,
  hasOthers,
  refresh,
}: {
  passkey: PasskeySummary;
  hasOthers: boolean;
  refresh: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const name = passkey.name;
  const added = formatAccountDate(i18n, passkey.createdAt, { locale });
  const lastUsed = passkey.lastUsedAt
    ? formatAccountDate(i18n, passkey.lastUsedAt, { locale })
    : t`not yet`;
  const renameTrigger = (
    <Button variant="outline" size="sm">
      <Pencil aria-hidden="true" />
      <Trans>
        Rename <span className="sr-only">{name}</span>
      </Trans>
    </Button>
  );
  const removeTrigger = (
    <Button variant="outline" size="sm">
      <Trash2 aria-hidden="true" />
      <Trans>
        Remove <span className="sr-only">{name}</span>
      </Trans>
    </Button>
  );
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <span className="font-medium wrap-anywhere">{passkey.name}</span>
        <span className="text-sm text-muted-foreground">
          <Trans>
            Added {added} · Last used {lastUsed}
          </Trans>
          {passkey.backedUp && ' · '}
          {passkey.backedUp && <Trans>Backed up to your account, so a new phone keeps it</Trans>}
        </span>
      </div>
      <div className="flex gap-2">
        <LoadOnFirstOpen load={RenamePasskeyDialog.load} trigger={renameTrigger}>
          {(state) => (
            <RenamePasskeyDialog
              {...state}
              trigger={renameTrigger}
              passkey={passkey}
              refresh={refresh}
            />
          )}
        </LoadOnFirstOpen>
        <LoadOnFirstOpen load={RemovePasskeyDialog.load} trigger={removeTrigger}>
          {(state) => (
            <RemovePasskeyDialog
              {...state}
              trigger={removeTrigger}
              passkey={passkey}
              hasOthers={hasOthers}
              refresh={refresh}
              afterRemove={() => document.getElementById(ADD_PASSKEY_ID)?.focus()}
            />
          )}
        </LoadOnFirstOpen>
      </div>
    </li>
  );
}
