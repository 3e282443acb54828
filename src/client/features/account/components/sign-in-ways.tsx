import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { RECOVERY_CODES_FEW } from '../../../../shared/rules/sign-in-factors';
import { LoadOnFirstOpen } from '../../../components/load-on-first-open';
import { Button } from '../../../components/ui/button';
import { lazyNamed } from '../../../lib/lazy-named';
import { getSignInWays, signInWaysQueryKey } from '../api/sign-in-factor-requests';

// 'Ways to sign in' in /profile's Security Settings (issue 57, record 096): in plain words, which
// ways this person has. Its dialogs (setting up the app, removing it, new recovery codes) load
// when first opened: the page carries only these lines and their buttons.

const SetUpAppDialog = lazyNamed(() => import('./set-up-app-dialog'), 'SetUpAppDialog');
const RemoveAppDialog = lazyNamed(() => import('./sign-in-ways-dialogs'), 'RemoveAppDialog');
const NewRecoveryCodesDialog = lazyNamed(
  () => import('./sign-in-ways-dialogs'),
  'NewRecoveryCodesDialog',
);

const triggerClass = 'w-full sm:w-auto';
const setUpTrigger = (
  <Button variant="outline" className={triggerClass}>
    <Trans>Set up an authenticator app</Trans>
  </Button>
);
const removeTrigger = (
  <Button variant="outline" className={triggerClass}>
    <Trans>Remove authenticator app</Trans>
  </Button>
);
const newCodesTrigger = (
  <Button variant="outline" className={triggerClass}>
    <Trans>Make new recovery codes</Trans>
  </Button>
);

export function SignInWays({ demo }: { demo: boolean }) {
  const ways = useQuery({ queryKey: signInWaysQueryKey, queryFn: getSignInWays });
  const data = ways.data;
  const few = data && data.recoveryCodesLeft <= RECOVERY_CODES_FEW;
  const passkeyCount = data?.passkeys ?? 0;
  const codesLeft = data?.recoveryCodesLeft ?? 0;

  return (
    <section aria-labelledby="sign-in-ways-heading" className="flex flex-col gap-3">
      <h3 id="sign-in-ways-heading" className="text-base font-semibold">
        <Trans>Ways to sign in</Trans>
      </h3>
      {!data ? (
        <p className="text-sm text-muted-foreground">
          {ways.isError ? (
            <Trans>Could not load your ways to sign in.</Trans>
          ) : (
            <Trans>Loading...</Trans>
          )}
        </p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          <li>
            <Trans>Your password, then a code we email you: always.</Trans>
          </li>
          <li>
            {data.passkeys === 0 ? (
              <Trans>Passkeys: none.</Trans>
            ) : (
              <Trans>
                Passkeys: <Plural value={passkeyCount} one="# passkey" other="# passkeys" />.
              </Trans>
            )}
          </li>
          <li>
            {data.app ? (
              <Trans>Authenticator app: on. Sign in with its code instead of an email.</Trans>
            ) : (
              <Trans>Authenticator app: off.</Trans>
            )}
          </li>
          {(data.app || data.recoveryCodesLeft > 0) && (
            <li className={few ? 'font-medium' : undefined}>
              <Trans>
                Recovery codes:{' '}
                <Plural value={codesLeft} one="# code left." other="# codes left." />
              </Trans>
              {few && ' '}
              {few && <Trans>Make new codes soon, so you are never locked out.</Trans>}
            </li>
          )}
        </ul>
      )}
      {!demo && data && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {data.app ? (
            <LoadOnFirstOpen load={RemoveAppDialog.load} trigger={removeTrigger}>
              {(state) => <RemoveAppDialog {...state} hasApp trigger={removeTrigger} />}
            </LoadOnFirstOpen>
          ) : (
            <LoadOnFirstOpen load={SetUpAppDialog.load} trigger={setUpTrigger}>
              {(state) => <SetUpAppDialog {...state} trigger={setUpTrigger} />}
            </LoadOnFirstOpen>
          )}
          {(data.app || data.passkeys > 0 || data.recoveryCodesLeft > 0) && (
            <LoadOnFirstOpen load={NewRecoveryCodesDialog.load} trigger={newCodesTrigger}>
              {(state) => (
                <NewRecoveryCodesDialog {...state} hasApp={data.app} trigger={newCodesTrigger} />
              )}
            </LoadOnFirstOpen>
          )}
        </div>
      )}
      {demo && (
        <p className="text-sm">
          <Trans>The demo account's ways to sign in can't be changed.</Trans>
        </p>
      )}
    </section>
  );
}
