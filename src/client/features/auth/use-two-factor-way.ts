import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TwoFactorWay } from '../../../shared/page-forms';
import { twoFactorWays } from './api/auth-requests';

/** How /mfa asks for the second factor: an emailed code, the app's code, a recovery code. */
export type Way = 'email' | TwoFactorWay;

/**
 * The way /mfa asks first (record 096): the authenticator app's code when the account has an
 * app, else the emailed code; the person may switch. A page the server rendered says its way.
 * Undefined until the account's ways are read (no code is emailed before: an account with an
 * app gets none unless asked).
 */
export function useTwoFactorWay(pending: boolean, rendered: Way | undefined) {
  const [chosen, setWay] = useState<Way | undefined>(rendered);
  const ways = useQuery({
    queryKey: ['auth', 'two-factor-ways'],
    queryFn: twoFactorWays,
    enabled: pending,
    retry: 1,
  });
  const offered = ways.data ?? { app: false, recoveryCodes: false };
  const read = ways.isSuccess || ways.isError;
  const first: Way | undefined = read ? (offered.app ? 'app' : 'email') : undefined;
  return { way: chosen ?? first, setWay, offered };
}
