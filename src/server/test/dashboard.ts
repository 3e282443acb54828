import { expect } from 'vitest';
import type { Dashboard, Task } from '../../shared/schemas/tasks';
import type { ApiClient } from './api-client';

/** The client's dashboard, as GET /api/tasks answers it. */
export async function dashboardOf(api: ApiClient): Promise<Dashboard> {
  const response = await api.get('/api/tasks');
  expect(response.status).toBe(200);
  return response.json;
}

/** A task of the category that has subtasks (every category of the library has one). */
export const taskWithSubtasksIn = (board: Dashboard, categoryId: string) =>
  board.tasks.find((task) => task.categoryId === categoryId && task.subtasks.length > 0) as Task;
