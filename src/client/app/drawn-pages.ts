import type { QueryClient } from '@tanstack/react-query';
import type { ApiReader } from '../../shared/drawn-page';
import type { SessionState } from '../../shared/schemas/auth';
import type { PlanSummary } from '../../shared/schemas/plans';
import { emailPreferencesQueryKey } from '../features/account/api/account-requests';
import { preloadDashboard } from '../features/tasks/api/dashboard-view';
import { defaultPlan, PLAN_PARAM, plansQueryKey } from '../lib/plan-context';
import { circleQueryKey } from '../lib/plan-requests';
import { sessionQueryKey } from '../lib/session';

// The signed-in pages the server draws for the request, with their data (record 054), and what
// each reads first. A page not listed here is sent as its frame (the spinner while the session
// is read), as before, and reads its data in the browser. /calendar is not listed: its month is
// the browser's (today in the browser's time zone until the plan's is read), which the server
// cannot know.

type Preload = (
  queryClient: QueryClient,
  url: URL,
  readApi: ApiReader,
  reader: { session: SessionState; plans: Promise<PlanSummary[] | undefined> },
) => Promise<void>;

/** Puts a read into the cache under `key`; a refused or failed read is left to the browser. */
async function readInto(queryClient: QueryClient, key: readonly unknown[], read: Promise<unknown>) {
  const answer = await read;
  if (answer !== undefined) queryClient.setQueryData(key, answer);
}

const drawnPages: Record<string, Preload> = {
  '/app': (queryClient, url, readApi, { session }) =>
    preloadDashboard(queryClient, url, readApi, session.user.isDemo),
  // The plan in the address, else the current user's own, as useCurrentPlan chooses.
  '/family': async (queryClient, url, readApi, { plans }) => {
    const planId = url.searchParams.get(PLAN_PARAM) || defaultPlan((await plans) ?? [])?.id;
    if (!planId) return;
    await readInto(
      queryClient,
      circleQueryKey(planId),
      readApi(`/api/plans/${encodeURIComponent(planId)}/members`),
    );
  },
  '/profile': (queryClient, _url, readApi) =>
    readInto(queryClient, emailPreferencesQueryKey, readApi('/api/account/email-preferences')),
};

/**
 * Fills the query cache with what the page at `url` shows first, read as the request's user:
 * the session, their plans and the page's own data. False when the page is not drawn this way,
 * or nobody is fully signed in (no session, or two-factor pending): the browser then decides.
 */
export async function preloadSignedInPage(
  queryClient: QueryClient,
  url: URL,
  readApi: ApiReader,
): Promise<boolean> {
  const preload = drawnPages[url.pathname];
  if (!preload) return false;
  const session = (await readApi('/api/auth/session')) as SessionState | undefined;
  if (session?.session.status !== 'active') return false;
  queryClient.setQueryData(sessionQueryKey, session);
  const plans = readApi('/api/plans') as Promise<PlanSummary[] | undefined>;
  await Promise.all([
    readInto(queryClient, plansQueryKey, plans),
    preload(queryClient, url, readApi, { session, plans }),
  ]);
  return true;
}
