import type { QueryClient } from '@tanstack/react-query';
import type { ApiReader } from '../../shared/drawn-page';
import type { SessionState } from '../../shared/schemas/auth';
import { preloadDashboard } from '../features/tasks/api/dashboard-view';
import { plansQueryKey } from '../lib/plan-context';
import { sessionQueryKey } from '../lib/session';

// The signed-in pages the server draws for the request, with their data (record 054), and what
// each reads first. A page not listed here is sent as its frame (the spinner while the session
// is read), as before, and reads its data in the browser.

type Preload = (
  queryClient: QueryClient,
  url: URL,
  readApi: ApiReader,
  session: SessionState,
) => Promise<void>;

const drawnPages: Record<string, Preload> = {
  '/app': (queryClient, url, readApi, session) =>
    preloadDashboard(queryClient, url, readApi, session.user.isDemo),
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
  const readPlans = readApi('/api/plans').then((plans) => {
    if (plans !== undefined) queryClient.setQueryData(plansQueryKey, plans);
  });
  await Promise.all([readPlans, preload(queryClient, url, readApi, session)]);
  return true;
}
