// Who may call which API route: the one table the access matrix test (src/server/auth/
// access-matrix.test.ts) checks every route of the app against. A route the app has and this
// table lacks fails the test, so a new route must be declared here before it can land. The rows
// are kept by what they are about (access-rows/); the callers and their answers are in
// access-callers.ts.

import type { AccessRow } from './access-callers';
import { accountRows } from './access-rows/account';
import { adminRows } from './access-rows/admin';
import { authRows } from './access-rows/auth';
import { careRows } from './access-rows/care';
import { communityRows } from './access-rows/community';
import { libraryRows } from './access-rows/library';
import { paymentRows } from './access-rows/payments';
import { planRows } from './access-rows/plans';
import { signInFactorRows } from './access-rows/sign-in-factors';
import { taskRows } from './access-rows/tasks';

export const accessTable: Record<string, AccessRow> = {
  ...authRows,
  ...signInFactorRows,
  ...taskRows,
  ...libraryRows,
  ...planRows,
  ...careRows,
  ...accountRows,
  ...paymentRows,
  ...communityRows,
  ...adminRows,
};
