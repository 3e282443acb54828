import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CATEGORY_CARD_PREVIEW_TASKS } from '../../shared/constants';
import { CATEGORY_PAGE_TASKS } from '../../shared/rules/limits';
import type { SessionState, SessionUser } from '../../shared/schemas/auth';
import type { PlanSummary } from '../../shared/schemas/plans';
import type { Dashboard } from '../../shared/schemas/tasks';
import { RouterNavigation } from '../app/router-navigation';
import { plansQueryKey } from '../lib/plan-context';
import { sessionQueryKey } from '../lib/session';
import { ThemeProvider } from '../lib/theme';
import { TestToaster } from './test-toaster';

// Renders a screen as the app does (theme, query cache, router, toasts) with its data seeded, so
// nothing needs the server; anything a screen sends fails in jsdom, as an offline browser's would.

type SessionOverrides = {
  user?: Partial<SessionUser>;
  session?: Partial<SessionState['session']>;
};

/** A basic user's session, two-factor verified and used just now, with any field overridden. */
export function sessionState({ user, session }: SessionOverrides = {}): SessionState {
  const now = new Date().toISOString();
  return {
    user: {
      id: 'user-1',
      email: 'carer@example.com',
      subscriptionTier: 'basic',
      isAdmin: false,
      isDemo: false,
      createdAt: '2025-04-16T12:00:00.000Z',
      displayName: null,
      premiumSince: null,
      premiumSource: null,
      // The dashboard's first-visit welcome has its own tests.
      welcomeSeen: true,
      locale: null,
      ...user,
    },
    payments: false,
    session: {
      id: 'session-1',
      status: 'active',
      isAdminLogin: false,
      mfaVerifiedAt: now,
      lastActivityAt: now,
      idleTimeoutMs: 15 * 60_000,
      expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString(),
      serverTime: now,
      ...session,
    },
  };
}

/** The current user's own care plan, as `GET /api/plans` lists it, with any field overridden. */
export function planSummary(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    id: 'plan-1',
    name: 'Care plan',
    role: 'owner',
    owners: ['carer@example.com'],
    memberCount: 1,
    premium: false,
    timeZone: null,
    isDefault: false,
    ...overrides,
  };
}

type RenderWithAppOptions = {
  /** Seeded as the session query; without it the screen must not ask who is signed in. */
  session?: SessionState;
  /** The current user's plans (the header lists them); with a session, their own plan alone. */
  plans?: PlanSummary[];
  /** Seeded as the dashboard query. */
  dashboard?: Dashboard;
  /** Any other query a screen reads, seeded under its key (a feature's own query options). */
  queries?: { queryKey: readonly unknown[]; data: unknown }[];
  /** Where the router starts; the screen is mounted at this address's path. */
  route?: string;
  /** Stand-ins for the pages the screen may send the user to, by path. */
  pages?: Record<string, ReactNode>;
};

export function renderWithApp(
  ui: ReactNode,
  { session, plans, dashboard, queries = [], route = '/', pages = {} }: RenderWithAppOptions = {},
) {
  const queryClient = new QueryClient({
    // No retry, so a failed request shows at once; no refetch on mount, so the seeded data is
    // what the screen shows.
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (session) {
    queryClient.setQueryData(sessionQueryKey, session);
    const currentUserPlans = plans ?? [planSummary()];
    queryClient.setQueryData(plansQueryKey, currentUserPlans);
    // Each plan's circle (the task cards' assignees), the current user its only member; a test that
    // needs others seeds its own under the same key.
    for (const plan of currentUserPlans) {
      queryClient.setQueryData(['plan-circle', plan.id], {
        plan,
        members: [
          {
            userId: session.user.id,
            email: session.user.email,
            // As the server names a member: the display name, else the address (record 089).
            name: session.user.displayName ?? session.user.email,
            role: plan.role,
            joinedAt: session.user.createdAt,
            openTasks: 0,
            completedThisMonth: 0,
          },
        ],
        invitations: [],
      });
    }
  }
  // The tasks feature's cached answers (its task-requests.ts), spelled out because shared code
  // imports no feature: the overview with each category's first tasks, and each category's own,
  // whole and its first page as the dashboard asks for it, of the current user's own plan (no `?plan=`
  // in the address).
  if (dashboard) {
    const first = new Map<string, number>();
    const preview = dashboard.tasks.filter((task) => {
      first.set(task.categoryId, (first.get(task.categoryId) ?? 0) + 1);
      return (first.get(task.categoryId) ?? 0) <= CATEGORY_CARD_PREVIEW_TASKS;
    });
    queryClient.setQueryData(['dashboard', 'own', 'overview'], { ...dashboard, tasks: preview });
    for (const category of dashboard.categories) {
      const tasks = dashboard.tasks.filter((task) => task.categoryId === category.id);
      queryClient.setQueryData(['dashboard', 'own', category.id], { ...dashboard, tasks });
      queryClient.setQueryData(['dashboard', 'own', category.id, CATEGORY_PAGE_TASKS], {
        ...dashboard,
        tasks: tasks.slice(0, CATEGORY_PAGE_TASKS),
        hasMore: tasks.length > CATEGORY_PAGE_TASKS,
      });
    }
  }
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
  const path = route.split(/[?#]/)[0] || '/';
  const router = createMemoryRouter(
    [
      // Inside the router's page navigation, as the app's root layout renders every page.
      { path, element: <RouterNavigation>{ui}</RouterNavigation> },
      ...Object.entries(pages).map(([pagePath, element]) => ({ path: pagePath, element })),
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <TestToaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { user, router, queryClient };
}

/** The text of everything a field's aria-describedby points at: its hint, meter and error. */
export function describedText(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
