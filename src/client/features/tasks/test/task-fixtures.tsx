import type { ReactNode } from 'react';
import { categories } from '../../../../shared/content/task-library';
import { progressSummary } from '../../../../shared/rules/tasks';
import type { SessionUser } from '../../../../shared/schemas/auth';
import type { Dashboard, Task } from '../../../../shared/schemas/tasks';
import { renderWithApp, sessionState } from '../../../test/render-with-app';

// Test data for the care-task screens, and the app render with what they navigate to.

const NOW = '2025-05-01T10:00:00.000Z';

export function makeTask(overrides: Partial<Task> & Pick<Task, 'id' | 'title'>): Task {
  return {
    description: '',
    completed: false,
    categoryId: 'housing',
    notes: '',
    guidance: null,
    hasVideo: false,
    videoUrl: null,
    subtasks: [],
    assigneeId: null,
    completedById: null,
    completedAt: null,
    version: 1,
    schedule: { dueDate: null, dueTime: null, repeat: null, repeatRule: null, reminder: null },
    lastCompletion: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function makeDashboard(tasks: Task[]): Dashboard {
  return { categories, tasks, progress: progressSummary(categories, tasks) };
}

/** The screen at /app for a signed-in user with this dashboard, and stand-ins where it links. */
export function renderWithData(
  ui: ReactNode,
  {
    dashboard,
    user,
    initialEntry = '/app',
  }: { dashboard: Dashboard; user?: Partial<SessionUser>; initialEntry?: string },
) {
  return renderWithApp(ui, {
    session: sessionState({ user }),
    dashboard,
    route: initialEntry,
    pages: { '/signup': <p>Sign-up page</p>, '/upgrade-premium': <p>Upgrade page</p> },
  });
}
