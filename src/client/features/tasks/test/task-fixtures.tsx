import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { categories } from '../../../../shared/content/task-library';
import { progressSummary } from '../../../../shared/rules/tasks';
import type { SessionState, SessionUser } from '../../../../shared/schemas/auth';
import type { Dashboard, Task } from '../../../../shared/schemas/tasks';
import { sessionQueryKey } from '../../../lib/session';
import { dashboardQueryKey } from '../api/task-requests';

// Test data and a render helper for the care-task screens. The caches are seeded, so nothing
// needs the server; the changes the screens send fail in jsdom, as an offline browser's would.

const NOW = '2025-05-01T10:00:00.000Z';

export function makeTask(overrides: Partial<Task> & Pick<Task, 'id' | 'title'>): Task {
  return {
    description: '',
    completed: false,
    categoryId: 'housing',
    notes: '',
    hasVideo: false,
    videoUrl: null,
    subtasks: [],
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function makeDashboard(tasks: Task[]): Dashboard {
  return { categories, tasks, progress: progressSummary(categories, tasks) };
}

export function makeSession(user: Partial<SessionUser> = {}): SessionState {
  return {
    user: {
      id: 'user-1',
      email: 'carer@example.com',
      subscriptionTier: 'basic',
      isAdmin: false,
      isDemo: false,
      createdAt: NOW,
      ...user,
    },
    session: {
      id: 'session-1',
      status: 'active',
      isAdminLogin: false,
      mfaVerifiedAt: NOW,
      lastActivityAt: NOW,
      idleTimeoutMs: 15 * 60_000,
      expiresAt: '2099-01-01T00:00:00.000Z',
      serverTime: NOW,
    },
  };
}

export function renderWithData(
  ui: ReactNode,
  {
    dashboard,
    user,
    initialEntry = '/app',
  }: { dashboard: Dashboard; user?: Partial<SessionUser>; initialEntry?: string },
) {
  const queryClient = new QueryClient({
    // No refetch on mount: the seeded data is what the screen shows.
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(sessionQueryKey, makeSession(user));
  queryClient.setQueryData(dashboardQueryKey, dashboard);
  const router = createMemoryRouter(
    [
      { path: '/app', element: ui },
      { path: '/signup', element: <p>Sign-up page</p> },
      { path: '/upgrade-premium', element: <p>Upgrade page</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  const events = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: events, router, queryClient };
}
