import type { QueryClient } from '@tanstack/react-query';
import type { SessionState } from '../../shared/schemas/auth';
import type { PlanSummary } from '../../shared/schemas/plans';
import type { ApiReader } from '../../shared/server-rendered-page';
import { emailPreferencesQueryKey } from '../features/account/api/account-requests';
import { signInWaysQueryKey } from '../features/account/api/sign-in-factor-requests';
import { preloadDashboard } from '../features/tasks/api/dashboard-view';
import { careProfileQueryKey } from '../lib/care-requests';
import { defaultPlan, PLAN_PARAM, plansQueryKey } from '../lib/plan-context';
import { circleQueryKey, documentsQueryKey } from '../lib/plan-requests';
import { sessionQueryKey } from '../lib/session';

// The signed-in pages the server renders for the request, with their data (record 054), and what
// each reads first. A page not listed here is sent as its frame (the spinner while the session
// is read), as before, and reads its data in the browser. /calendar is not listed: its month is
// the browser's (today in the browser's time zone until the plan's is read), which the server
// cannot know.

/** The page asks for a plan the current user is not a member of: the server answers 404. */
const NOT_MEMBER = 'not-member';

/**
 * Fills the page's queries. Answers `false` when the page must not be rendered without what it failed
 * to read (the emergency sheet), `NOT_MEMBER` for a plan that is not the current user's, the
 * plan it was rendered for (`{ planId }`, the sheet's), or anything else to render it with what came.
 */
type Preload = (
  queryClient: QueryClient,
  url: URL,
  readApi: ApiReader,
  currentUser: { session: SessionState; plans: Promise<PlanSummary[] | undefined> },
) => Promise<unknown>;

/** Puts a read into the cache under `key`; a refused or failed read is left to the browser. */
async function readInto(queryClient: QueryClient, key: readonly unknown[], read: Promise<unknown>) {
  const answer = await read;
  if (answer !== undefined) queryClient.setQueryData(key, answer);
  return answer !== undefined;
}

/** The plan in the address, else the current user's default one, as useCurrentPlan chooses. */
async function planOf(url: URL, plans: Promise<PlanSummary[] | undefined>) {
  return url.searchParams.get(PLAN_PARAM) || defaultPlan((await plans) ?? [])?.id;
}

const serverRenderedPages: Record<string, Preload> = {
  '/app': (queryClient, url, readApi, { session }) =>
    preloadDashboard(queryClient, url, readApi, session.user.isDemo),
  // The plan in the address, else the current user's own, as useCurrentPlan chooses.
  '/family': async (queryClient, url, readApi, { plans }) => {
    const planId = await planOf(url, plans);
    if (!planId) return;
    await readInto(
      queryClient,
      circleQueryKey(planId),
      readApi(`/api/plans/${encodeURIComponent(planId)}/members`),
    );
  },
  // The care profile and its documents, of the plan in the address or the current user's own.
  '/care-profile': async (queryClient, url, readApi, { plans }) => {
    const planId = await planOf(url, plans);
    if (!planId) return;
    const path = `/api/plans/${encodeURIComponent(planId)}`;
    // Either may fail and be read again in the browser: the page is rendered with what came.
    await Promise.all([
      readInto(queryClient, careProfileQueryKey(planId), readApi(`${path}/care-profile`)),
      readInto(queryClient, documentsQueryKey(planId), readApi(`${path}/documents`)),
    ]);
  },
  // The emergency sheet is rendered whole, so that the copy a phone keeps offline shows it all;
  // without its profile (a failed read, a plan left) it is not rendered for anyone, and the page's
  // frame goes out instead, which the service worker never keeps (record 082).
  // A plan in the address that the current user's plans (read) do not hold is not theirs: 404.
  '/emergency-sheet': async (queryClient, url, readApi, { plans }) => {
    const planId = await planOf(url, plans);
    if (!planId) return false;
    const path = `/api/plans/${encodeURIComponent(planId)}/care-profile`;
    if (await readInto(queryClient, careProfileQueryKey(planId), readApi(path))) return { planId };
    const own = await plans;
    return own && !own.some((plan) => plan.id === planId) ? NOT_MEMBER : false;
  },
  // The questions are in the page (their answers in its address): rendered with the session and
  // plans alone, so each answer's plain form works before the scripts run. The suggestions are
  // read by the browser.
  '/shape-plan': async () => undefined,
  '/profile': async (queryClient, _url, readApi) => {
    await Promise.all([
      readInto(queryClient, emailPreferencesQueryKey, readApi('/api/account/email-preferences')),
      // 'Ways to sign in' (record 096).
      readInto(queryClient, signInWaysQueryKey, readApi('/api/authenticator-app/ways')),
    ]);
  },
};

/**
 * Fills the query cache with what the page at `url` shows first, read as the request's user:
 * the session, their plans and the page's own data. Answers that user's id (and the plan the
 * page was rendered for, if one), `notMember` for a plan that is not theirs, or undefined when the
 * page is not rendered this way, or nobody is fully signed in (no session, or two-factor pending):
 * the browser then decides.
 */
export async function preloadSignedInPage(
  queryClient: QueryClient,
  url: URL,
  readApi: ApiReader,
): Promise<{ userId: string; planId?: string } | { notMember: true } | undefined> {
  const preload = serverRenderedPages[url.pathname];
  if (!preload) return undefined;
  const session = (await readApi('/api/auth/session')) as SessionState | undefined;
  if (session?.session.status !== 'active') return undefined;
  queryClient.setQueryData(sessionQueryKey, session);
  const plans = readApi('/api/plans') as Promise<PlanSummary[] | undefined>;
  const [, preloaded] = await Promise.all([
    readInto(queryClient, plansQueryKey, plans),
    preload(queryClient, url, readApi, { session, plans }),
  ]);
  if (preloaded === NOT_MEMBER) return { notMember: true };
  if (preloaded === false) return undefined;
  const planId = (preloaded as { planId?: unknown } | undefined)?.planId;
  return { userId: session.user.id, ...(typeof planId === 'string' ? { planId } : {}) };
}
